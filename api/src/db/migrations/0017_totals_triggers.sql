-- Exact totals kept by the database (issue 17, the API at scale): investment_totals (per project,
-- status and payment method), investment_tenant_totals (per tenant, status and method),
-- issuance_raised (per project, its committed money) and distribution_totals (per distribution).
-- Statement-level triggers with transition tables fold
-- a whole statement's rows into one change per key, so the large seed's million-row insert
-- updates each total once; the statements that apply the changes are static, so their plans are
-- kept. A key whose count only grows is upserted; one that shrinks exists
-- already and is updated (when its tenant or distribution is being deleted, the cascade removed
-- it first and the update finds nothing, which is right). A row whose count falls to zero is
-- removed, so a copy of the raw rows rebuilds exactly the same totals.
-- One statement's change to the totals of one key (project, status, payment method).
CREATE TYPE investment_totals_change AS (tenant_id uuid, issuance_id uuid, status text, payment_method text, n integer, amount numeric, tokens bigint);--> statement-breakpoint
-- Static statements (plans kept by plpgsql), fed the statement's changes folded per key.
CREATE FUNCTION investment_totals_add(changes investment_totals_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Keys in a fixed order, so two transactions lock the rows they share in the same order.
  INSERT INTO investment_totals AS t (tenant_id, issuance_id, status, payment_method, investments, amount, tokens)
    SELECT c.tenant_id, c.issuance_id, c.status, c.payment_method, c.n, c.amount, c.tokens FROM unnest(changes) c
    WHERE c.n > 0 ORDER BY c.issuance_id, c.status, c.payment_method
    ON CONFLICT (issuance_id, status, payment_method) DO UPDATE
      SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount, tokens = t.tokens + excluded.tokens;
  UPDATE investment_totals t SET investments = t.investments + c.n, amount = t.amount + c.amount, tokens = t.tokens + c.tokens
    FROM unnest(changes) c
    WHERE c.n <= 0 AND t.issuance_id = c.issuance_id AND t.status = c.status AND t.payment_method IS NOT DISTINCT FROM c.payment_method;
  INSERT INTO investment_tenant_totals AS t (tenant_id, status, payment_method, investments, amount, tokens)
    SELECT * FROM (
      SELECT c.tenant_id, c.status, c.payment_method, sum(c.n)::int AS n, sum(c.amount) AS amount, sum(c.tokens)::bigint AS tokens
      FROM unnest(changes) c GROUP BY 1, 2, 3) g
    WHERE g.n > 0 ORDER BY g.tenant_id, g.status, g.payment_method
    ON CONFLICT (tenant_id, status, payment_method) DO UPDATE
      SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount, tokens = t.tokens + excluded.tokens;
  UPDATE investment_tenant_totals t SET investments = t.investments + g.n, amount = t.amount + g.amount, tokens = t.tokens + g.tokens
    FROM (SELECT c.tenant_id, c.status, c.payment_method, sum(c.n)::int AS n, sum(c.amount) AS amount, sum(c.tokens)::bigint AS tokens
          FROM unnest(changes) c GROUP BY 1, 2, 3) g
    WHERE g.n <= 0 AND (g.n <> 0 OR g.amount <> 0 OR g.tokens <> 0)
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
-- The statement's changes folded per key: +1 and the values of each new row, -1 and minus those of
-- each old one; keys whose changes cancel out (an update that moved nothing) are left out.
CREATE FUNCTION investment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes investment_totals_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, issuance_id, status, payment_method, n, amount, tokens)::investment_totals_change) INTO changes
    FROM (SELECT tenant_id, issuance_id, status, payment_method, count(*)::int AS n, sum(amount) AS amount, sum(token_amount)::bigint AS tokens
          FROM new_rows GROUP BY 1, 2, 3, 4) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, issuance_id, status, payment_method, -n, -amount, -tokens)::investment_totals_change) INTO changes
    FROM (SELECT tenant_id, issuance_id, status, payment_method, count(*)::int AS n, sum(amount) AS amount, sum(token_amount)::bigint AS tokens
          FROM old_rows GROUP BY 1, 2, 3, 4) g;
  ELSE
    SELECT array_agg(row(tenant_id, issuance_id, status, payment_method, n, amount, tokens)::investment_totals_change) INTO changes
    FROM (SELECT tenant_id, issuance_id, status, payment_method, sum(n)::int AS n, sum(amount) AS amount, sum(tokens)::bigint AS tokens
          FROM (SELECT tenant_id, issuance_id, status, payment_method, 1 AS n, amount, token_amount::bigint AS tokens FROM new_rows
                UNION ALL SELECT tenant_id, issuance_id, status, payment_method, -1, -amount, -token_amount::bigint FROM old_rows) c
          GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(tokens) <> 0) g;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM investment_totals_add(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER investment_totals_on_insert AFTER INSERT ON investments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investment_totals_apply();--> statement-breakpoint
CREATE TRIGGER investment_totals_on_update AFTER UPDATE ON investments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investment_totals_apply();--> statement-breakpoint
CREATE TRIGGER investment_totals_on_delete AFTER DELETE ON investments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investment_totals_apply();--> statement-breakpoint
CREATE TYPE distribution_totals_change AS (distribution_id uuid, n integer, gross_amount numeric, fiscal_withholding numeric, rent_amount numeric,
  capital_gain numeric, returned_capital numeric, net_total numeric, total_returned numeric);--> statement-breakpoint
CREATE FUNCTION distribution_totals_add(changes distribution_totals_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO distribution_totals AS t (distribution_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)
    SELECT * FROM unnest(changes) c WHERE c.n > 0 ORDER BY c.distribution_id
    ON CONFLICT (distribution_id) DO UPDATE SET earnings = t.earnings + excluded.earnings,
      gross_amount = t.gross_amount + excluded.gross_amount, fiscal_withholding = t.fiscal_withholding + excluded.fiscal_withholding,
      rent_amount = t.rent_amount + excluded.rent_amount, capital_gain = t.capital_gain + excluded.capital_gain,
      returned_capital = t.returned_capital + excluded.returned_capital, net_total = t.net_total + excluded.net_total,
      total_returned = t.total_returned + excluded.total_returned;
  UPDATE distribution_totals t SET earnings = t.earnings + c.n,
      gross_amount = t.gross_amount + c.gross_amount, fiscal_withholding = t.fiscal_withholding + c.fiscal_withholding,
      rent_amount = t.rent_amount + c.rent_amount, capital_gain = t.capital_gain + c.capital_gain,
      returned_capital = t.returned_capital + c.returned_capital, net_total = t.net_total + c.net_total,
      total_returned = t.total_returned + c.total_returned
    FROM unnest(changes) c WHERE c.n <= 0 AND t.distribution_id = c.distribution_id;
  DELETE FROM distribution_totals t USING unnest(changes) c WHERE c.n < 0 AND t.earnings = 0 AND t.distribution_id = c.distribution_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION distribution_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes distribution_totals_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(distribution_id, n, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)::distribution_totals_change) INTO changes
    FROM (SELECT distribution_id, count(*)::int AS n, sum(gross_amount) AS gross_amount, sum(fiscal_withholding) AS fiscal_withholding, sum(rent_amount) AS rent_amount,
            sum(capital_gain) AS capital_gain, sum(returned_capital) AS returned_capital, sum(net_total) AS net_total, sum(total_returned) AS total_returned
          FROM new_rows GROUP BY 1) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(distribution_id, -n, -gross_amount, -fiscal_withholding, -rent_amount, -capital_gain, -returned_capital, -net_total, -total_returned)::distribution_totals_change) INTO changes
    FROM (SELECT distribution_id, count(*)::int AS n, sum(gross_amount) AS gross_amount, sum(fiscal_withholding) AS fiscal_withholding, sum(rent_amount) AS rent_amount,
            sum(capital_gain) AS capital_gain, sum(returned_capital) AS returned_capital, sum(net_total) AS net_total, sum(total_returned) AS total_returned
          FROM old_rows GROUP BY 1) g;
  ELSE
    SELECT array_agg(row(distribution_id, n, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)::distribution_totals_change) INTO changes
    FROM (SELECT distribution_id, sum(n)::int AS n, sum(gross_amount) AS gross_amount, sum(fiscal_withholding) AS fiscal_withholding, sum(rent_amount) AS rent_amount,
            sum(capital_gain) AS capital_gain, sum(returned_capital) AS returned_capital, sum(net_total) AS net_total, sum(total_returned) AS total_returned
          FROM (SELECT distribution_id, 1 AS n, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned FROM new_rows
                UNION ALL SELECT distribution_id, -1, -gross_amount, -fiscal_withholding, -rent_amount, -capital_gain, -returned_capital, -net_total, -total_returned FROM old_rows) c
          GROUP BY 1
          HAVING sum(n) <> 0 OR sum(gross_amount) <> 0 OR sum(fiscal_withholding) <> 0 OR sum(rent_amount) <> 0 OR sum(capital_gain) <> 0
            OR sum(returned_capital) <> 0 OR sum(net_total) <> 0 OR sum(total_returned) <> 0) g;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM distribution_totals_add(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER distribution_totals_on_insert AFTER INSERT ON earnings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_totals_apply();--> statement-breakpoint
CREATE TRIGGER distribution_totals_on_update AFTER UPDATE ON earnings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_totals_apply();--> statement-breakpoint
CREATE TRIGGER distribution_totals_on_delete AFTER DELETE ON earnings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_totals_apply();--> statement-breakpoint
-- The rows already there (a database migrated with data).
INSERT INTO investment_totals (tenant_id, issuance_id, status, payment_method, investments, amount, tokens)
  SELECT tenant_id, issuance_id, status, payment_method, count(*), sum(amount), sum(token_amount) FROM investments GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO investment_tenant_totals (tenant_id, status, payment_method, investments, amount, tokens)
  SELECT tenant_id, status, payment_method, count(*), sum(amount), sum(token_amount) FROM investments GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO issuance_raised (tenant_id, issuance_id, investments, raised)
  SELECT tenant_id, issuance_id, count(*), sum(amount) FROM investments
  WHERE status IN ('CHARGED', 'SIGNED', 'SIGNED_PENDING', 'CLOSED', 'MINTED') GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO distribution_totals (distribution_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)
  SELECT distribution_id, count(*), sum(gross_amount), sum(fiscal_withholding), sum(rent_amount), sum(capital_gain), sum(returned_capital), sum(net_total), sum(total_returned)
  FROM earnings GROUP BY 1;
