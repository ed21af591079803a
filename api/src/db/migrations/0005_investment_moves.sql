CREATE TABLE "token_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"issuance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"contract_address" text,
	"from_address" text,
	"to_address" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"transaction_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_entries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "token_ledger_entries_transaction_reference_unique" UNIQUE("transaction_reference")
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "mint_reference" text;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "disbursement_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ADD CONSTRAINT "token_ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ADD CONSTRAINT "token_ledger_entries_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_ledger_entries_issuance_idx" ON "token_ledger_entries" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "token_ledger_entries_to_idx" ON "token_ledger_entries" USING btree ("contract_address","to_address");