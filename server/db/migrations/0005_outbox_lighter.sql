ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_tenant_id_form_id_forms_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "payload";