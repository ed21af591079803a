ALTER TABLE "users" ADD COLUMN "flags_message" text;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id","at");