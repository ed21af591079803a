-- Payouts of earnings through the tenant's payout adapter (modules.payment_profit). A SEPA batch
-- is one pain.001 credit-transfer file for the tenant's bank: its XML is kept as generated, so the
-- file a manager downloads again is byte for byte the one uploaded to the bank.
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"distribution_id" uuid,
	"adapter" text NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"message_id" text NOT NULL,
	"execution_date" date NOT NULL,
	"transactions" integer NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"xml" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_date" date,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	CONSTRAINT "payout_batches_message_id_unique" UNIQUE("message_id")
);--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"earning_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"iban" text,
	"bic" text,
	"amount" numeric(18, 2) NOT NULL,
	"end_to_end_id" text NOT NULL,
	"reference" text NOT NULL,
	"left_out_reason" text
);--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_earning_id_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."earnings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_tenant_idx" ON "payout_batches" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- One batch per distribution paid to everyone, and an earning transferred in one batch at most.
CREATE UNIQUE INDEX "payout_batches_distribution_idx" ON "payout_batches" USING btree ("distribution_id") WHERE "kind" = 'distribution';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_earning_idx" ON "payout_items" USING btree ("earning_id") WHERE "left_out_reason" IS NULL;--> statement-breakpoint
CREATE INDEX "payout_items_batch_idx" ON "payout_items" USING btree ("batch_id");
