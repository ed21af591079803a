-- Bank statements join the payouts and the refunds (issue 36). A statement's debit that shows a
-- generated SEPA payout batch settles it and says which; a credit a manager decides to give back
-- (or the part an applied credit paid over) is a refund due of the order it names, one per entry.
ALTER TABLE "bank_statement_entries" ADD COLUMN "payout_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_payout_batch_id_payout_batches_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_entries_payout_batch_idx" ON "bank_statement_entries" USING btree ("payout_batch_id") WHERE "payout_batch_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD COLUMN "statement_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "investment_refunds" ADD CONSTRAINT "investment_refunds_statement_entry_id_bank_statement_entries_id_fk" FOREIGN KEY ("statement_entry_id") REFERENCES "public"."bank_statement_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A cancelled order's refund stays one per order; a statement's refund is one per entry besides it.
DROP INDEX "investment_refunds_order_canceled_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "investment_refunds_order_canceled_idx" ON "investment_refunds" USING btree ("investment_id") WHERE "attempt_id" IS NULL AND "statement_entry_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_refunds_statement_entry_idx" ON "investment_refunds" USING btree ("statement_entry_id") WHERE "statement_entry_id" IS NOT NULL;
