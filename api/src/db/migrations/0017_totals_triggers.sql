-- Exact totals kept by the database (issue 17, the API at scale): investment_totals (per project,
-- status and payment method), investment_tenant_totals (per tenant, status and method),
-- issuance_raised (per project, its committed money) and distribution_totals (per distribution). Statement-level triggers with transition tables fold
-- a whole statement's rows into one change per key, so the large seed's million-row insert
-- updates each total once. A key whose count only grows is upserted; one that shrinks exists
-- already and is updated (when its tenant or distribution is being deleted, the cascade removed
-- it first and the update finds nothing, which is right). A row whose count falls to zero is
-- removed, so a copy of the raw rows rebuilds exactly the same totals.
CREATE FUNCTION investment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's changes: +1 and the values of each new row, -1 and minus those of each old one.
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'select tenant_id, issuance_id, status, payment_method, 1 as n, amount, token_amount::bigint as tokens from new_rows'
    WHEN 'DELETE' THEN 'select tenant_id, issuance_id, status, payment_method, -1 as n, -amount as amount, -token_amount::bigint as tokens from old_rows'
    ELSE 'select tenant_id, issuance_id, status, payment_method, 1 as n, amount, token_amount::bigint as tokens from new_rows
          union all select tenant_id, issuance_id, status, payment_method, -1, -amount, -token_amount::bigint from old_rows'
  END;
  per_project text := format(
    'select tenant_id, issuance_id, status, payment_method, sum(n)::int as n, sum(amount) as amount, sum(tokens)::bigint as tokens from (%s) c
     group by 1, 2, 3, 4 having sum(n) <> 0 or sum(amount) <> 0 or sum(tokens) <> 0', changes);
  per_tenant text := format(
    'select tenant_id, status, payment_method, sum(n)::int as n, sum(amount) as amount, sum(tokens)::bigint as tokens from (%s) c
     group by 1, 2, 3 having sum(n) <> 0 or sum(amount) <> 0 or sum(tokens) <> 0', changes);
  -- Statuses of RAISED_STATUSES (schema.ts): money committed to the project.
  per_raised text := format(
    'select tenant_id, issuance_id, sum(n)::int as n, sum(amount) as amount from (%s) c
     where status in (''CHARGED'', ''SIGNED'', ''SIGNED_PENDING'', ''CLOSED'', ''MINTED'')
     group by 1, 2 having sum(n) <> 0 or sum(amount) <> 0', changes);
BEGIN
  -- Keys in a fixed order, so two transactions lock the rows they share in the same order.
  EXECUTE format(
    'insert into investment_totals as t (tenant_id, issuance_id, status, payment_method, investments, amount, tokens)
     select * from (%s) g where n > 0 order by issuance_id, status, payment_method
     on conflict (issuance_id, status, payment_method) do update
       set investments = t.investments + excluded.investments, amount = t.amount + excluded.amount, tokens = t.tokens + excluded.tokens', per_project);
  EXECUTE format(
    'update investment_totals t set investments = t.investments + g.n, amount = t.amount + g.amount, tokens = t.tokens + g.tokens
     from (%s) g where g.n <= 0 and t.issuance_id = g.issuance_id and t.status = g.status and t.payment_method is not distinct from g.payment_method', per_project);
  EXECUTE format(
    'insert into investment_tenant_totals as t (tenant_id, status, payment_method, investments, amount, tokens)
     select * from (%s) g where n > 0 order by tenant_id, status, payment_method
     on conflict (tenant_id, status, payment_method) do update
       set investments = t.investments + excluded.investments, amount = t.amount + excluded.amount, tokens = t.tokens + excluded.tokens', per_tenant);
  EXECUTE format(
    'update investment_tenant_totals t set investments = t.investments + g.n, amount = t.amount + g.amount, tokens = t.tokens + g.tokens
     from (%s) g where g.n <= 0 and t.tenant_id = g.tenant_id and t.status = g.status and t.payment_method is not distinct from g.payment_method', per_tenant);
  EXECUTE format(
    'insert into issuance_raised as t (tenant_id, issuance_id, investments, raised)
     select * from (%s) g where n > 0 order by issuance_id
     on conflict (issuance_id) do update set investments = t.investments + excluded.investments, raised = t.raised + excluded.raised', per_raised);
  EXECUTE format(
    'update issuance_raised t set investments = t.investments + g.n, raised = t.raised + g.amount
     from (%s) g where g.n <= 0 and t.issuance_id = g.issuance_id', per_raised);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('delete from issuance_raised t using (%s) g where g.n < 0 and t.investments = 0 and t.issuance_id = g.issuance_id', per_raised);
    EXECUTE format(
      'delete from investment_totals t using (%s) g
       where g.n < 0 and t.investments = 0 and t.issuance_id = g.issuance_id and t.status = g.status and t.payment_method is not distinct from g.payment_method', per_project);
    EXECUTE format(
      'delete from investment_tenant_totals t using (%s) g
       where g.n < 0 and t.investments = 0 and t.tenant_id = g.tenant_id and t.status = g.status and t.payment_method is not distinct from g.payment_method', per_tenant);
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
CREATE FUNCTION distribution_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns text := 'gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned';
  negated text := '-gross_amount as gross_amount, -fiscal_withholding as fiscal_withholding, -rent_amount as rent_amount, -capital_gain as capital_gain,
    -returned_capital as returned_capital, -net_total as net_total, -total_returned as total_returned';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('select distribution_id, 1 as n, %s from new_rows', columns)
    WHEN 'DELETE' THEN format('select distribution_id, -1 as n, %s from old_rows', negated)
    ELSE format('select distribution_id, 1 as n, %s from new_rows union all select distribution_id, -1, %s from old_rows', columns, negated)
  END;
  per_distribution text := format(
    'select distribution_id, sum(n)::int as n, sum(gross_amount) as gross_amount, sum(fiscal_withholding) as fiscal_withholding,
       sum(rent_amount) as rent_amount, sum(capital_gain) as capital_gain, sum(returned_capital) as returned_capital,
       sum(net_total) as net_total, sum(total_returned) as total_returned
     from (%s) c group by 1
     having sum(n) <> 0 or sum(gross_amount) <> 0 or sum(fiscal_withholding) <> 0 or sum(rent_amount) <> 0 or sum(capital_gain) <> 0
       or sum(returned_capital) <> 0 or sum(net_total) <> 0 or sum(total_returned) <> 0', changes);
BEGIN
  EXECUTE format(
    'insert into distribution_totals as t (distribution_id, earnings, %s)
     select * from (%s) g where n > 0 order by distribution_id
     on conflict (distribution_id) do update set earnings = t.earnings + excluded.earnings,
       gross_amount = t.gross_amount + excluded.gross_amount, fiscal_withholding = t.fiscal_withholding + excluded.fiscal_withholding,
       rent_amount = t.rent_amount + excluded.rent_amount, capital_gain = t.capital_gain + excluded.capital_gain,
       returned_capital = t.returned_capital + excluded.returned_capital, net_total = t.net_total + excluded.net_total,
       total_returned = t.total_returned + excluded.total_returned', columns, per_distribution);
  EXECUTE format(
    'update distribution_totals t set earnings = t.earnings + g.n,
       gross_amount = t.gross_amount + g.gross_amount, fiscal_withholding = t.fiscal_withholding + g.fiscal_withholding,
       rent_amount = t.rent_amount + g.rent_amount, capital_gain = t.capital_gain + g.capital_gain,
       returned_capital = t.returned_capital + g.returned_capital, net_total = t.net_total + g.net_total,
       total_returned = t.total_returned + g.total_returned
     from (%s) g where g.n <= 0 and t.distribution_id = g.distribution_id', per_distribution);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('delete from distribution_totals t using (%s) g where g.n < 0 and t.earnings = 0 and t.distribution_id = g.distribution_id', per_distribution);
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
