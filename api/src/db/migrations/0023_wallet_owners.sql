-- Issue 33: an investor could claim another investor's wallet address and spend their tokens,
-- because the built-in ledger kept balances by address. From here on an address belongs to at
-- most one user per tenant, and the ledger's entries name the users whose tokens they move.
--
-- Wallets: the user's tenant beside the user, so the address can be unique per tenant.
ALTER TABLE "wallets" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
UPDATE "wallets" AS w SET "tenant_id" = u."tenant_id" FROM "users" AS u WHERE u."id" = w."user_id";--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A wallet written with another tenant than its user's would escape the uniqueness below: refused.
CREATE FUNCTION wallets_user_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND tenant_id = NEW.tenant_id) THEN
    RAISE EXCEPTION 'a wallet belongs to its user''s tenant' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER wallets_user_tenant BEFORE INSERT OR UPDATE OF user_id, tenant_id ON wallets FOR EACH ROW EXECUTE FUNCTION wallets_user_tenant();--> statement-breakpoint
-- The ledger's entries: whose tokens they move. The addresses stay, as the record of which wallet
-- the tokens were sent from and to.
ALTER TABLE "token_ledger_entries" ADD COLUMN "from_user_id" uuid;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ADD COLUMN "to_user_id" uuid;--> statement-breakpoint
-- Filled from what the entry is for first: a mint's investment names its investor and a
-- transfer's row both users, whatever the addresses say. That also gives back to their owners the
-- tokens an entry's address no longer finds (the holder changed wallet after the entry), and puts
-- on the caller's own account a transfer made with an address claimed from somebody else.
UPDATE "token_ledger_entries" AS e SET "to_user_id" = i."investor_id"
  FROM "investments" AS i
  WHERE e."kind" = 'mint' AND e."reference" = 'investment:' || i."id"::text AND i."tenant_id" = e."tenant_id";--> statement-breakpoint
UPDATE "token_ledger_entries" AS e SET "from_user_id" = t."from_user_id", "to_user_id" = t."to_user_id"
  FROM "transfers" AS t
  WHERE e."kind" = 'transfer' AND e."reference" = 'transfer:' || t."id"::text AND t."tenant_id" = e."tenant_id";--> statement-breakpoint
-- Entries whose reference finds nothing: the user an investor without a wallet was written as.
UPDATE "token_ledger_entries" AS e SET "to_user_id" = u."id"
  FROM "users" AS u
  WHERE e."to_user_id" IS NULL AND e."to_address" = 'user:' || u."id"::text AND u."tenant_id" = e."tenant_id";--> statement-breakpoint
UPDATE "token_ledger_entries" AS e SET "from_user_id" = u."id"
  FROM "users" AS u
  WHERE e."kind" = 'transfer' AND e."from_user_id" IS NULL AND e."from_address" = 'user:' || u."id"::text AND u."tenant_id" = e."tenant_id";--> statement-breakpoint
-- An address several users of a tenant claimed stays with one of them; the others lose that wallet
-- row (they may add another address), never their tokens, which the entries above already name.
-- It stays with the user who first received or sent tokens at it, else with the oldest row: a
-- wallet's address is changed in place, so its row's age alone may favour whoever claimed it last.
DELETE FROM "wallets" AS w
  USING (
    SELECT c."id", row_number() OVER (
      PARTITION BY c."tenant_id", lower(c."address")
      ORDER BY (
        SELECT min(e."created_at") FROM "token_ledger_entries" AS e
        WHERE e."tenant_id" = c."tenant_id"
          AND ((e."to_user_id" = c."user_id" AND lower(e."to_address") = lower(c."address")) OR (e."from_user_id" = c."user_id" AND lower(e."from_address") = lower(c."address")))
      ) NULLS LAST, c."created_at", c."id"
    ) AS "rank"
    FROM "wallets" AS c
    WHERE EXISTS (SELECT 1 FROM "wallets" AS d WHERE d."tenant_id" = c."tenant_id" AND lower(d."address") = lower(c."address") AND d."id" <> c."id")
  ) AS ranked
  WHERE ranked."id" = w."id" AND ranked."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_tenant_address_idx" ON "wallets" USING btree ("tenant_id",lower("address"));--> statement-breakpoint
-- The last entries, which only an address names: the tenant's user whose wallet it is.
UPDATE "token_ledger_entries" AS e SET "to_user_id" = w."user_id"
  FROM "wallets" AS w
  WHERE e."to_user_id" IS NULL AND w."tenant_id" = e."tenant_id" AND lower(w."address") = lower(e."to_address");--> statement-breakpoint
UPDATE "token_ledger_entries" AS e SET "from_user_id" = w."user_id"
  FROM "wallets" AS w
  WHERE e."kind" = 'transfer' AND e."from_user_id" IS NULL AND w."tenant_id" = e."tenant_id" AND lower(w."address") = lower(e."from_address");--> statement-breakpoint
-- Tokens nobody can be found for are not given to anybody: the migration stops for a person to decide.
DO $$
DECLARE
  orphans integer;
BEGIN
  SELECT count(*) INTO orphans FROM "token_ledger_entries" WHERE "to_user_id" IS NULL OR ("kind" = 'transfer' AND "from_user_id" IS NULL);
  IF orphans > 0 THEN
    RAISE EXCEPTION '% token ledger entries name an address of no user of their tenant: set their from_user_id and to_user_id by hand, then migrate again', orphans;
  END IF;
END
$$;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ALTER COLUMN "to_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ADD CONSTRAINT "token_ledger_entries_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ADD CONSTRAINT "token_ledger_entries_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger_entries" ADD CONSTRAINT "token_ledger_entries_sender_check" CHECK (("token_ledger_entries"."kind" = 'mint') = ("token_ledger_entries"."from_user_id" is null));--> statement-breakpoint
-- Balances are read per user and issuance now; nothing reads entries by address any more.
DROP INDEX "token_ledger_entries_to_idx";--> statement-breakpoint
CREATE INDEX "token_ledger_entries_to_user_idx" ON "token_ledger_entries" USING btree ("to_user_id","issuance_id");--> statement-breakpoint
CREATE INDEX "token_ledger_entries_from_user_idx" ON "token_ledger_entries" USING btree ("from_user_id","issuance_id");
