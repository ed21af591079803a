CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"issuance_id" uuid NOT NULL,
	"type" text NOT NULL,
	"profit_date" date NOT NULL,
	"gross_amount" numeric(18, 2) NOT NULL,
	"withholding_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "distribution_id" uuid;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- The seeded earnings, grouped by issuance, kind and profit date into the distributions they
-- were shares of: each distribution's gross is the sum of its earnings; it is pending while all
-- of them are, paid otherwise. Their creator is the project's owner.
INSERT INTO "distributions" ("tenant_id", "issuance_id", "type", "profit_date", "gross_amount", "withholding_percentage", "status", "created_by", "created_at", "paid_at", "paid_by")
SELECT e."tenant_id", e."issuance_id", e."kind", e."profit_date", sum(e."gross_amount"),
  CASE WHEN e."kind" = 'repayment' THEN 0 ELSE max(e."withholding_percentage") END,
  CASE WHEN bool_and(e."status" = 'pending') THEN 'pending' ELSE 'paid' END,
  i."owner_id", min(e."created_at"),
  CASE WHEN bool_and(e."status" = 'pending') THEN NULL ELSE (coalesce(min(e."executed_date"), e."profit_date")::timestamp AT TIME ZONE 'UTC') END,
  CASE WHEN bool_and(e."status" = 'pending') THEN NULL ELSE i."owner_id" END
FROM "earnings" e JOIN "issuances" i ON i."id" = e."issuance_id"
GROUP BY e."tenant_id", e."issuance_id", e."kind", e."profit_date", i."owner_id";--> statement-breakpoint
UPDATE "earnings" e SET "distribution_id" = d."id"
FROM "distributions" d
WHERE d."issuance_id" = e."issuance_id" AND d."type" = e."kind" AND d."profit_date" = e."profit_date";--> statement-breakpoint
-- Dates of the existing moves become instants (UTC midnight); the tokens are the investor's paid ones in the project.
UPDATE "earnings" SET
  "paid_at" = CASE WHEN "status" = 'pending' THEN NULL ELSE (coalesce("executed_date", "profit_date")::timestamp AT TIME ZONE 'UTC') END,
  "claimed_at" = CASE WHEN "status" = 'claimed' THEN (coalesce("claim_date", "executed_date", "profit_date")::timestamp AT TIME ZONE 'UTC') END,
  "tokens" = coalesce((
    SELECT sum(v."token_amount") FROM "investments" v
    WHERE v."issuance_id" = "earnings"."issuance_id" AND v."investor_id" = "earnings"."investor_id"
      AND v."status" IN ('CHARGED', 'SIGNED', 'SIGNED_PENDING', 'CLOSED', 'MINTED')
  ), 0);--> statement-breakpoint
ALTER TABLE "earnings" ALTER COLUMN "distribution_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributions_issuance_idx" ON "distributions" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "distributions_tenant_idx" ON "distributions" USING btree ("tenant_id","profit_date");--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_distribution_investor_idx" ON "earnings" USING btree ("distribution_id","investor_id");