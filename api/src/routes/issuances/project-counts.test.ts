import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { INVESTMENT_STATUSES, statusWord, type InvestmentStatus } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { EXPORT_HEADERS } from './issuances.export.js';

/**
 * One project's figures, read where each person reads them: the sheet (investors, raised), its
 * investor list and that list's export, the manager's investment totals and the issuances
 * export. Seeded with an order in every status, two investors with paid ones and others whose
 * orders are an interest, unpaid, failed or cancelled: every place says the same.
 */
let ctx: TestContext;
const PFP = '/api/v2/pfp';
let manager = '';
let projectId = '';


const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.replace(/\r$/, '').split(','));

before(async () => {
  ctx = await createTestContext();
  manager = await ctx.login('manager@demo.test');
  const [tenant] = await ctx.deps.db.select().from(t.tenants).where(eq(t.tenants.slug, 'demo'));
  const [project] = await ctx.deps.db
    .select({ id: t.issuances.id })
    .from(t.issuances)
    .where(and(eq(t.issuances.slug, 'sorolla-study'), eq(t.issuances.tenantId, tenant?.id ?? '')));
  projectId = project?.id ?? '';
  const people = await ctx.deps.db.select().from(t.users).where(eq(t.users.tenantId, tenant?.id ?? ''));
  const userId = (email: string) => people.find((user) => user.email === email)?.id ?? '';

  const order = (email: string, status: InvestmentStatus, euros: number) => ({
    tenantId: tenant?.id ?? '',
    issuanceId: projectId,
    investorId: userId(email),
    tokenAmount: euros / 100,
    amount: `${euros}.00`,
    status,
  });
  // One order in every status for the second investor, whose paid ones (CHARGED, SIGNED_PENDING,
  // SIGNED, CLOSED, MINTED) count; two paid orders for the first; only unpaid or cancelled ones
  // for the others, who are nobody's investor yet.
  await ctx.deps.db.insert(t.investments).values([
    order('investor@demo.test', 'SIGNED', 2500),
    order('investor@demo.test', 'CHARGED', 5000),
    ...INVESTMENT_STATUSES.map((status) => order('premium@demo.test', status, 1000)),
    order('legal@demo.test', 'CANCELED', 7500),
    order('legal@demo.test', 'RESERVED', 7500),
    order('investor2@demo.test', 'PAYMENT_ERROR', 7500),
    order('investor2@demo.test', 'CREATED', 7500),
  ]);
});
after(() => ctx.close());

describe("a project's counts", () => {
  it('agree across its sheet, its investor list and export, the manager totals and the issuances export', async () => {
    const sheet = (await ctx.request('GET', `${PFP}/issuances/${projectId}`, { token: manager })).body.data;
    // 2,500 + 5,000 by the first investor, 5 × 1,000 paid by the second.
    assert.deepEqual([sheet.raised, sheet.investors], ['12500.00', 2]);

    const investors = (await ctx.request('GET', `${PFP}/issuances/${projectId}/investors`, { token: manager })).body;
    assert.deepEqual([investors.totals.amount, investors.totals.investors], [sheet.raised, sheet.investors]);
    assert.equal(investors.data.length, sheet.investors);

    const totals = (await ctx.request('GET', `${PFP}/investments?project_id=${projectId}`, { token: manager })).body;
    assert.equal(totals.totals.amount, sheet.raised, 'the manager totals leave out cancelled, unpaid and failed orders');
    assert.equal(totals.totals.tokens, 125);
    assert.equal(totals.totals.count, 2 + INVESTMENT_STATUSES.length + 4, 'the list still shows every order');
    // The same with a filter the kept totals cannot answer (read from the orders themselves).
    const byRows = (await ctx.request('GET', `${PFP}/investments?project_id=${projectId}&from=2000-01-01`, { token: manager })).body;
    assert.equal(byRows.totals.amount, sheet.raised);

    const exported = await ctx.request('GET', `${PFP}/issuances/export?format=csv&q=sorolla`, { token: manager });
    const [header, row] = csvRows(exported.body);
    assert.deepEqual(header, EXPORT_HEADERS);
    assert.equal(row?.[EXPORT_HEADERS.indexOf('raised')], sheet.raised);
    assert.equal(row?.[EXPORT_HEADERS.indexOf('investors')], String(sheet.investors));

    const investorExport = await ctx.request('GET', `${PFP}/issuances/${projectId}/investors/export?format=csv`, { token: manager });
    assert.equal(csvRows(investorExport.body).length - 1, sheet.investors);
  });

  it('name the phase in the export with the word the screens use, in the manager’s language', async () => {
    const exported = await ctx.request('GET', `${PFP}/issuances/export?format=csv&q=sorolla`, { token: manager });
    const [, row] = csvRows(exported.body);
    assert.equal(row?.[EXPORT_HEADERS.indexOf('phase')], statusWord('project_phase', 'pre-campaign', 'es'));
  });
});

describe("the investor's Completed tab", () => {
  it('holds neither a signed nor a paid order, which may still be revoked, and counts what it lists', async () => {
    const token = await ctx.login('investor@demo.test');
    const completed = (await ctx.request('GET', `${PFP}/users/me/investments?tab=completed&per_page=100`, { token })).body;
    const statuses = completed.data.map((investment: { status: InvestmentStatus }) => investment.status);
    assert.ok(!statuses.includes('SIGNED') && !statuses.includes('CHARGED'), statuses.join());
    assert.equal(completed.tab_counts.completed, completed.meta.total);
  });
});
