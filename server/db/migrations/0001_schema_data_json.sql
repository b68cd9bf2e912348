ALTER TABLE "form_versions" ALTER COLUMN "schema_data" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "forms" ALTER COLUMN "schema_data" SET DATA TYPE json;