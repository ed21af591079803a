import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { EXPORT_HEADERS } from './issuances.export.js';

let ctx: TestContext;
const tokens = { manager: '', entrepreneur: '', exeuManager: '' };
before(async () => {
  ctx = await createTestContext();
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  tokens.exeuManager = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
});
after(() => ctx.close());

const LIST = '/api/v2/pfp/issuances';

async function idOf(slug: string, tenantSlug = 'demo'): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ id: t.issuances.id })
    .from(t.issuances)
    .innerJoin(t.tenants, eq(t.tenants.id, t.issuances.tenantId))
    .where(and(eq(t.issuances.slug, slug), eq(t.tenants.slug, tenantSlug)));
  assert.ok(row, `issuance ${slug}`);
  return row.id;
}

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted && character === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += character;
    } else if (character === ',' || character === '\n') {
      row.push(field);
      field = '';
      if (character === '\n') {
        rows.push(row);
        row = [];
      }
    } else if (character !== '\r') {
      field += character;
    }
  }
  return rows;
}

async function exportCsv(query: string, options: { token?: string; host?: string } = {}) {
  const response = await ctx.request('GET', `${LIST}/export?format=csv${query}`, { token: options.token ?? tokens.manager, host: options.host });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.deepEqual([...response.bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'starts with a UTF-8 BOM');
  // The harness's decoder has already dropped the BOM from the text.
  return { response, rows: parseCsv(response.body) };
}

describe('DELETE /api/v2/pfp/issuances/:id', () => {
  it('refuses with 409 issuance_has_investments while any investment exists, whatever its status', async () => {
    // Madrid Retail Loan's investments include a mere reservation and a cancelled one.
    const id = await idOf('madrid-retail-loan');
    const response = await ctx.request('DELETE', `${LIST}/${id}`, { token: tokens.manager });
    assert.equal(response.status, 409);
    assert.deepEqual(response.body, { error: 'issuance_has_investments', hide_error: false });
    assert.equal((await ctx.request('GET', `${LIST}/${id}`, { token: tokens.manager })).status, 200);
  });

  it('deletes an issuance without investments, with its images, documents, follows and uploaded files', async () => {
    const id = await idOf('sevilla-offices');
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])]), 'photo.png');
    const image = await ctx.request('POST', `${LIST}/${id}/images`, { token: tokens.manager, form: upload });
    assert.equal(image.status, 201);
    const investor = await ctx.login('investor@demo.test');
    assert.equal((await ctx.request('PUT', `${LIST}/${id}/follow`, { token: investor })).status, 200);
    const uploadedFiles = () => fs.readdirSync(ctx.deps.env.UPLOADS_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'));
    assert.equal(uploadedFiles().length, 1);

    const response = await ctx.request('DELETE', `${LIST}/${id}`, { token: tokens.manager });
    assert.equal(response.status, 204);
    assert.equal((await ctx.request('GET', `${LIST}/${id}`, { token: tokens.manager })).status, 404);
    assert.equal((await ctx.request('GET', new URL(image.body.data.url).pathname)).status, 404);
    for (const table of [t.issuanceImages, t.issuanceDocuments, t.issuanceFollows, t.files]) {
      assert.equal((await ctx.deps.db.select().from(table).where(eq(table.issuanceId, id))).length, 0);
    }
    assert.deepEqual(uploadedFiles(), [], 'the uploaded file is removed from disk');
    assert.equal((await ctx.request('DELETE', `${LIST}/${id}`, { token: tokens.manager })).status, 404, 'a second delete finds nothing');
  });

  it("answers 404 for another tenant's issuance, an unknown id or one that is not a UUID", async () => {
    for (const id of [await idOf('sorolla-study', 'exeu'), '00000000-0000-4000-8000-000000000000', 'export-me']) {
      const response = await ctx.request('DELETE', `${LIST}/${id}`, { token: tokens.manager });
      assert.equal(response.status, 404);
      assert.equal(response.body.error, 'issuance_not_found');
    }
    assert.equal((await ctx.request('GET', `${LIST}/${await idOf('sorolla-study', 'exeu')}`, { token: tokens.exeuManager, host: 'exeu.localhost' })).status, 200);
  });
});

describe('GET /api/v2/pfp/issuances/export', () => {
  it('writes a CSV attachment: the header, then one row per issuance of the tenant', async () => {
    const { response, rows } = await exportCsv('');
    assert.equal(response.headers.get('Content-Type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('Content-Disposition'), 'attachment; filename="issuances.csv"');
    const total = (await ctx.request('GET', `${LIST}?per_page=100`, { token: tokens.manager })).body.meta.total;
    assert.equal(rows.length, total + 1);
    assert.deepEqual(rows[0], EXPORT_HEADERS);
    const column = (name: string) => EXPORT_HEADERS.indexOf(name);
    const bridge = rows.find((row) => row[column('slug')] === 'bridge-notes-2027');
    assert.equal(bridge?.[column('subtitle')], 'Short-term notes, 7% yearly', 'a comma survives quoting');
    assert.equal(bridge?.[column('raised')], '51000.00', 'amounts are exact decimals');
    assert.equal(bridge?.[column('card_status')], 'financed');
  });

  it('applies the list filters and search', async () => {
    const { rows } = await exportCsv('&status=CAMPAIGN&sort=title');
    const status = EXPORT_HEADERS.indexOf('status');
    assert.equal(rows.length, 7);
    assert.ok(rows.slice(1).every((row) => row[status] === 'CAMPAIGN'));
    const titles = rows.slice(1).map((row) => row[EXPORT_HEADERS.indexOf('title')] ?? '');
    assert.deepEqual(titles, [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    assert.equal((await exportCsv('&q=solar')).rows.length, 2);
  });

  it('keeps text that looks like a formula from running in a spreadsheet', async () => {
    const id = await idOf('coworking-franchise');
    await ctx.deps.db.update(t.issuances).set({ title: '=HYPERLINK("http://evil.test","Coworking")' }).where(eq(t.issuances.id, id));
    const { rows } = await exportCsv('&q=HYPERLINK');
    assert.equal(rows[1]?.[EXPORT_HEADERS.indexOf('title')], `'=HYPERLINK("http://evil.test","Coworking")`);
  });

  it('writes an XLSX workbook that reads back with the same rows and typed numbers', async () => {
    const response = await ctx.request('GET', `${LIST}/export?format=xlsx&product_type=renewables`, { token: tokens.manager });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Content-Type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.equal(response.headers.get('Content-Disposition'), 'attachment; filename="issuances.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(response.bytes) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Issuances');
    assert.ok(sheet);
    assert.equal(sheet.rowCount, 3);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), EXPORT_HEADERS);
    const raised = new Map<unknown, unknown>();
    for (const index of [2, 3]) {
      const row = sheet.getRow(index);
      raised.set(row.getCell(EXPORT_HEADERS.indexOf('title') + 1).value, row.getCell(EXPORT_HEADERS.indexOf('raised') + 1).value);
    }
    assert.deepEqual(Object.fromEntries(raised), { 'Solar Park Almería': 161_500, 'Wind Repowering': 62_500 });
  });

  it('streams more rows than one database batch without losing or repeating any', async () => {
    const [template] = await ctx.deps.db.select().from(t.issuances).where(eq(t.issuances.id, await idOf('valencia-lofts', 'exeu')));
    assert.ok(template);
    const { id: _id, ...copy } = template;
    await ctx.deps.db.insert(t.issuances).values(Array.from({ length: 520 }, (_, index) => ({ ...copy, slug: `bulk-${index}`, logoFileId: null })));
    const { rows } = await exportCsv('', { token: tokens.exeuManager, host: 'exeu.localhost' });
    assert.equal(rows.length, 14 + 520 + 1);
    assert.equal(new Set(rows.slice(1).map((row) => row[0])).size, 534);
  });

  it('answers 400 when the format is missing or unknown', async () => {
    const expected = { '': 'validator.error_null', '?format=pdf': 'validator.form_field_invalid' };
    for (const [query, key] of Object.entries(expected)) {
      const response = await ctx.request('GET', `${LIST}/export${query}`, { token: tokens.manager });
      assert.equal(response.status, 400);
      assert.equal(response.body.fields.format.key, key);
    }
  });

  it('refuses a NUL byte in the filters as a validation error, before any file starts (issue 18, defect 4)', async () => {
    for (const format of ['csv', 'xlsx']) {
      const response = await ctx.request('GET', `${LIST}/export?format=${format}&q=%00`, { token: tokens.manager });
      assert.equal(response.status, 400, format);
      assert.equal(response.body.error, 'validation_error', format);
      assert.equal(response.body.fields.q.key, 'validator.form_field_invalid', format);
    }
  });

  it('answers a failing query with an error that shows no SQL, never a file (issue 18, defect 4)', async () => {
    const broken = await createTestContext();
    try {
      const token = await broken.login('manager@demo.test');
      await broken.deps.db.execute(sql`ALTER TABLE issuances RENAME TO issuances_moved`);
      for (const format of ['csv', 'xlsx']) {
        const response = await broken.request('GET', `${LIST}/export?format=${format}`, { token });
        const text = new TextDecoder().decode(response.bytes);
        assert.ok(response.status >= 500, `${format}: ${response.status}`);
        assert.match(response.headers.get('Content-Type') ?? '', /json/, format);
        assert.doesNotMatch(text, /select|issuances_moved|relation|\$\d/i, format);
      }
    } finally {
      await broken.close();
    }
  });

  it('lets the browser read the file name (CORS exposes Content-Disposition)', async () => {
    const response = await ctx.request('GET', `${LIST}/export?format=csv`, { token: tokens.manager, headers: { Origin: 'http://localhost:3000' } });
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), 'http://localhost:3000');
    assert.match(response.headers.get('Access-Control-Expose-Headers') ?? '', /Content-Disposition/);
  });
});
