CREATE TABLE "tenant_distribution_totals" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"distributions" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_earning_totals" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
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
ALTER TABLE "tenant_distribution_totals" ADD CONSTRAINT "tenant_distribution_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_earning_totals" ADD CONSTRAINT "tenant_earning_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Per tenant, kept exact by statement-level triggers with transition tables, as the totals of
-- migrations 0017 and 0019: the manager's unfiltered earnings list reads its count of
-- distributions and the sums of all earnings from one row each. A tenant whose count falls to zero
-- loses its row, so a copy of the raw rows rebuilds exactly the same totals.
CREATE FUNCTION tenant_distribution_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_distribution_totals AS t (tenant_id, distributions)
    SELECT tenant_id, count(*)::int FROM new_distributions GROUP BY tenant_id ORDER BY tenant_id
    ON CONFLICT (tenant_id) DO UPDATE SET distributions = t.distributions + excluded.distributions;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION tenant_distribution_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- When the tenant itself is being deleted, the cascade may have removed its row already: the update finds nothing.
  UPDATE tenant_distribution_totals t SET distributions = t.distributions - g.n
    FROM (SELECT tenant_id, count(*)::int AS n FROM old_distributions GROUP BY tenant_id) g
    WHERE t.tenant_id = g.tenant_id;
  DELETE FROM tenant_distribution_totals t USING (SELECT DISTINCT tenant_id FROM old_distributions) g
    WHERE t.distributions = 0 AND t.tenant_id = g.tenant_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The count is per tenant and a distribution never changes tenant: refused rather than counted, as for users.
CREATE FUNCTION distributions_keep_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
    RAISE EXCEPTION 'a distribution does not move to another tenant' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER distributions_totals_insert AFTER INSERT ON distributions REFERENCING NEW TABLE AS new_distributions
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_distribution_totals_insert();--> statement-breakpoint
CREATE TRIGGER distributions_totals_delete AFTER DELETE ON distributions REFERENCING OLD TABLE AS old_distributions
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_distribution_totals_delete();--> statement-breakpoint
CREATE TRIGGER distributions_keep_tenant BEFORE UPDATE OF tenant_id ON distributions FOR EACH ROW EXECUTE FUNCTION distributions_keep_tenant();--> statement-breakpoint
-- The earnings' sums per tenant, folded from each statement's rows like distribution_totals
-- (migration 0017): +1 and the values of each new row, -1 and minus those of each old one, so an
-- update follows any column, the tenant's too.
CREATE TYPE tenant_earning_totals_change AS (tenant_id uuid, n integer, gross_amount numeric, fiscal_withholding numeric, rent_amount numeric,
  capital_gain numeric, returned_capital numeric, net_total numeric, total_returned numeric);--> statement-breakpoint
CREATE FUNCTION tenant_earning_totals_add(changes tenant_earning_totals_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_earning_totals AS t (tenant_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)
    SELECT * FROM unnest(changes) c WHERE c.n > 0 ORDER BY c.tenant_id
    ON CONFLICT (tenant_id) DO UPDATE SET earnings = t.earnings + excluded.earnings,
      gross_amount = t.gross_amount + excluded.gross_amount, fiscal_withholding = t.fiscal_withholding + excluded.fiscal_withholding,
      rent_amount = t.rent_amount + excluded.rent_amount, capital_gain = t.capital_gain + excluded.capital_gain,
      returned_capital = t.returned_capital + excluded.returned_capital, net_total = t.net_total + excluded.net_total,
      total_returned = t.total_returned + excluded.total_returned;
  UPDATE tenant_earning_totals t SET earnings = t.earnings + c.n,
      gross_amount = t.gross_amount + c.gross_amount, fiscal_withholding = t.fiscal_withholding + c.fiscal_withholding,
      rent_amount = t.rent_amount + c.rent_amount, capital_gain = t.capital_gain + c.capital_gain,
      returned_capital = t.returned_capital + c.returned_capital, net_total = t.net_total + c.net_total,
      total_returned = t.total_returned + c.total_returned
    FROM unnest(changes) c WHERE c.n <= 0 AND t.tenant_id = c.tenant_id;
  DELETE FROM tenant_earning_totals t USING unnest(changes) c WHERE c.n < 0 AND t.earnings = 0 AND t.tenant_id = c.tenant_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION tenant_earning_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes tenant_earning_totals_change[];
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, n, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)::tenant_earning_totals_change) INTO changes
    FROM (SELECT tenant_id, count(*)::int AS n, sum(gross_amount) AS gross_amount, sum(fiscal_withholding) AS fiscal_withholding, sum(rent_amount) AS rent_amount,
            sum(capital_gain) AS capital_gain, sum(returned_capital) AS returned_capital, sum(net_total) AS net_total, sum(total_returned) AS total_returned
          FROM new_rows GROUP BY 1) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, -n, -gross_amount, -fiscal_withholding, -rent_amount, -capital_gain, -returned_capital, -net_total, -total_returned)::tenant_earning_totals_change) INTO changes
    FROM (SELECT tenant_id, count(*)::int AS n, sum(gross_amount) AS gross_amount, sum(fiscal_withholding) AS fiscal_withholding, sum(rent_amount) AS rent_amount,
            sum(capital_gain) AS capital_gain, sum(returned_capital) AS returned_capital, sum(net_total) AS net_total, sum(total_returned) AS total_returned
          FROM old_rows GROUP BY 1) g;
  ELSE
    SELECT array_agg(row(tenant_id, n, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)::tenant_earning_totals_change) INTO changes
    FROM (SELECT tenant_id, sum(n)::int AS n, sum(gross_amount) AS gross_amount, sum(fiscal_withholding) AS fiscal_withholding, sum(rent_amount) AS rent_amount,
            sum(capital_gain) AS capital_gain, sum(returned_capital) AS returned_capital, sum(net_total) AS net_total, sum(total_returned) AS total_returned
          FROM (SELECT tenant_id, 1 AS n, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned FROM new_rows
                UNION ALL SELECT tenant_id, -1, -gross_amount, -fiscal_withholding, -rent_amount, -capital_gain, -returned_capital, -net_total, -total_returned FROM old_rows) c
          GROUP BY 1
          HAVING sum(n) <> 0 OR sum(gross_amount) <> 0 OR sum(fiscal_withholding) <> 0 OR sum(rent_amount) <> 0 OR sum(capital_gain) <> 0
            OR sum(returned_capital) <> 0 OR sum(net_total) <> 0 OR sum(total_returned) <> 0) g;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM tenant_earning_totals_add(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tenant_earning_totals_on_insert AFTER INSERT ON earnings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_earning_totals_apply();--> statement-breakpoint
CREATE TRIGGER tenant_earning_totals_on_update AFTER UPDATE ON earnings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_earning_totals_apply();--> statement-breakpoint
CREATE TRIGGER tenant_earning_totals_on_delete AFTER DELETE ON earnings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_earning_totals_apply();--> statement-breakpoint
-- The rows already there (a database migrated with data).
INSERT INTO tenant_distribution_totals (tenant_id, distributions) SELECT tenant_id, count(*)::int FROM distributions GROUP BY tenant_id;--> statement-breakpoint
INSERT INTO tenant_earning_totals (tenant_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned)
  SELECT tenant_id, count(*)::int, sum(gross_amount), sum(fiscal_withholding), sum(rent_amount), sum(capital_gain), sum(returned_capital), sum(net_total), sum(total_returned)
  FROM earnings GROUP BY tenant_id;
