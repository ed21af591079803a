-- A card payment through a provider that keeps cards (Stripe): the provider's customer of each
-- investor, and the card they saved with it (never its number: the provider's reference, the
-- brand and the last four digits). One per investor and provider.
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text NOT NULL,
	"payment_method_ref" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_provider_idx" ON "saved_cards" USING btree ("user_id","provider");--> statement-breakpoint
-- The provider's own object of an attempt (a checkout session, a payment intent) and its page,
-- so a retried start answers the same page and a refund finds the payment.
ALTER TABLE "payment_attempts" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "redirect_url" text;
