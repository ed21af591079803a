-- A wallet proven the investor's by a signature (issue 37): the signed message (EIP-4361 text)
-- and its EIP-191 signature are kept as evidence, and a chain ledger mints only to such a wallet.
ALTER TABLE "wallets" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "verification_message" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "verification_signature" text;
