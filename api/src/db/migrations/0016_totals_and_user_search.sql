-- The users search index needs the trigram operator classes (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "distribution_totals" (
	"distribution_id" uuid PRIMARY KEY NOT NULL,
	"earnings" integer NOT NULL,
	"gross_amount" numeric NOT NULL,
	"fiscal_withholding" numeric NOT NULL,
	"rent_amount" numeric NOT NULL,
	"capital_gain" numeric NOT NULL,
	"returned_capital" numeric NOT NULL,
	"net_total" numeric NOT NULL,
	"total_returned" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_tenant_totals" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"investments" integer NOT NULL,
	"amount" numeric NOT NULL,
	"tokens" bigint NOT NULL,
	CONSTRAINT "investment_tenant_totals_key" UNIQUE NULLS NOT DISTINCT("tenant_id","status","payment_method")
);
--> statement-breakpoint
CREATE TABLE "investment_totals" (
	"tenant_id" uuid NOT NULL,
	"issuance_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"investments" integer NOT NULL,
	"amount" numeric NOT NULL,
	"tokens" bigint NOT NULL,
	CONSTRAINT "investment_totals_key" UNIQUE NULLS NOT DISTINCT("issuance_id","status","payment_method")
);
--> statement-breakpoint
CREATE TABLE "issuance_raised" (
	"issuance_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"investments" integer NOT NULL,
	"raised" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distribution_totals" ADD CONSTRAINT "distribution_totals_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_tenant_totals" ADD CONSTRAINT "investment_tenant_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_totals" ADD CONSTRAINT "investment_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_totals" ADD CONSTRAINT "investment_totals_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_raised" ADD CONSTRAINT "issuance_raised_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_raised" ADD CONSTRAINT "issuance_raised_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ((case when "surname" is null then "name" when "name" is null then "surname" else "name" || ' ' || "surname" end) gin_trgm_ops,"email" gin_trgm_ops,"username" gin_trgm_ops);