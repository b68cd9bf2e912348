CREATE INDEX "form_comments_user_idx" ON "form_comments" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "forms_created_by_idx" ON "forms" USING btree ("tenant_id","created_by");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "submission_files_form_idx" ON "submission_files" USING btree ("tenant_id","form_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_submission_idx" ON "webhook_deliveries" USING btree ("tenant_id","submission_id");