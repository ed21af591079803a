-- The investor's available balance becomes an account in a ledger of money (issue 36): every move
-- is an entry (signed amount, its kind, a reference unique per kind so a replay adds nothing, the
-- balance after it), written by api/src/payments/balance in the same transaction that keeps
-- users.available_balance as their running total, which may never fall below zero.
CREATE TABLE "balance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"investment_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_entries_amount_not_zero" CHECK ("amount" <> 0),
	CONSTRAINT "balance_entries_balance_after_not_negative" CHECK ("balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_reference_idx" ON "balance_entries" USING btree ("tenant_id","kind","reference");--> statement-breakpoint
CREATE INDEX "balance_entries_user_at_idx" ON "balance_entries" USING btree ("user_id","at" DESC,"id" DESC);--> statement-breakpoint
-- The balances already there open each account, so the entries add up to the balance.
INSERT INTO "balance_entries" ("tenant_id", "user_id", "amount", "kind", "reference", "balance_after", "at")
  SELECT "tenant_id", "id", "available_balance", 'adjustment', 'opening-balance', "available_balance", now() FROM "users" WHERE "available_balance" > 0;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_available_balance_not_negative" CHECK ("available_balance" >= 0);--> statement-breakpoint
-- The fees orders carry, added up in the manager's totals with the amount (raised statuses only, as the amount).
ALTER TABLE "investment_totals" ADD COLUMN "fee" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_tenant_totals" ADD COLUMN "fee" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TYPE investment_totals_change ADD ATTRIBUTE fee numeric;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investment_totals_add(changes investment_totals_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Keys in a fixed order, so two transactions lock the rows they share in the same order.
  INSERT INTO investment_totals AS t (tenant_id, issuance_id, status, payment_method, investments, amount, tokens, fee)
    SELECT c.tenant_id, c.issuance_id, c.status, c.payment_method, c.n, c.amount, c.tokens, c.fee FROM unnest(changes) c
    WHERE c.n > 0 ORDER BY c.issuance_id, c.status, c.payment_method
    ON CONFLICT (issuance_id, status, payment_method) DO UPDATE
      SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount, tokens = t.tokens + excluded.tokens, fee = t.fee + excluded.fee;
  UPDATE investment_totals t SET investments = t.investments + c.n, amount = t.amount + c.amount, tokens = t.tokens + c.tokens, fee = t.fee + c.fee
    FROM unnest(changes) c
    WHERE c.n <= 0 AND t.issuance_id = c.issuance_id AND t.status = c.status AND t.payment_method IS NOT DISTINCT FROM c.payment_method;
  INSERT INTO investment_tenant_totals AS t (tenant_id, status, payment_method, investments, amount, tokens, fee)
    SELECT * FROM (
      SELECT c.tenant_id, c.status, c.payment_method, sum(c.n)::int AS n, sum(c.amount) AS amount, sum(c.tokens)::bigint AS tokens, sum(c.fee) AS fee
      FROM unnest(changes) c GROUP BY 1, 2, 3) g
    WHERE g.n > 0 ORDER BY g.tenant_id, g.status, g.payment_method
    ON CONFLICT (tenant_id, status, payment_method) DO UPDATE
      SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount, tokens = t.tokens + excluded.tokens, fee = t.fee + excluded.fee;
  UPDATE investment_tenant_totals t SET investments = t.investments + g.n, amount = t.amount + g.amount, tokens = t.tokens + g.tokens, fee = t.fee + g.fee
    FROM (SELECT c.tenant_id, c.status, c.payment_method, sum(c.n)::int AS n, sum(c.amount) AS amount, sum(c.tokens)::bigint AS tokens, sum(c.fee) AS fee
          FROM unnest(changes) c GROUP BY 1, 2, 3) g
    WHERE g.n <= 0 AND (g.n <> 0 OR g.amount <> 0 OR g.tokens <> 0 OR g.fee <> 0)
      AND t.tenant_id = g.tenant_id AND t.status = g.status AND t.payment_method IS NOT DISTINCT FROM g.payment_method;
  -- Raised: the statuses of RAISED_STATUSES (schema.ts), money committed to the project.
  INSERT INTO issuance_raised AS t (tenant_id, issuance_id, investments, raised)
    SELECT * FROM (
      SELECT c.tenant_id, c.issuance_id, sum(c.n)::int AS n, sum(c.amount) AS amount FROM unnest(changes) c
      WHERE c.status IN ('CHARGED', 'SIGNED', 'SIGNED_PENDING', 'CLOSED', 'MINTED') GROUP BY 1, 2) g
    WHERE g.n > 0 ORDER BY g.issuance_id
    ON CONFLICT (issuance_id) DO UPDATE SET investments = t.investments + excluded.investments, raised = t.raised + excluded.raised;
  UPDATE issuance_raised t SET investments = t.investments + g.n, raised = t.raised + g.amount
    FROM (SELECT c.issuance_id, sum(c.n)::int AS n, sum(c.amount) AS amount FROM unnest(changes) c
          WHERE c.status IN ('CHARGED', 'SIGNED', 'SIGNED_PENDING', 'CLOSED', 'MINTED') GROUP BY 1) g
    WHERE g.n <= 0 AND (g.n <> 0 OR g.amount <> 0) AND t.issuance_id = g.issuance_id;
  IF EXISTS (SELECT FROM unnest(changes) c WHERE c.n < 0) THEN
    DELETE FROM investment_totals t USING unnest(changes) c
      WHERE c.n < 0 AND t.investments = 0 AND t.issuance_id = c.issuance_id AND t.status = c.status AND t.payment_method IS NOT DISTINCT FROM c.payment_method;
    DELETE FROM investment_tenant_totals t USING (SELECT DISTINCT c.tenant_id FROM unnest(changes) c) g WHERE t.investments = 0 AND t.tenant_id = g.tenant_id;
    DELETE FROM issuance_raised t USING (SELECT DISTINCT c.issuance_id FROM unnest(changes) c) g WHERE t.investments = 0 AND t.issuance_id = g.issuance_id;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes investment_totals_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, issuance_id, status, payment_method, n, amount, tokens, fee)::investment_totals_change) INTO changes
    FROM (SELECT tenant_id, issuance_id, status, payment_method, count(*)::int AS n, sum(amount) AS amount, sum(token_amount)::bigint AS tokens, sum(fee) AS fee
          FROM new_rows GROUP BY 1, 2, 3, 4) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, issuance_id, status, payment_method, -n, -amount, -tokens, -fee)::investment_totals_change) INTO changes
    FROM (SELECT tenant_id, issuance_id, status, payment_method, count(*)::int AS n, sum(amount) AS amount, sum(token_amount)::bigint AS tokens, sum(fee) AS fee
          FROM old_rows GROUP BY 1, 2, 3, 4) g;
  ELSE
    SELECT array_agg(row(tenant_id, issuance_id, status, payment_method, n, amount, tokens, fee)::investment_totals_change) INTO changes
    FROM (SELECT tenant_id, issuance_id, status, payment_method, sum(n)::int AS n, sum(amount) AS amount, sum(tokens)::bigint AS tokens, sum(fee) AS fee
          FROM (SELECT tenant_id, issuance_id, status, payment_method, 1 AS n, amount, token_amount::bigint AS tokens, fee FROM new_rows
                UNION ALL SELECT tenant_id, issuance_id, status, payment_method, -1, -amount, -token_amount::bigint, -fee FROM old_rows) c
          GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(tokens) <> 0 OR sum(fee) <> 0) g;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM investment_totals_add(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The fees of the orders already there.
UPDATE investment_totals t SET fee = g.fee
  FROM (SELECT issuance_id, status, payment_method, sum(fee) AS fee FROM investments GROUP BY 1, 2, 3) g
  WHERE t.issuance_id = g.issuance_id AND t.status = g.status AND t.payment_method IS NOT DISTINCT FROM g.payment_method;--> statement-breakpoint
UPDATE investment_tenant_totals t SET fee = g.fee
  FROM (SELECT tenant_id, status, payment_method, sum(fee) AS fee FROM investments GROUP BY 1, 2, 3) g
  WHERE t.tenant_id = g.tenant_id AND t.status = g.status AND t.payment_method IS NOT DISTINCT FROM g.payment_method;
