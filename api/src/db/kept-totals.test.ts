import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness.js';

/**
 * The totals the database keeps by triggers (migrations 0017, 0019, 0021 and 0032, the fees) are read instead of the rows they
 * sum, so they must equal a recount of those rows after any write: inserts of one row and of
 * many, status, method and amount changes, deletes. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (scripts/with-postgres.sh).
 */
let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(async () => {
  await ctx.close();
});

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  // Both drivers answer an object with the rows (the shared Db type leaves the result unknown).
  const result = (await ctx.deps.db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Keys whose kept total differs from the recount, both ways (a missing or extra row counts too). */
async function differences(): Promise<Record<string, unknown>[]> {
  const raised = sql.raw(`('CHARGED', 'SIGNED', 'SIGNED_PENDING', 'CLOSED', 'MINTED')`);
  return rows(sql`
    with recount as (select tenant_id, issuance_id, status, payment_method, count(*)::int as investments, sum(amount) as amount, sum(token_amount)::bigint as tokens, sum(fee) as fee from investments group by 1, 2, 3, 4),
      tenant_recount as (select tenant_id, status, payment_method, count(*)::int as investments, sum(amount) as amount, sum(token_amount)::bigint as tokens, sum(fee) as fee from investments group by 1, 2, 3),
      raised_recount as (select tenant_id, issuance_id, count(*)::int as investments, sum(amount) as raised from investments where status in ${raised} group by 1, 2),
      earnings_recount as (select distribution_id, count(*)::int as earnings, sum(gross_amount) as gross_amount, sum(fiscal_withholding) as fiscal_withholding, sum(rent_amount) as rent_amount,
        sum(capital_gain) as capital_gain, sum(returned_capital) as returned_capital, sum(net_total) as net_total, sum(total_returned) as total_returned from earnings group by 1),
      users_recount as (select tenant_id, count(*)::int as users from users group by 1),
      distributions_recount as (select tenant_id, count(*)::int as distributions from distributions group by 1),
      tenant_earnings_recount as (select d.tenant_id, count(*)::int as earnings, sum(e.gross_amount) as gross_amount, sum(e.fiscal_withholding) as fiscal_withholding, sum(e.rent_amount) as rent_amount,
        sum(e.capital_gain) as capital_gain, sum(e.returned_capital) as returned_capital, sum(e.net_total) as net_total, sum(e.total_returned) as total_returned
        from earnings e join distributions d on d.id = e.distribution_id group by 1)
    select 'investment_totals' as kept, x::text as row from ((select * from recount except select tenant_id, issuance_id, status, payment_method, investments, amount, tokens, fee from investment_totals)
      union all (select tenant_id, issuance_id, status, payment_method, investments, amount, tokens, fee from investment_totals except select * from recount)) x
    union all
    select 'investment_tenant_totals', x::text from ((select * from tenant_recount except select tenant_id, status, payment_method, investments, amount, tokens, fee from investment_tenant_totals)
      union all (select tenant_id, status, payment_method, investments, amount, tokens, fee from investment_tenant_totals except select * from tenant_recount)) x
    union all
    select 'issuance_raised', x::text from ((select * from raised_recount except select tenant_id, issuance_id, investments, raised from issuance_raised)
      union all (select tenant_id, issuance_id, investments, raised from issuance_raised except select * from raised_recount)) x
    union all
    select 'distribution_totals', x::text from ((select * from earnings_recount except select distribution_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned from distribution_totals)
      union all (select distribution_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned from distribution_totals except select * from earnings_recount)) x
    union all
    select 'tenant_user_totals', x::text from ((select * from users_recount except select tenant_id, users from tenant_user_totals)
      union all (select tenant_id, users from tenant_user_totals except select * from users_recount)) x
    union all
    select 'tenant_distribution_totals', x::text from ((select * from distributions_recount except select tenant_id, distributions from tenant_distribution_totals)
      union all (select tenant_id, distributions from tenant_distribution_totals except select * from distributions_recount)) x
    union all
    select 'tenant_earning_totals', x::text from ((select * from tenant_earnings_recount
        except select tenant_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned from tenant_earning_totals)
      union all (select tenant_id, earnings, gross_amount, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned from tenant_earning_totals
        except select * from tenant_earnings_recount)) x`);
}

async function assertKeptTotalsMatch(): Promise<void> {
  assert.deepEqual(await differences(), []);
}

/** Marks the investments written here, so later steps pick them (and not the seed's, which other rows point at). */
const TEST_REFERENCE = 'kept-totals-test';

describe('totals kept by the database', () => {
  it('equal a recount of the seeded rows', async () => {
    await assertKeptTotalsMatch();
    const [kept] = await rows(sql`select count(*)::int as n from investment_totals`);
    assert.ok(Number(kept?.n) > 0);
  });

  it('follow investments inserted one at a time and many at once, in new and existing keys', async () => {
    await ctx.deps.db.execute(sql`
      insert into investments (tenant_id, issuance_id, investor_id, token_amount, amount, payment_method, payment_reference, status)
      select tenant_id, issuance_id, investor_id, 3, 31.05, 'bizum', ${TEST_REFERENCE}, 'CHARGED' from investments order by id limit 1`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`
      insert into investments (tenant_id, issuance_id, investor_id, token_amount, amount, payment_method, payment_reference, status)
      select tenant_id, issuance_id, investor_id, 1 + (row_number() over ())::int % 5, 10.01 * (1 + (row_number() over ()) % 7),
        (array['bizum', 'bank_transfer', null])[1 + (row_number() over ())::int % 3], ${TEST_REFERENCE},
        (array['CREATED', 'CHARGED', 'MINTED', 'CANCELED'])[1 + (row_number() over ())::int % 4]
      from investments cross join generate_series(1, 3)`);
    await assertKeptTotalsMatch();
  });

  it('follow status, method, amount and fee changes, also several in one statement', async () => {
    await ctx.deps.db.execute(sql`update investments set status = 'SIGNED' where payment_reference = ${TEST_REFERENCE} and status = 'CHARGED'`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`update investments set payment_method = 'card_provider' where id = (select id from investments where payment_reference = ${TEST_REFERENCE} and payment_method is null order by id limit 1)`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`update investments set amount = amount + 0.07, token_amount = token_amount + 1 where payment_reference = ${TEST_REFERENCE} and status = 'MINTED'`);
    await assertKeptTotalsMatch();
    // The fee alone, as choosing a method stores it: the manager's totals add it up (migration 0031).
    await ctx.deps.db.execute(sql`update investments set fee = fee + 1.25 where payment_reference = ${TEST_REFERENCE} and status in ('SIGNED', 'CREATED')`);
    await assertKeptTotalsMatch();
    // A change that moves nothing (the status it already has) leaves every total as it was.
    await ctx.deps.db.execute(sql`update investments set status = status`);
    await assertKeptTotalsMatch();
  });

  it('follow deletes, and a key whose last investment goes leaves no row behind', async () => {
    await ctx.deps.db.execute(sql`delete from investments where payment_reference = ${TEST_REFERENCE} and status = 'CANCELED'`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`delete from investments where payment_reference = ${TEST_REFERENCE}`);
    await assertKeptTotalsMatch();
    const [empty] = await rows(sql`select count(*)::int as n from investment_totals where investments = 0`);
    assert.equal(Number(empty?.n), 0);
  });

  it('follow earnings inserted, changed and deleted', async () => {
    const [distribution] = await rows(sql`select distribution_id from earnings order by id limit 1`);
    assert.ok(distribution);
    const id = String(distribution.distribution_id);
    await ctx.deps.db.execute(sql`update earnings set status = 'paid', gross_amount = gross_amount + 1.11, net_total = net_total + 0.9 where distribution_id = ${id}`);
    await assertKeptTotalsMatch();
    const [earning] = await rows(sql`select id from earnings where distribution_id = ${id} order by id limit 1`);
    await ctx.deps.db.execute(sql`delete from earnings where id = ${String(earning?.id)}`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`
      insert into earnings (tenant_id, issuance_id, investor_id, kind, status, profit_date, gross_amount, net_total, distribution_id, tokens)
      select e.tenant_id, e.issuance_id, u.id, e.kind, 'pending', e.profit_date, 12.34, 10.00, e.distribution_id, 2
      from (select * from earnings where distribution_id = ${id} limit 1) e
      cross join lateral (select id from users where tenant_id = e.tenant_id and id not in (select investor_id from earnings where distribution_id = ${id}) order by id limit 2) u`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`delete from distributions where id = ${id}`);
    await assertKeptTotalsMatch();
  });

  it('follow users registered one at a time and many at once, and deleted', async () => {
    const tenantId = sql`(select id from tenants order by slug limit 1)`;
    const register = (emails: string[]) =>
      ctx.deps.db.execute(sql`
        insert into users (tenant_id, email, username, password_hash, primary_role, referral_code)
        select ${tenantId}, e, e, 'not-a-hash', 'USER', 'kept-' || e from unnest(string_to_array(${emails.join(',')}, ',')) e`);
    await register(['kept-one@example.test']);
    await assertKeptTotalsMatch();
    await register(['kept-two@example.test', 'kept-three@example.test', 'kept-four@example.test']);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`delete from users where email like 'kept-%@example.test' and email <> 'kept-one@example.test'`);
    await assertKeptTotalsMatch();
    await ctx.deps.db.execute(sql`delete from users where email = 'kept-one@example.test'`);
    await assertKeptTotalsMatch();
  });

  it('refuse to move a user to another tenant, which the count per tenant could not follow', async () => {
    const [user] = await rows(sql`select id, tenant_id from users order by email limit 1`);
    const [other] = await rows(sql`select id from tenants where id <> ${String(user?.tenant_id)} limit 1`);
    assert.ok(user && other, 'the seed has two tenants');
    // Drizzle wraps the database's error: its message is the cause's.
    await assert.rejects(ctx.deps.db.execute(sql`update users set tenant_id = ${String(other.id)} where id = ${String(user.id)}`), (error: Error) =>
      /does not move to another tenant/.test(String(error.cause)),
    );
    await assertKeptTotalsMatch();
  });

  it('refuse to move a distribution to another tenant, which the count per tenant could not follow', async () => {
    const [distribution] = await rows(sql`select id, tenant_id from distributions order by id limit 1`);
    const [other] = await rows(sql`select id from tenants where id <> ${String(distribution?.tenant_id)} limit 1`);
    assert.ok(distribution && other);
    await assert.rejects(ctx.deps.db.execute(sql`update distributions set tenant_id = ${String(other.id)} where id = ${String(distribution.id)}`), (error: Error) =>
      /does not move to another tenant/.test(String(error.cause)),
    );
    await assertKeptTotalsMatch();
  });
});
