-- Crypto payments (issue 37): an attempt's terms (the stablecoin, the exact amount in its minor
-- units, the receiving address and the investor's verified wallet), each transfer the watcher read
-- (matched to an attempt and charged once its confirmations are in, or unmatched and listed for
-- the managers), and where each tenant's watcher reads next.
CREATE TABLE "crypto_payment_requests" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"token_symbol" text NOT NULL,
	"token_decimals" integer NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"receiving_address" text NOT NULL,
	"sender_address" text NOT NULL,
	"start_block" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"token_address" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"attempt_id" text,
	"status" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crypto_watch_cursors" (
	"tenant_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"receiving_address" text NOT NULL,
	"next_block" bigint NOT NULL,
	CONSTRAINT "crypto_watch_cursors_tenant_id_chain_id_token_address_receiving_address_pk" PRIMARY KEY("tenant_id","chain_id","token_address","receiving_address")
);
--> statement-breakpoint
ALTER TABLE "crypto_payment_requests" ADD CONSTRAINT "crypto_payment_requests_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_payment_requests" ADD CONSTRAINT "crypto_payment_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_watch_cursors" ADD CONSTRAINT "crypto_watch_cursors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_payment_requests_match_idx" ON "crypto_payment_requests" USING btree ("tenant_id","sender_address","units");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_transfers_log_idx" ON "crypto_transfers" USING btree ("tenant_id","chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_transfers_attempt_idx" ON "crypto_transfers" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "crypto_transfers_status_idx" ON "crypto_transfers" USING btree ("tenant_id","status");
