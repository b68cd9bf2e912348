CREATE TABLE "form_activity" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_collaborators" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_collaborators_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "form_collaborators_member_uq" UNIQUE("tenant_id","form_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "form_comments" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"field_id" text,
	"user_id" uuid NOT NULL,
	"comment_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"schema_data" jsonb NOT NULL,
	"description" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "form_versions_number_uq" UNIQUE("tenant_id","form_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"description" text NOT NULL,
	"schema_data" jsonb NOT NULL,
	"is_template" boolean NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "request_nonces" (
	"tenant_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_nonces_tenant_id_session_id_nonce_pk" PRIMARY KEY("tenant_id","session_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"signing_key_enc" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tenant_registries" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"stored_document" jsonb,
	"stored_at" timestamp with time zone,
	"fetched_document" jsonb,
	"fetched_at" timestamp with time zone,
	"fetched_from" text,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenant_settings" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"setting_key" text NOT NULL,
	"setting_name" text NOT NULL,
	"description" text NOT NULL,
	"config" jsonb NOT NULL,
	"secret_enc" text,
	"is_encrypted" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tenant_settings_key_uq" UNIQUE("tenant_id","setting_key")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "users_tenant_username_uq" UNIQUE("tenant_id","username"),
	CONSTRAINT "users_tenant_email_uq" UNIQUE("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "form_activity" ADD CONSTRAINT "form_activity_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_collaborators" ADD CONSTRAINT "form_collaborators_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_collaborators" ADD CONSTRAINT "form_collaborators_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_comments" ADD CONSTRAINT "form_comments_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_comments" ADD CONSTRAINT "form_comments_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_registries" ADD CONSTRAINT "tenant_registries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_activity_form_idx" ON "form_activity" USING btree ("tenant_id","form_id","id");--> statement-breakpoint
CREATE INDEX "form_collaborators_user_idx" ON "form_collaborators" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "form_comments_form_idx" ON "form_comments" USING btree ("tenant_id","form_id");--> statement-breakpoint
CREATE INDEX "forms_tenant_template_idx" ON "forms" USING btree ("tenant_id","is_template");--> statement-breakpoint
CREATE INDEX "request_nonces_expires_idx" ON "request_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username");