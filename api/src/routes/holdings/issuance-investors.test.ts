import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { IssuanceInvestorList } from 'shared';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug } from '../../test/invest-fixtures.js';
import { INVESTOR_EXPORT_HEADERS } from './issuance-investors.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
const tokens = { manager: '', entrepreneur: '', company: '', investor: '', exeuManager: '' };
const ids = { madrid: '', wind: '', solar: '', exeuMadrid: '' };
before(async () => {
  ctx = await createTestContext();
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  tokens.company = await ctx.login('company@demo.test');
  tokens.investor = await ctx.login('investor@demo.test');
  tokens.exeuManager = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
  ids.madrid = (await issuanceBySlug(ctx, 'madrid-retail-loan')).id;
  ids.wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
  ids.solar = (await issuanceBySlug(ctx, 'solar-park-almeria')).id;
  ids.exeuMadrid = (await issuanceBySlug(ctx, 'madrid-retail-loan', 'exeu.localhost')).id;
});
after(() => ctx.close());

const investors = (id: string, token: string, query = '') => ctx.request<IssuanceInvestorList>('GET', `${PFP}/issuances/${id}/investors${query}`, { token });

/** RFC 4180 lines without quoted line breaks (none in these rows). */
const csvRows = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('GET /issuances/{id}/investors', () => {
  it('lists one row per investor whose money was received, most tokens first, as the sheet counts them', async () => {
    // Madrid Retail Loan in the seed: Lucía's company SIGNED 400; Paula still paying 100 by card,
    // Irene's interest (RESERVED) and Iván's cancelled order are nobody's investment yet.
    const answer = await investors(ids.madrid, tokens.manager);
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.data.map((row) => [row.investor.name, row.tokens, row.amount, row.status, row.investments, row.holder]),
      [['Inversiones Atlántico S.A.', 400, '20000.00', 'SIGNED', 1, false]],
    );
    assert.deepEqual(answer.body.totals, { investors: 1, holders: 0, tokens: 400, amount: '20000.00' });
    assert.deepEqual(answer.body.meta, { page: 1, per_page: 20, total: 1, total_pages: 1 });
    const sheet = await ctx.request('GET', `${PFP}/issuances/${ids.madrid}`, { token: tokens.manager });
    assert.deepEqual([sheet.body.data.investors, sheet.body.data.raised], [answer.body.totals.investors, answer.body.totals.amount]);
  });

  it("shows each investor's first wallet and who holds minted tokens", async () => {
    const answer = await investors(ids.wind, tokens.manager);
    assert.equal(answer.status, 200);
    const irene = answer.body.data.find((row) => row.investor.email === 'investor@demo.test');
    assert.equal(irene?.wallet, '0x2222222222222222222222222222222222222222');
    assert.equal(irene?.minted_tokens, 80);
    assert.equal(irene?.holder, true);
    assert.equal(answer.body.totals.holders, answer.body.data.filter((row) => row.holder).length);
    assert.deepEqual(
      answer.body.data.map((row) => row.tokens),
      [...answer.body.data.map((row) => row.tokens)].sort((a, b) => b - a),
    );
  });

  it('searches by name or e-mail, and the totals follow the search', async () => {
    const answer = await investors(ids.madrid, tokens.manager, '?q=atl');
    assert.deepEqual(
      answer.body.data.map((row) => row.investor.name),
      ['Inversiones Atlántico S.A.'],
    );
    assert.deepEqual(answer.body.totals, { investors: 1, holders: 0, tokens: 400, amount: '20000.00' });
    assert.equal((await investors(ids.madrid, tokens.manager, '?q=premium')).body.totals.investors, 0);
  });

  it('pages the list', async () => {
    const answer = await investors(ids.wind, tokens.manager, '?per_page=1&page=2');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.length, 1);
    assert.equal(answer.body.meta.page, 2);
    assert.equal(answer.body.meta.total_pages, answer.body.totals.investors);
  });

  it('lets the entrepreneur read their own project and no other', async () => {
    assert.equal((await investors(ids.madrid, tokens.entrepreneur)).status, 200);
    const other = await ctx.request('GET', `${PFP}/issuances/${ids.solar}/investors`, { token: tokens.entrepreneur });
    assert.equal(other.status, 404);
    assert.equal(other.body.error, 'issuance_not_found');
    assert.equal((await investors(ids.madrid, tokens.company)).status, 404);
    assert.equal((await investors(ids.solar, tokens.company)).status, 200);
  });

  it('refuses investors, and hides another tenant’s issuance even from a manager', async () => {
    const investor = await investors(ids.madrid, tokens.investor);
    assert.equal(investor.status, 403);
    const otherTenant = await ctx.request('GET', `${PFP}/issuances/${ids.exeuMadrid}/investors`, { token: tokens.manager });
    assert.equal(otherTenant.status, 404);
    assert.equal(otherTenant.body.error, 'issuance_not_found');
    const ownTenant = await ctx.request('GET', `${PFP}/issuances/${ids.exeuMadrid}/investors`, { token: tokens.exeuManager, host: 'exeu.localhost' });
    assert.equal(ownTenant.status, 200);
    assert.equal((await investors('not-an-id', tokens.manager)).status, 404);
  });
});

describe('GET /issuances/{id}/investors/export', () => {
  const exportOf = (id: string, token: string, query: string) => ctx.request('GET', `${PFP}/issuances/${id}/investors/export${query}`, { token });

  it('writes one CSV row per investor of the filtered list, as many as its total', async () => {
    for (const [id, q] of [
      [ids.wind, ''],
      [ids.madrid, ''],
      [ids.madrid, '&q=legal'],
      [ids.solar, '&q=nobody-by-this-name'],
    ] as const) {
      const list = await investors(id ?? '', tokens.manager, `?per_page=1${q}`);
      const file = await exportOf(id ?? '', tokens.manager, `?format=csv${q}`);
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('Content-Disposition'), 'attachment; filename="investors.csv"');
      const [header, ...rows] = csvRows(file.bytes);
      assert.equal(header, INVESTOR_EXPORT_HEADERS.join(','));
      assert.equal(rows.length, list.body.totals.investors, `${id} ${q}`);
    }
  });

  it('writes exact amounts in CSV and numbers in XLSX, in the list’s order', async () => {
    const list = await investors(ids.madrid, tokens.entrepreneur);
    const csv = csvRows((await exportOf(ids.madrid, tokens.entrepreneur, '?format=csv')).bytes).slice(1);
    const amountColumn = INVESTOR_EXPORT_HEADERS.indexOf('amount');
    assert.deepEqual(
      csv.map((line) => line.split(',')[amountColumn]),
      list.body.data.map((row) => row.amount),
    );

    const xlsx = await exportOf(ids.madrid, tokens.entrepreneur, '?format=xlsx');
    assert.equal(xlsx.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet);
    assert.equal(sheet.rowCount, list.body.totals.investors + 1);
    assert.equal(sheet.getRow(2).getCell(amountColumn + 1).value, Number(list.body.data[0]?.amount));
  });

  it('is scoped like the list: another entrepreneur’s project is not found, an investor is refused, a format is required', async () => {
    assert.equal((await exportOf(ids.solar, tokens.entrepreneur, '?format=csv')).status, 404);
    assert.equal((await exportOf(ids.madrid, tokens.investor, '?format=csv')).status, 403);
    const missing = await exportOf(ids.madrid, tokens.manager, '');
    assert.equal(missing.status, 400);
    assert.equal(missing.body.fields.format.key, 'validator.error_null');
  });
});
