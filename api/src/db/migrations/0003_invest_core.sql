CREATE TABLE "investment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"investment_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payment_method" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_refunds_investment_id_unique" UNIQUE("investment_id")
);
--> statement-breakpoint
CREATE TABLE "investment_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"investment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "payment_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sophisticated" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "investor_type_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_data_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_expiry_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "additional_information" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "additional_data_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suitability_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suitability_result" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suitability_score" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suitability_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suitability_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "annual_income" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "liquid_assets" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "financial_commitments" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "net_worth" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "loss_bearing_capacity" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "loss_bearing_calculated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_drafts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD CONSTRAINT "investment_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD CONSTRAINT "investment_refunds_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD CONSTRAINT "investment_refunds_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_transitions" ADD CONSTRAINT "investment_transitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_transitions" ADD CONSTRAINT "investment_transitions_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_transitions" ADD CONSTRAINT "investment_transitions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_transitions_investment_idx" ON "investment_transitions" USING btree ("investment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_provider_reference_idx" ON "kyc_checks" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "kyc_checks_user_idx" ON "kyc_checks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investments_investor_idempotency_idx" ON "investments" USING btree ("investor_id","idempotency_key");