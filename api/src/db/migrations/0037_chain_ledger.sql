-- Tokens on a chain (issue 37). An issuance keeps the ledger its token was created on ("database"
-- or "evm"), whatever the tenant's module says later. Every on-chain write is recorded here, signed,
-- BEFORE it is sent: after a crash it is found by its reference and its receipt read or the same raw
-- transaction sent again, never a second transaction for one reference.
ALTER TABLE "issuances" ADD COLUMN "ledger" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
CREATE TABLE "chain_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"chain_id" integer NOT NULL,
	"from_address" text NOT NULL,
	"nonce" integer NOT NULL,
	"raw_transaction" text NOT NULL,
	"hash" text NOT NULL,
	"contract_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"block_number" bigint,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_transactions_status_check" CHECK ("status" in ('pending', 'confirmed', 'failed'))
);--> statement-breakpoint
ALTER TABLE "chain_transactions" ADD CONSTRAINT "chain_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transactions_reference_idx" ON "chain_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transactions_hash_idx" ON "chain_transactions" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transactions_nonce_idx" ON "chain_transactions" USING btree ("chain_id","from_address","nonce");--> statement-breakpoint
CREATE INDEX "chain_transactions_pending_idx" ON "chain_transactions" USING btree ("created_at") WHERE "status" = 'pending';
