CREATE TABLE "drafts" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"token" text NOT NULL,
	"values" jsonb NOT NULL,
	"page" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drafts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "drafts_token_uq" UNIQUE("tenant_id","form_id","token")
);
--> statement-breakpoint
CREATE TABLE "form_events" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" uuid NOT NULL,
	"type" text NOT NULL,
	"page" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"submission_id" uuid,
	"field_id" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid,
	"values" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "submissions_idempotency_uq" UNIQUE("tenant_id","form_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"integration_id" uuid,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_response_code" integer,
	"last_error" text,
	"duration_ms" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "is_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_events" ADD CONSTRAINT "form_events_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_tenant_id_submission_id_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_submission_id_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_expires_idx" ON "drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "form_events_form_idx" ON "form_events" USING btree ("tenant_id","form_id","type");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("tenant_id","submission_id");--> statement-breakpoint
CREATE INDEX "submission_files_created_idx" ON "submission_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submissions_form_idx" ON "submissions" USING btree ("tenant_id","form_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_form_idx" ON "webhook_deliveries" USING btree ("tenant_id","form_id","created_at");