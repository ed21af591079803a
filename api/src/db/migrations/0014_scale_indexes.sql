DROP INDEX "distributions_tenant_idx";--> statement-breakpoint
DROP INDEX "earnings_investor_idx";--> statement-breakpoint
DROP INDEX "investments_issuance_idx";--> statement-breakpoint
DROP INDEX "investments_investor_idx";--> statement-breakpoint
CREATE INDEX "investments_tenant_created_idx" ON "investments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_created_idx" ON "users" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "distributions_tenant_idx" ON "distributions" USING btree ("tenant_id","profit_date","created_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "earnings_investor_idx" ON "earnings" USING btree ("investor_id","profit_date");--> statement-breakpoint
CREATE INDEX "investments_issuance_idx" ON "investments" USING btree ("issuance_id","status","investor_id","amount");--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id","created_at","id");