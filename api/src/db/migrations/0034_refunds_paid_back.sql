-- A refund due is paid back the way its money came (issue 36): through the provider that charged
-- it (its refund's id and status recorded), or by hand for a transfer (the manager's note), once.
ALTER TABLE "investment_refunds" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "error_key" text;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD CONSTRAINT "investment_refunds_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_refunds_tenant_created_idx" ON "investment_refunds" USING btree ("tenant_id","created_at");
