CREATE TABLE "tenant_user_totals" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_user_totals" ADD CONSTRAINT "tenant_user_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Users per tenant, kept exact by statement-level triggers with transition tables, as the totals of
-- migration 0017: a statement's rows are folded into one change per tenant, so the large seed's
-- hundred thousand users update the count once. A tenant whose count falls to zero loses its row,
-- so a copy of the users rebuilds exactly the same totals.
CREATE FUNCTION tenant_user_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_user_totals AS t (tenant_id, users)
    SELECT tenant_id, count(*)::int FROM new_users GROUP BY tenant_id ORDER BY tenant_id
    ON CONFLICT (tenant_id) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION tenant_user_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- When the tenant itself is being deleted, the cascade may have removed its row already: the update finds nothing.
  UPDATE tenant_user_totals t SET users = t.users - g.n
    FROM (SELECT tenant_id, count(*)::int AS n FROM old_users GROUP BY tenant_id) g
    WHERE t.tenant_id = g.tenant_id;
  DELETE FROM tenant_user_totals t USING (SELECT DISTINCT tenant_id FROM old_users) g WHERE t.users = 0 AND t.tenant_id = g.tenant_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The count is per tenant and a user never changes tenant: refused rather than counted, so no
-- trigger runs on the users' every other update (profile, KYC, flags).
CREATE FUNCTION users_keep_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
    RAISE EXCEPTION 'a user does not move to another tenant' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_totals_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION tenant_user_totals_insert();--> statement-breakpoint
CREATE TRIGGER users_totals_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION tenant_user_totals_delete();--> statement-breakpoint
CREATE TRIGGER users_keep_tenant BEFORE UPDATE OF tenant_id ON users FOR EACH ROW EXECUTE FUNCTION users_keep_tenant();--> statement-breakpoint
INSERT INTO tenant_user_totals (tenant_id, users) SELECT tenant_id, count(*)::int FROM users GROUP BY tenant_id;
