-- The API's own view of an attempt: when it took the attempt's outcome (a provider's notification,
-- a manager's confirmation) or closed it (another method chosen). The provider's status column may
-- be written by the provider's side first (the built-in sandbox shares the row), so "finished for
-- the API" needs a column of its own.
ALTER TABLE "payment_attempts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Finished attempts are settled, except the latest one of an order still waiting for its
-- provider's notification: that one is settled by the notification when it comes.
UPDATE "payment_attempts" AS a SET "settled_at" = coalesce(a."completed_at", a."created_at")
WHERE a."status" IN ('succeeded', 'failed')
  AND NOT EXISTS (
    SELECT 1 FROM "investments" i
    WHERE i."id" = a."investment_id"
      AND i."status" IN ('CREDIT_CARD', 'IN_UPDATE_TPV', 'CARD_REGISTRATION_UPDATED')
      AND a."id" = (SELECT l."id" FROM "payment_attempts" l WHERE l."investment_id" = i."id" ORDER BY l."created_at" DESC, l."id" DESC LIMIT 1)
  );--> statement-breakpoint
-- A refund is owed per cancelled paid order (attempt null) and per payment that arrived without
-- paying its order (a late or superseded attempt): one order can owe several.
ALTER TABLE "investment_refunds" DROP CONSTRAINT "investment_refunds_investment_id_unique";--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "attempt_id" text;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD CONSTRAINT "investment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "reason" text DEFAULT 'order_canceled' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_refunds_order_canceled_idx" ON "investment_refunds" USING btree ("investment_id") WHERE "attempt_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_refunds_attempt_idx" ON "investment_refunds" USING btree ("attempt_id") WHERE "attempt_id" IS NOT NULL;
