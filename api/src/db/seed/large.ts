import { and, eq, sql } from 'drizzle-orm';
import { businessDay } from 'shared';
import type { Db } from '../client.js';
import { tenants, users as usersTable } from '../schema.js';

/**
 * `db:seed --scale large`: a large tenant's data added to the demo tenant, so the demo logins
 * (manager@demo.test…) read it: 100,000 users, 5,000 issuances, 1,000,000 investments and
 * 200,000 earnings in 10,000 distributions. Every row is made by `INSERT … SELECT
 * generate_series` inside PostgreSQL (no row crosses the wire), which loads it in minutes on two
 * cores. The rows follow the app's rules: statuses that fit their project's phase, amounts as
 * exact decimals (price × tokens, fees and withholding rounded to the cent as shared's money
 * does), dates counted from today in the tenant's zone, distributions whose figures are the sums
 * of their earnings. Scale users sign in with the demo password as `scale-000001@demo.test`…;
 * 1–1,000 are entrepreneurs owning the issuances, the rest onboarded investors.
 */
export const LARGE_SCALE = { users: 100_000, owners: 1_000, issuances: 5_000, investments: 1_000_000, distributionsPerClosed: 4, holdersPerDistribution: 20 } as const;

/** The e-mail of the n-th scale user (1-based). */
export function scaleEmail(n: number): string {
  return `scale-${String(n).padStart(6, '0')}@demo.test`;
}

/** The e-mail of an onboarded scale investor whose KYC succeeded (their n-th, 1-based), for benchmarks that sign in. */
export function scaleInvestorEmail(n: number): string {
  // Users 1,001… are investors; every 50th is pending and every 97th rejected, so skip those.
  let user = LARGE_SCALE.owners;
  for (let found = 0; found < n; ) {
    user += 1;
    if (user % 50 !== 0 && user % 97 !== 0) found += 1;
  }
  return scaleEmail(user);
}

export async function hasLargeData(db: Db): Promise<boolean> {
  const [found] = await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.email, scaleEmail(1))).limit(1);
  return found !== undefined;
}

type Step = { what: string; statement: ReturnType<typeof sql> };

/** What every step's SQL reads: the demo tenant (as a uuid literal), its zone, its today, the demo password's hash. */
interface Scope {
  tenant: ReturnType<typeof sql>;
  timeZone: string;
  today: string;
  passwordHash: string;
}

// Pseudo-random but repeatable choices: a multiplicative hash of the row number.
const pick = (n: ReturnType<typeof sql>, modulo: number) => sql`((${n}::bigint * 2654435761) % 4294967296 % ${modulo})::int`;

/** The scale users (owners first, then investors) and their KYC checks. */
function userSteps({ tenant, passwordHash }: Scope): Step[] {
  const { users, owners } = LARGE_SCALE;
  return [
    {
      what: `${users.toLocaleString('en')} users`,
      statement: sql`
        insert into users (tenant_id, email, username, password_hash, primary_role, secondary_role, investor_type, kyc_status, email_verified_at,
          referral_code, terms_accepted_at, privacy_accepted_at, commercial_communications, name, surname, phone, birthday, nationality, id_number,
          country_of_residence, address, city, postal_code, province, gender, occupation, marital_status, iban, bic, bank, account_type, fee,
          available_balance, sophisticated, investor_type_declared_at, personal_data_saved_at, additional_data_saved_at, account_holder,
          additional_information, kyc_submitted_at, suitability_attempts, suitability_result, suitability_score, suitability_completed_at, net_worth, created_at)
        select ${tenant}, format('scale-%s@demo.test', lpad(g::text, 6, '0')), n.first || ' ' || n.last, ${passwordHash},
          case when g <= ${owners} then 'ENTREPRENEUR' when g % 25 = 0 then 'PREMIUM_USER' else 'USER' end,
          case when g <= ${owners} then 'USER' end,
          case when g % 20 = 0 then 'legal' else 'natural' end,
          case when g % 50 = 0 then 'pending' when g % 97 = 0 then 'error' else 'success' end,
          c.at, 'S' || lpad(g::text, 9, '0'), c.at, c.at, g % 2 = 0, n.first, n.last,
          '+346' || lpad(g::text, 8, '0'), date '1960-01-01' + (g % 15000), 'ES', lpad(g::text, 8, '0') || 'Z', 'ES',
          'Calle Mayor ' || (g % 300 + 1), 'Madrid', '28013', 'Madrid', case when g % 2 = 0 then 'female' else 'male' end, 'employee', 'single',
          'ES91' || lpad(g::text, 20, '0'), 'CAIXESBBXXX', 'Demo Bank', 'checking', '0',
          case when g % 10 = 0 then 250.00 else 0 end, g % 10 = 0, c.at, c.at, c.at, n.first || ' ' || n.last,
          '{"politically_exposed": false, "source_of_funds": "savings"}'::jsonb, c.at, 1, 'pass', 7, c.at,
          (20000 + (g % 50) * 1000)::numeric(18, 2), c.at
        from generate_series(1, ${users}) g
        cross join lateral (select now() - (g * interval '9 minutes') - interval '1 day' as at) c
        cross join lateral (select
          (array['Ana','Luis','Marta','Jorge','Lucía','Pablo','Elena','Diego','Sara','Iván','Nuria','Óscar','Irene','Raúl','Carmen','Hugo'])[g % 16 + 1] as first,
          (array['García','López','Martín','Sánchez','Pérez','Gómez','Ruiz','Díaz','Moreno','Álvarez','Romero','Navarro','Torres','Domínguez'])[g % 14 + 1]
            || ' ' || (array['Vega','Molina','Castro','Ortiz','Rubio','Marín','Sanz','Iglesias','Medina','Garrido','Cortés'])[(g / 16) % 11 + 1] as last) n`,
    },
    {
      what: 'their KYC checks',
      statement: sql`
        insert into kyc_checks (tenant_id, user_id, provider, reference, status, submitted_at, decided_at)
        select ${tenant}, id, 'manual', 'scale-' || email, kyc_status, created_at, case when kyc_status <> 'pending' then created_at + interval '1 day' end
        from users where tenant_id = ${tenant} and email like 'scale-%'`,
    },
    {
      what: 'their opening balances in the ledger of money',
      statement: sql`
        insert into balance_entries (tenant_id, user_id, amount, kind, reference, balance_after, at)
        select ${tenant}, id, available_balance, 'adjustment', 'opening-balance:' || id, available_balance, created_at
        from users where tenant_id = ${tenant} and email like 'scale-%' and available_balance > 0`,
    },
  ];
}

/** The issuances, owned in turn by the scale entrepreneurs, and the table of those that take investments. */
function issuanceSteps({ tenant, timeZone, today }: Scope): Step[] {
  const { owners, issuances } = LARGE_SCALE;
  return [
    {
      what: `${issuances.toLocaleString('en')} issuances`,
      // 5 % draft, 5 % validating, 10 % pre-campaign, 30 % in campaign, 50 % closed; dates fit the phase.
      statement: sql`
        insert into issuances (tenant_id, owner_id, title, subtitle, slug, client_uuid, short_description, product, market, competitors, business_model,
          projections, token_name, token_symbol, token_acronym, token_price, tokens_for_sale, total_amount, min_offer, max_offer, soft_cap, max_fundraising,
          campaign_days, start_date, end_date, expiry_date, smart_contract_address, equity, premoney, modality, minimum_contribution, product_type, status,
          validation_state, created_at, updated_at)
        select ${tenant}, o.id, d.title, d.subtitle, d.slug, 'scale-' || lpad(i::text, 5, '0'), d.subtitle || '. From ' || d.price || ' € per token.',
          d.title || ': what the investors finance and how they are repaid.', 'A growing regional market.', 'Two established players.',
          'Revenue is shared with token holders.', 'Break-even in year two.',
          d.title || ' Token', 'S' || lpad(i::text, 4, '0'), 'S' || (i % 100), d.price, 1000000, d.price * 1000000, d.price,
          round(d.price * 1000000 * 0.10, 2), round(d.price * 1000000 * 0.30, 2), d.price * 1000000, 60, d.start, d.start + 60, d.start + 60 + 365 * 3,
          case when d.status = 'CLOSED' then '0x' || lpad(to_hex(i), 40, 'b') end,
          case when d.product = 'debt' then null else 10.0000 end, case when d.product = 'debt' then null else d.price * 9000000 end,
          case when i % 7 = 0 then 'co_investment' else 'online_round' end, d.price, d.product, d.status,
          case when d.status = 'VALIDATING' then 'pending' else 'none' end,
          (d.start - 30)::timestamp at time zone ${timeZone}, (d.start - 30)::timestamp at time zone ${timeZone}
        from generate_series(1, ${issuances}) i
        join users o on o.tenant_id = ${tenant} and o.email = format('scale-%s@demo.test', lpad(((i - 1) % ${owners} + 1)::text, 6, '0'))
        cross join lateral (select
          case when i % 20 = 0 then 'DRAFT' when i % 20 = 1 then 'VALIDATING' when i % 20 in (2, 3) then 'PRE_CAMPAIGN'
               when i % 20 between 4 and 9 then 'CAMPAIGN' else 'CLOSED' end as status) s
        cross join lateral (select s.status,
          t.title, t.title || ' in ' || (array['Madrid','Sevilla','Valencia','Bilbao','Málaga','Zaragoza','Murcia','Vigo','Granada','Palma'])[i % 10 + 1] as subtitle,
          lower(regexp_replace(translate(t.title, 'áéíóúñÁÉÍÓÚÑ', 'aeiounAEIOUN'), '[^A-Za-z0-9]+', '-', 'g')) as slug,
          (10 + (i % 50) * 5)::numeric(18, 2) as price,
          (array['debt','real_estate','leasing','renewables','music','art','others'])[i % 7 + 1] as product,
          case s.status when 'CLOSED' then ${today}::date - 120 - (i % 600) when 'CAMPAIGN' then ${today}::date - (i % 50)
                        when 'PRE_CAMPAIGN' then ${today}::date + 10 + (i % 30) else ${today}::date + 60 + (i % 30) end as start
          from (select (array['Solar','Eólica','Viñedo','Huerto','Puerto','Mercado','Hotel','Bodega','Granja','Taller','Estudio','Galería'])[i % 12 + 1]
                  || ' ' || (array['Norte','Sur','Levante','Poniente','Central','Alta','Baja','Mayor','Nueva','Real'])[(i / 12) % 10 + 1]
                  || ' ' || i as title) t) d`,
    },
    {
      what: 'the issuances that take investments',
      statement: sql`
        create temporary table scale_rounds as
        select row_number() over (order by client_uuid) as n, id, token_price, status, start_date, end_date
        from issuances where tenant_id = ${tenant} and client_uuid like 'scale-%' and status in ('PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED')`,
    },
  ];
}

/** The investments in those issuances and, for the closed ones, the table of their holders. */
function investmentSteps({ tenant, timeZone }: Scope): Step[] {
  const { users, owners, investments } = LARGE_SCALE;
  return [
    {
      what: `${investments.toLocaleString('en')} investments`,
      // A pre-campaign project has interests (RESERVED); a campaign orders in every step; a
      // closed one mostly minted tokens. Fees as breakdownOf with the demo tenant's settings.
      statement: sql`
        insert into investments (tenant_id, issuance_id, investor_id, token_amount, amount, payment_method, payment_reference, balance_used, fee, status,
          status_dates, mint_reference, created_at)
        select ${tenant}, r.id, u.id, x.tokens, x.amount, x.method, 'DEMO-S' || lpad(k::text, 7, '0'),
          case when x.method = 'balance' then x.amount else 0 end,
          case when x.method in ('bank_transfer', 'bank_wire') then 1.50 when x.method in ('card_terminal', 'card_provider', 'bizum', 'crypto_wallet')
               then round(x.amount * 1.5 / 100, 2) else 0 end,
          x.status,
          jsonb_build_object('CREATED', to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            || case when x.status = 'CREATED' then '{}'::jsonb
                    else jsonb_build_object(x.status, to_char((x.at + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
          case when x.status = 'MINTED' then '0x' || md5('scale-mint-' || k) || md5('scale-mint-2-' || k) end, x.at
        from generate_series(1, ${investments}) k
        join scale_rounds r on r.n = ${pick(sql`k`, 1_000_000)} % (select count(*) from scale_rounds) + 1
        join users u on u.tenant_id = ${tenant}
          and u.email = format('scale-%s@demo.test', lpad((${owners} + 1 + ${pick(sql`k + 7`, users - owners)})::text, 6, '0'))
        cross join lateral (select ${pick(sql`k + 13`, 100)} as roll) p
        cross join lateral (select
          1 + k % 100 as tokens, r.token_price * (1 + k % 100) as amount,
          case when r.status = 'PRE_CAMPAIGN' then null
               else (array['bank_transfer','card_provider','bizum','balance','bank_wire','card_terminal','crypto_wallet'])[p.roll % 7 + 1] end as method,
          case when r.status = 'PRE_CAMPAIGN' then 'RESERVED'
               when r.status = 'CLOSED' then case when p.roll < 60 then 'MINTED' when p.roll < 70 then 'CLOSED' when p.roll < 80 then 'SIGNED'
                                                  when p.roll < 90 then 'CHARGED' else 'CANCELED' end
               else case when p.roll < 15 then 'CREATED' when p.roll < 25 then 'METHOD_PAYMENT' when p.roll < 35 then 'PROOF_OF_PAYMENT_UPLOADED'
                         when p.roll < 40 then 'PAYMENT_ERROR' when p.roll < 65 then 'CHARGED' when p.roll < 85 then 'SIGNED' else 'CANCELED' end end as status,
          least(now() - interval '1 hour', (r.start_date - case when r.status = 'PRE_CAMPAIGN' then 5 else 0 end)::timestamp at time zone ${timeZone}
            + (k % 60) * interval '1 day' + (k % 86400) * interval '1 second') as at) x`,
    },
    {
      what: 'the holders of the closed projects',
      statement: sql`
        create temporary table scale_holders as
        select issuance_id, investor_id, tokens, row_number() over (partition by issuance_id order by investor_id) as rank
        from (select i.issuance_id, i.investor_id, sum(i.token_amount)::int as tokens
              from investments i join scale_rounds r on r.id = i.issuance_id and r.status = 'CLOSED'
              where i.status = 'MINTED' group by 1, 2) h`,
    },
    { what: 'an index of the holders', statement: sql`create index on scale_holders (issuance_id, rank)` },
    { what: 'their statistics', statement: sql`analyze scale_holders` },
  ];
}

/** The distributions of the closed projects and their holders' earnings. */
function earningSteps({ tenant, timeZone, today }: Scope): Step[] {
  const { distributionsPerClosed, holdersPerDistribution } = LARGE_SCALE;
  return [
    {
      what: 'the distributions of the closed projects',
      // Four per closed project, a quarter apart; all paid but the newest (pending).
      statement: sql`
        create temporary table scale_distributions as
        select gen_random_uuid() as id, r.id as issuance_id, q, (array['dividend','interest','repayment'])[(r.n + q) % 3 + 1] as type,
          ${today}::date - 90 * (q - 1) - 5 as profit_date, q > 1 as paid, ((r.n + q) % 10 + 5)::numeric / 10 as per_token,
          case when (array['dividend','interest','repayment'])[(r.n + q) % 3 + 1] = 'repayment' then 0.00 else 19.00 end as withholding
        from scale_rounds r cross join generate_series(1, ${distributionsPerClosed}) q
        where r.status = 'CLOSED'`,
    },
    {
      what: 'distribution rows',
      statement: sql`
        insert into distributions (id, tenant_id, issuance_id, type, profit_date, gross_amount, withholding_percentage, status, created_by, created_at, paid_at, paid_by)
        select d.id, ${tenant}, d.issuance_id, d.type, d.profit_date,
          (select sum(round(h.tokens * d.per_token, 2)) from scale_holders h where h.issuance_id = d.issuance_id and h.rank <= ${holdersPerDistribution}),
          d.withholding, case when d.paid then 'paid' else 'pending' end, o.owner_id, d.profit_date::timestamp at time zone ${timeZone},
          case when d.paid then (d.profit_date + 1)::timestamp at time zone ${timeZone} end, case when d.paid then o.owner_id end
        from scale_distributions d join issuances o on o.id = d.issuance_id`,
    },
    {
      what: 'their earnings',
      // One per holder (the first twenty), withholding rounded once per share as shared's money does.
      statement: sql`
        insert into earnings (tenant_id, issuance_id, investor_id, kind, status, profit_date, claim_date, executed_date, delivered_date, gross_amount,
          withholding_percentage, fiscal_withholding, rent_amount, capital_gain, returned_capital, net_total, total_returned, distribution_id, tokens,
          paid_at, claimed_at, created_at)
        select ${tenant}, d.issuance_id, h.investor_id, d.type, e.status, d.profit_date,
          case when e.status = 'claimed' then d.profit_date + 3 end, case when d.paid then d.profit_date + 1 end,
          case when e.status = 'claimed' then d.profit_date + 4 end,
          e.gross, d.withholding, e.withheld, case when d.type = 'repayment' then 0 else e.gross end, 0,
          case when d.type = 'repayment' then e.gross else 0 end, e.gross - e.withheld, e.gross - e.withheld, d.id, h.tokens,
          case when d.paid then (d.profit_date + 1)::timestamp at time zone ${timeZone} end,
          case when e.status = 'claimed' then (d.profit_date + 3)::timestamp at time zone ${timeZone} end,
          d.profit_date::timestamp at time zone ${timeZone}
        from scale_distributions d
        join scale_holders h on h.issuance_id = d.issuance_id and h.rank <= ${holdersPerDistribution}
        cross join lateral (select round(h.tokens * d.per_token, 2) as gross) g
        cross join lateral (select g.gross, round(g.gross * d.withholding / 100, 2) as withheld,
          case when not d.paid then 'pending' when (h.rank + d.q) % 3 = 0 then 'paid' else 'claimed' end as status) e`,
    },
  ];
}

function steps(tenantId: string, timeZone: string, today: string, passwordHash: string): Step[] {
  const scope: Scope = { tenant: sql`${tenantId}::uuid`, timeZone, today, passwordHash };
  return [
    ...userSteps(scope),
    ...issuanceSteps(scope),
    ...investmentSteps(scope),
    ...earningSteps(scope),
    // Vacuumed as well as analysed: a tenant's tables have been through autovacuum long before
    // anyone measures them, while a fresh bulk load would have it start in the middle of a
    // benchmark, and index-only scans would visit the heap until the visibility map is set.
    { what: 'vacuum and fresh planner statistics', statement: sql`vacuum (analyze)` },
  ];
}

/**
 * Adds the large tenant's data to the demo tenant (seeded before). PostgreSQL only: PGlite is
 * single-process and meant for small tenants. One transaction, so a failure leaves nothing.
 */
export async function seedLarge(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  const [row] = await db
    .select({ id: tenants.id, timeZone: tenants.timeZone, hash: usersTable.passwordHash })
    .from(tenants)
    .innerJoin(usersTable, and(eq(usersTable.tenantId, tenants.id), eq(usersTable.email, 'investor@demo.test')))
    .where(eq(tenants.slug, 'demo'));
  if (!row) throw new Error('the demo tenant is missing: seed the demo data first');
  const today = businessDay(new Date(), row.timeZone);
  const all = steps(row.id, row.timeZone, today, row.hash);
  await db.transaction(async (tx) => {
    for (const step of all.slice(0, -1)) {
      const started = performance.now();
      await tx.execute(step.statement);
      log(`  ${step.what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  const last = all.at(-1);
  if (last) {
    // Outside the transaction: VACUUM cannot run inside one.
    const started = performance.now();
    await db.execute(last.statement);
    log(`  ${last.what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
