-- The challenges of wallet proofs (issue 37): the EIP-4361 message issued to a user for one
-- address, whose nonce proves a wallet once, before it expires. `used_at` is set by the one
-- verification that consumes it, so a replayed signature, or a second of two at once, is refused.
CREATE TABLE "wallet_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"nonce" text NOT NULL,
	"domain" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD CONSTRAINT "wallet_challenges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD CONSTRAINT "wallet_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_challenges_nonce_idx" ON "wallet_challenges" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "wallet_challenges_user_created_idx" ON "wallet_challenges" USING btree ("user_id","created_at");
