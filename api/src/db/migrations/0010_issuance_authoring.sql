CREATE TABLE "issuance_whitelist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"issuance_id" uuid NOT NULL,
	"email" text NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "short_description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "token_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "token_symbol" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "token_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "tokens_for_sale" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "total_amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "min_offer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "max_offer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "soft_cap" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "max_fundraising" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "campaign_days" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "start_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "issuance_id" uuid;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "validation_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "validation_message" text;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "validated_by" uuid;--> statement-breakpoint
ALTER TABLE "issuance_whitelist" ADD CONSTRAINT "issuance_whitelist_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_whitelist" ADD CONSTRAINT "issuance_whitelist_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_whitelist" ADD CONSTRAINT "issuance_whitelist_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issuance_whitelist_issuance_email_idx" ON "issuance_whitelist" USING btree ("issuance_id","email");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_issuance_idx" ON "audit_log" USING btree ("issuance_id","at");--> statement-breakpoint
-- Issuances already under validation wait for the regulator's answer.
UPDATE "issuances" SET "validation_state" = 'pending' WHERE "status" = 'VALIDATING';
