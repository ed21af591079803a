-- The contract is signed before the order is paid (invest, sign, pay). Choosing another method
-- afterwards changes the contract (method, fee, total), which is then signed again: an order may
-- hold several signatures, one per version of its contract, each kept as evidence.
ALTER TABLE "investment_signatures" DROP CONSTRAINT "investment_signatures_investment_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "investment_signatures_document_idx" ON "investment_signatures" USING btree ("investment_id","document_sha256");
