import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { addMoney, toCents, type DistributionDetail } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf, userByEmail } from '../../test/invest-fixtures.js';
import { DISTRIBUTION_EXPORT_HEADERS, TAX_EXPORT_HEADERS } from './earnings-exports.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
let tenantId = '';
const tokens = { manager: '', entrepreneur: '', company: '', investor: '' };
const projects = { valencia: '', wind: '', sevilla: '', exeuValencia: '' };
type Holder = { id: string; email: string; token: string };
let ana: Holder;
let bruno: Holder;
let late: Holder;
let evening: Holder;
let midnight: Holder;

/** A paid order whose money arrived at `chargedAt` (the CHARGED date the split reads). */
async function holding(investorId: string, issuanceId: string, tokenAmount: number, chargedAt: string): Promise<void> {
  await ctx.deps.db.insert(t.investments).values({
    tenantId,
    issuanceId,
    investorId,
    tokenAmount,
    amount: `${tokenAmount * 100}.00`,
    paymentMethod: 'bank_transfer',
    status: 'CHARGED',
    statusDates: { CREATED: chargedAt, CHARGED: chargedAt },
    createdAt: new Date(chargedAt),
  });
}

const csvRows = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

/** A distribution's answer, or a refusal's error (and a validation error's fields). */
type DistributionAnswer = { data: DistributionDetail; error?: string; fields?: Record<string, { key: string }> };

const create = (issuanceId: string, token: string, body: Record<string, unknown>) =>
  ctx.request<DistributionAnswer>('POST', `${PFP}/issuances/${issuanceId}/benefits`, { token, body });
const pay = (issuanceId: string, id: string, token: string) => ctx.request<DistributionAnswer>('POST', `${PFP}/issuances/${issuanceId}/benefits/${id}/pay`, { token });
const claim = (id: string, token: string) => ctx.request('POST', `${PFP}/users/me/earnings/${id}/claim`, { token });
const claimAll = (token: string) => ctx.request('POST', `${PFP}/users/me/earnings/claim-all`, { token });

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  tokens.company = await ctx.login('company@demo.test');
  tokens.investor = await ctx.login('investor@demo.test');
  projects.valencia = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
  projects.wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
  projects.sevilla = (await issuanceBySlug(ctx, 'sevilla-offices')).id;
  projects.exeuValencia = (await issuanceBySlug(ctx, 'valencia-lofts', 'exeu.localhost')).id;
  // Copies of investor@demo.test: a bank account (IBAN) each. Ana reads her mails in English.
  const created = await Promise.all(Array.from({ length: 5 }, () => newInvestor(ctx, { onboarded: true })));
  const holderAt = (index: number): Holder => {
    const holder = created[index];
    if (!holder) throw new Error(`no investor ${index}`);
    return holder;
  };
  [ana, bruno, late, evening, midnight] = [holderAt(0), holderAt(1), holderAt(2), holderAt(3), holderAt(4)];
  await ctx.deps.db.update(t.users).set({ language: 'en' }).where(eq(t.users.id, ana.id));
  await ctx.deps.db.update(t.users).set({ language: 'es' }).where(eq(t.users.id, bruno.id));
  await holding(ana.id, projects.valencia, 7, '2026-01-10T10:00:00.000Z');
  await holding(bruno.id, projects.valencia, 13, '2026-01-12T10:00:00.000Z');
  // The profit day (Madrid) ends at 2026-03-01T23:00Z: 23:30 Madrid is in time, 00:30 the next day is not.
  await holding(evening.id, projects.valencia, 3, '2026-03-01T22:30:00.000Z');
  await holding(midnight.id, projects.valencia, 4, '2026-03-01T23:30:00.000Z');
  await holding(late.id, projects.valencia, 50, '2026-04-01T10:00:00.000Z');
});
after(() => ctx.close());

describe('creating a distribution', () => {
  it('splits an odd gross over the holders at the profit date, pro rata to the cent; tokens bought later get nothing', async () => {
    const answer = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '1000,01', withholding_percentage: 19 });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const detail = answer.body.data;
    assert.deepEqual(
      detail.rows.map((row) => [row.investor.email, row.tokens, row.gross_amount, row.status]),
      [
        [bruno.email, 13, '565.22', 'pending'],
        [ana.email, 7, '304.35', 'pending'],
        [evening.email, 3, '130.44', 'pending'],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    assert.equal(addMoney(...detail.rows.map((row) => row.gross_amount)), '1000.01');
    assert.equal(detail.totals.gross_amount, '1000.01');
    for (const row of detail.rows) {
      assert.equal(toCents(row.fiscal_withholding) + toCents(row.net_total), toCents(row.gross_amount));
      assert.equal(row.rent_amount, row.gross_amount);
      assert.equal(row.returned_capital, '0.00');
    }
    // 565.22 × 19 % = 107.3918 → 107.39; 304.35 → 57.8265 → 57.83; 130.44 → 24.7836 → 24.78.
    assert.deepEqual(
      detail.rows.map((row) => row.fiscal_withholding),
      ['107.39', '57.83', '24.78'],
    );
    assert.equal(detail.totals.fiscal_withholding, '190.00');
    assert.equal(detail.totals.net_total, '810.01');
    assert.equal(detail.holders, 3);
    assert.equal(detail.tokens, 23);
    assert.deepEqual(detail.per_token, { gross: '43.478696', net: '35.217826' });
    assert.equal(detail.rounding_rule, 'largest_remainder_cents');
    assert.equal(detail.status, 'pending');
    assert.deepEqual(detail.counts, { pending: 3, paid: 0, claimed: 0 });
  });

  it('returns capital untaxed on a repayment', async () => {
    const answer = await create(projects.valencia, tokens.manager, { type: 'repayment', profit_date: '2026-02-01', gross_amount: '100', withholding_percentage: 19 });
    assert.equal(answer.status, 201);
    assert.deepEqual(
      answer.body.data.rows.map((row) => [row.gross_amount, row.fiscal_withholding, row.returned_capital, row.net_total, row.total_returned]),
      [
        ['65.00', '0.00', '65.00', '65.00', '65.00'],
        ['35.00', '0.00', '35.00', '35.00', '35.00'],
      ],
    );
  });

  it('refuses a profit date nobody held tokens at, a day not over yet, and an invalid gross amount', async () => {
    const nobody = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2025-01-01', gross_amount: '10.00' });
    assert.equal(nobody.status, 409);
    assert.equal(nobody.body.error, 'no_holders_at_profit_date');
    const empty = await create(projects.sevilla, tokens.company, { type: 'interest', profit_date: '2026-03-01', gross_amount: '10.00' });
    assert.equal(empty.body.error, 'no_holders_at_profit_date');
    const invalid = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '0' });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.fields?.gross_amount?.key, 'validator.error_gross_amount');
    const future = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2999-01-01', gross_amount: '10.00' });
    assert.equal(future.status, 400);
    assert.equal(future.body.fields?.profit_date?.key, 'validator.error_date');
    const huge = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '99999999999999999' });
    assert.equal(huge.status, 400);
    assert.equal(huge.body.fields?.gross_amount?.key, 'validator.error_gross_amount');
  });

  it("is the project's issuer's or a manager's: another issuer and another tenant find no such issuance, an investor is refused", async () => {
    const body = { type: 'dividend', profit_date: '2026-03-01', gross_amount: '10.00' };
    assert.equal((await create(projects.valencia, tokens.company, body)).status, 404);
    assert.equal((await create(projects.exeuValencia, tokens.manager, body)).status, 404);
    assert.equal((await create(projects.valencia, tokens.investor, body)).status, 403);
    assert.equal((await ctx.request('GET', `${PFP}/issuances/${projects.wind}/benefits`, { token: tokens.entrepreneur })).status, 404);
    const own = await ctx.request('GET', `${PFP}/issuances/${projects.wind}/benefits`, { token: tokens.company });
    assert.equal(own.status, 200);
    assert.ok(own.body.data.length > 0);
  });
});

describe('paying everyone', () => {
  it('marks every earning paid once, notifies and e-mails each investor in their language', async () => {
    const created = await create(projects.valencia, tokens.entrepreneur, { type: 'interest', profit_date: '2026-03-01', gross_amount: '50.00', withholding_percentage: 19 });
    const { id } = created.body.data;
    const paid = await pay(projects.valencia, id, tokens.entrepreneur);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(paid.body.data.status, 'paid');
    assert.ok(paid.body.data.paid_at);
    assert.ok(paid.body.data.rows.every((row) => row.status === 'paid' && row.paid_at));
    const again = await pay(projects.valencia, id, tokens.manager);
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'distribution_already_paid');

    const earningIds = paid.body.data.rows.map((row) => row.id);
    const notices = (await ctx.deps.db.select().from(t.notifications).where(eq(t.notifications.kind, 'earning_paid'))).filter((row) =>
      earningIds.includes(String(row.payload.earning_id)),
    );
    assert.equal(notices.length, 3);
    const mails = (await ctx.deps.db.select().from(t.mailOutbox)).filter((mail) => mail.meta.purpose === 'earning_paid' && earningIds.includes(mail.meta.earning_id ?? ''));
    assert.equal(mails.length, 3);
    assert.match(mails.find((mail) => mail.to === ana.email)?.subject ?? '', /interest paid/);
    assert.match(mails.find((mail) => mail.to === bruno.email)?.subject ?? '', /interés pagado/);
    // The net in the tenant's euros and the profit day, each in its reader's format, never "32.40" or "2026-03-01".
    assert.match(mails.find((mail) => mail.to === ana.email)?.text ?? '', /\(1 March 2026\) is paid: \d+\.\d{2}\u00A0€ net/);
    assert.match(mails.find((mail) => mail.to === bruno.email)?.text ?? '', /\(1 de marzo de 2026\) está pagado: \d+,\d{2}\u00A0€ netos/);
  });

  it('lets exactly one of concurrent calls pay', async () => {
    const created = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '33.33' });
    const { id } = created.body.data;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => pay(projects.valencia, id, index % 2 ? tokens.manager : tokens.entrepreneur)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409, 409, 409, 409, 409]);
    assert.ok(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === 'distribution_already_paid'));
    const rows = await ctx.deps.db.select({ id: t.earnings.id }).from(t.earnings).where(eq(t.earnings.distributionId, id));
    const notices = (await ctx.deps.db.select().from(t.notifications).where(eq(t.notifications.kind, 'earning_paid'))).filter((row) => row.payload.distribution_id === id);
    assert.equal(notices.length, rows.length);
  });

  it("needs a bank account on the project owner's profile", async () => {
    // company@ (Wind Repowering's owner) has no IBAN in the seed.
    // Today: every seeded paid order of the project is in.
    const today = ctx.deps.clock.now().toISOString().slice(0, 10);
    const created = await create(projects.wind, tokens.company, { type: 'dividend', profit_date: today, gross_amount: '80.00', withholding_percentage: 19 });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const refused = await pay(projects.wind, created.body.data.id, tokens.manager);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'bank_account_required');
    const detail = await ctx.request<{ data: DistributionDetail }>('GET', `${PFP}/issuances/${projects.wind}/benefits/${created.body.data.id}`, { token: tokens.company });
    assert.equal(detail.body.data.status, 'pending');
  });

  it('deletes a pending distribution only', async () => {
    const created = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '10.00' });
    const { id } = created.body.data;
    assert.equal((await ctx.request('DELETE', `${PFP}/issuances/${projects.valencia}/benefits/${id}`, { token: tokens.company })).status, 404);
    assert.equal((await ctx.request('DELETE', `${PFP}/issuances/${projects.valencia}/benefits/${id}`, { token: tokens.entrepreneur })).status, 204);
    assert.equal((await ctx.request('GET', `${PFP}/issuances/${projects.valencia}/benefits/${id}`, { token: tokens.entrepreneur })).status, 404);
    const paid = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '10.00' });
    await pay(projects.valencia, paid.body.data.id, tokens.entrepreneur);
    const refused = await ctx.request('DELETE', `${PFP}/issuances/${projects.valencia}/benefits/${paid.body.data.id}`, { token: tokens.entrepreneur });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'distribution_already_paid');
  });
});

describe('claiming', () => {
  let earningOf: (holder: Holder) => Promise<string>;
  before(async () => {
    const created = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '77.77', withholding_percentage: 19 });
    await pay(projects.valencia, created.body.data.id, tokens.entrepreneur);
    earningOf = async (holder) => created.body.data.rows.find((row) => row.investor.id === holder.id)?.id ?? '';
  });

  it('claims a paid earning once; a second claim is refused', async () => {
    const id = await earningOf(ana);
    const first = await claim(id, ana.token);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.data.status, 'claimed');
    assert.ok(first.body.data.claimed_at);
    const second = await claim(id, ana.token);
    assert.equal(second.status, 409);
    assert.equal(second.body.error, 'earning_not_claimable');
    const notices = await ctx.deps.db.select().from(t.notifications).where(and(eq(t.notifications.userId, ana.id), eq(t.notifications.kind, 'earning_claimed')));
    assert.equal(notices.length, 1);
    // Written in both languages; Ana reads hers in her account's language.
    const inbox = await ctx.request<{ data: { kind: string; title: string }[] }>('GET', `${PFP}/notifications`, { token: ana.token });
    assert.match(inbox.body.data.find((notice) => notice.kind === 'earning_claimed')?.title ?? '', /^Earning claimed/);
  });

  it('answers exactly one of concurrent claims', async () => {
    const id = await earningOf(bruno);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(id, bruno.token)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409, 409, 409, 409, 409]);
    const [row] = await ctx.deps.db.select().from(t.earnings).where(eq(t.earnings.id, id));
    assert.equal(row?.status, 'claimed');
    const notices = await ctx.deps.db.select().from(t.notifications).where(and(eq(t.notifications.userId, bruno.id), eq(t.notifications.kind, 'earning_claimed')));
    assert.equal(notices.length, 1);
  });

  it("refuses a pending earning, someone else's, and a claim without a bank account", async () => {
    const pending = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '5.00' });
    const pendingId = pending.body.data.rows.find((row) => row.investor.id === evening.id)?.id ?? '';
    const notPaid = await claim(pendingId, evening.token);
    assert.equal(notPaid.status, 409);
    assert.equal(notPaid.body.error, 'earning_not_claimable');
    assert.equal((await claim(await earningOf(evening), ana.token)).status, 404);
    assert.equal((await claim('not-an-id', ana.token)).status, 404);
    await ctx.deps.db.update(t.users).set({ iban: null }).where(eq(t.users.id, evening.id));
    const noBank = await claim(await earningOf(evening), evening.token);
    assert.equal(noBank.status, 409);
    assert.equal(noBank.body.error, 'bank_account_required');
    assert.equal((await claimAll(evening.token)).body.error, 'bank_account_required');
    const list = await ctx.request('GET', `${PFP}/users/me/earnings`, { token: evening.token });
    assert.equal(list.body.has_bank_account, false);
  });

  it('claims all paid earnings at once with one summary, then has nothing left to claim', async () => {
    const investor = await userByEmail(ctx, 'investor@demo.test');
    const paidBefore = await ctx.deps.db
      .select()
      .from(t.earnings)
      .where(and(eq(t.earnings.investorId, investor.id), eq(t.earnings.status, 'paid')));
    assert.ok(paidBefore.length >= 2);
    const list = await ctx.request('GET', `${PFP}/users/me/earnings`, { token: tokens.investor });
    assert.equal(list.body.totals.claimable, addMoney(...paidBefore.map((row) => row.netTotal)));
    const answers = await Promise.all([claimAll(tokens.investor), claimAll(tokens.investor), claimAll(tokens.investor)]);
    const done = answers.find((answer) => answer.status === 200);
    assert.deepEqual(done?.body.data, { claimed: paidBefore.length, total: addMoney(...paidBefore.map((row) => row.netTotal)) });
    assert.ok(answers.filter((answer) => answer !== done).every((answer) => answer.status === 409 && answer.body.error === 'nothing_to_claim'));
    const notices = await ctx.deps.db.select().from(t.notifications).where(and(eq(t.notifications.userId, investor.id), eq(t.notifications.kind, 'earning_claimed')));
    assert.equal(notices.length, 1);
    assert.equal(notices[0]?.texts?.en.title, `${paidBefore.length} earnings claimed`);
    assert.equal(notices[0]?.texts?.es.title, `${paidBefore.length} beneficios reclamados`);
    const after = await ctx.deps.db
      .select()
      .from(t.earnings)
      .where(inArray(t.earnings.id, paidBefore.map((row) => row.id)));
    assert.ok(after.every((row) => row.status === 'claimed' && row.claimedAt));
    assert.equal((await claimAll(tokens.investor)).body.error, 'nothing_to_claim');
  });

  it('refuses managers the investor routes', async () => {
    assert.equal((await claimAll(tokens.manager)).status, 403);
    assert.equal((await ctx.request('GET', `${PFP}/users/me/earnings`, { token: tokens.manager })).status, 403);
  });
});

describe('earnings lists and one distribution for every role', () => {
  it('lists the scope with totals over every page', async () => {
    const all = await ctx.request('GET', `${PFP}/earnings?per_page=100`, { token: tokens.manager });
    assert.equal(all.status, 200);
    const paged = await ctx.request('GET', `${PFP}/earnings?per_page=1&page=2`, { token: tokens.manager });
    assert.equal(paged.body.data.length, 1);
    assert.deepEqual(paged.body.totals, all.body.totals);
    // The manager's unfiltered list reads the tenant's kept totals (migration 0021): they agree with its rows.
    assert.equal(all.body.meta.total, all.body.data.length);
    for (const part of ['gross_amount', 'fiscal_withholding', 'net_total', 'returned_capital', 'total_returned'] as const) {
      assert.equal(all.body.totals[part], addMoney(...all.body.data.map((row: DistributionDetail) => row.totals[part])), part);
    }
    const own = await ctx.request('GET', `${PFP}/earnings?per_page=100`, { token: tokens.entrepreneur });
    assert.ok(own.body.data.length > 0);
    assert.ok(own.body.data.every((row: DistributionDetail) => row.project.id === projects.valencia));
    const company = await ctx.request('GET', `${PFP}/earnings?per_page=100`, { token: tokens.company });
    assert.ok(!company.body.data.some((row: DistributionDetail) => row.project.id === projects.valencia));
    // Its own pending repayment, so the filter has a row to find whichever tests ran before.
    const repayment = await create(projects.valencia, tokens.manager, { type: 'repayment', profit_date: '2026-02-01', gross_amount: '1.00' });
    assert.equal(repayment.status, 201);
    const filtered = await ctx.request('GET', `${PFP}/earnings?type=repayment&status=pending&project_id=${projects.valencia}&per_page=100`, { token: tokens.manager });
    assert.ok(filtered.body.data.some((row: DistributionDetail) => row.id === repayment.body.data.id));
    assert.ok(filtered.body.data.every((row: DistributionDetail) => row.type === 'repayment' && row.status === 'pending' && row.project.id === projects.valencia));
    assert.equal((await ctx.request('GET', `${PFP}/earnings`, { token: tokens.investor })).status, 403);
  });

  it('shows a distribution whole to its issuer and managers, and investors only their own row', async () => {
    const created = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '9.99' });
    const { id } = created.body.data;
    const read = (token: string) => ctx.request<{ data: DistributionDetail }>('GET', `${PFP}/earnings/${id}`, { token });
    assert.equal((await read(tokens.manager)).body.data.rows.length, 3);
    assert.equal((await read(tokens.entrepreneur)).body.data.rows.length, 3);
    assert.equal((await read(tokens.company)).status, 404);
    const mine = await read(ana.token);
    assert.deepEqual(
      mine.body.data.rows.map((row) => row.investor.id),
      [ana.id],
    );
    assert.equal(mine.body.data.totals.gross_amount, '9.99');
    assert.equal((await read(late.token)).status, 404);
    assert.equal((await read(tokens.investor)).status, 404);
  });

  it('exports the filtered list as CSV (formula-guarded) and XLSX', async () => {
    await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '1.00', description: '=HYPERLINK("http://evil")' });
    const list = await ctx.request('GET', `${PFP}/earnings?per_page=1`, { token: tokens.entrepreneur });
    const csv = await ctx.request('GET', `${PFP}/earnings/export?format=csv`, { token: tokens.entrepreneur });
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get('Content-Disposition'), 'attachment; filename="earnings.csv"');
    const [header, ...rows] = csvRows(csv.bytes);
    assert.equal(header, DISTRIBUTION_EXPORT_HEADERS.join(','));
    assert.equal(rows.length, list.body.meta.total);
    assert.ok(rows.some((row) => row.includes(`"'=HYPERLINK(""http://evil"")"`)));
    const xlsx = await ctx.request('GET', `${PFP}/earnings/export?format=xlsx`, { token: tokens.manager });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    const all = await ctx.request('GET', `${PFP}/earnings?per_page=1`, { token: tokens.manager });
    assert.equal(workbook.worksheets[0]?.rowCount, all.body.meta.total + 1);
    assert.equal((await ctx.request('GET', `${PFP}/earnings/export`, { token: tokens.manager })).status, 400);
  });
});

describe("the investor's earnings and tax summary", () => {
  it('lists their own earnings with totals by status', async () => {
    // Ana's own earnings of each status, whichever tests ran before: one claimed, one pending.
    const paidOut = await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '12.00' });
    assert.equal((await pay(projects.valencia, paidOut.body.data.id, tokens.entrepreneur)).status, 200);
    const claimedId = paidOut.body.data.rows.find((row) => row.investor.id === ana.id)?.id ?? '';
    assert.equal((await claim(claimedId, ana.token)).status, 200);
    await create(projects.valencia, tokens.entrepreneur, { type: 'dividend', profit_date: '2026-03-01', gross_amount: '3.00' });
    const list = await ctx.request('GET', `${PFP}/users/me/earnings?per_page=100`, { token: ana.token });
    assert.equal(list.status, 200);
    assert.ok(list.body.data.length > 0);
    assert.ok(list.body.data.every((row: { project: { id: string } }) => row.project.id === projects.valencia));
    assert.equal(list.body.has_bank_account, true);
    const sumOf = (status: string) =>
      addMoney('0.00', ...list.body.data.filter((row: { status: string }) => row.status === status).map((row: { net_total: string }) => row.net_total));
    assert.deepEqual(list.body.totals, { pending: sumOf('pending'), claimable: sumOf('paid'), claimed: sumOf('claimed') });
    const claimed = await ctx.request('GET', `${PFP}/users/me/earnings?status=claimed&year=2026`, { token: ana.token });
    assert.ok(claimed.body.data.some((row: { id: string }) => row.id === claimedId));
    assert.ok(claimed.body.data.every((row: { status: string }) => row.status === 'claimed'));
    assert.ok(list.body.data.some((row: { status: string }) => row.status === 'pending'));
  });

  it('sums paid and claimed earnings by year, and exports a year as CSV and as a PDF in the investor’s language', async () => {
    const summary = await ctx.request('GET', `${PFP}/users/me/earnings/tax-summary`, { token: ana.token });
    assert.equal(summary.status, 200);
    const year = summary.body.data.find((row: { year: number }) => row.year === 2026);
    const paid = await ctx.deps.db
      .select()
      .from(t.earnings)
      .where(and(eq(t.earnings.investorId, ana.id), inArray(t.earnings.status, ['paid', 'claimed'])));
    assert.deepEqual(year, {
      year: 2026,
      gross: addMoney(...paid.map((row) => row.grossAmount)),
      withholding: addMoney(...paid.map((row) => row.fiscalWithholding)),
      net: addMoney(...paid.map((row) => row.netTotal)),
      earnings: paid.length,
    });

    const csv = await ctx.request('GET', `${PFP}/users/me/earnings/tax-summary/export?year=2026&format=csv`, { token: ana.token });
    assert.equal(csv.status, 200);
    const [header, ...rows] = csvRows(csv.bytes);
    assert.equal(header, TAX_EXPORT_HEADERS.join(','));
    assert.equal(rows.length, paid.length + 1);
    assert.equal(rows.at(-1)?.split(',').at(-1), year.net);

    const pdf = await ctx.request('GET', `${PFP}/users/me/earnings/tax-summary/export?year=2026&format=pdf`, { token: ana.token });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('Content-Type'), 'application/pdf');
    assert.equal((await PDFDocument.load(pdf.bytes)).getTitle(), 'Earnings tax summary 2026');
    const spanish = await ctx.request('GET', `${PFP}/users/me/earnings/tax-summary/export?year=2026&format=pdf`, { token: bruno.token });
    assert.equal((await PDFDocument.load(spanish.bytes)).getTitle(), 'Resumen fiscal de beneficios 2026');
    const bad = await ctx.request('GET', `${PFP}/users/me/earnings/tax-summary/export?year=26&format=doc`, { token: ana.token });
    assert.equal(bad.status, 400);
  });
});

describe('the seeded distributions', () => {
  it('equal the sums of their earnings', async () => {
    const list = await ctx.request('GET', `${PFP}/issuances/${projects.wind}/benefits`, { token: tokens.manager });
    for (const distribution of list.body.data) {
      const [row] = await ctx.deps.db.select().from(t.distributions).where(eq(t.distributions.id, distribution.id));
      assert.equal(distribution.totals.gross_amount, row?.grossAmount);
    }
  });
});
