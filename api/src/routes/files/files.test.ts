import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { issuanceDetailResponseSchema, projectDocumentSchema, type IssuanceDetail } from 'shared';
import * as v from 'valibot';
import * as t from '../../db/schema.js';
import { SEED_FILES_DIR } from '../../files/disk-store.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
const tokens = { investor: '', entrepreneur: '', company: '', manager: '' };
before(async () => {
  ctx = await createTestContext();
  for (const local of ['investor', 'entrepreneur', 'company', 'manager'] as const) tokens[local] = await ctx.login(`${local}@demo.test`);
});
after(() => ctx.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% a test document\n%%EOF\n');

async function idOf(slug: string, tenantSlug = 'demo'): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ id: t.issuances.id })
    .from(t.issuances)
    .innerJoin(t.tenants, eq(t.tenants.id, t.issuances.tenantId))
    .where(and(eq(t.issuances.slug, slug), eq(t.tenants.slug, tenantSlug)));
  assert.ok(row, `issuance ${slug}`);
  return row.id;
}

async function detail(slug: string, token = tokens.manager): Promise<IssuanceDetail> {
  const response = await ctx.request('GET', `/api/v2/pfp/issuances/${await idOf(slug)}`, { token });
  assert.equal(response.status, 200);
  return v.parse(issuanceDetailResponseSchema, response.body).data;
}

/** The path part of an absolute URL from an answer. */
const pathOf = (url: string) => new URL(url).pathname;

function form(fields: Record<string, string | Blob>, fileName?: string): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

describe('GET /api/v2/pfp/files/:id', () => {
  it('serves a logo and intro images to anyone, as inert content', async () => {
    const sheet = await detail('valencia-lofts');
    for (const url of [sheet.logo ?? '', ...sheet.intro_images]) {
      const response = await ctx.request('GET', pathOf(url));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('Content-Type'), 'image/svg+xml');
      assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff');
      assert.match(response.headers.get('Content-Security-Policy') ?? '', /sandbox/);
    }
    const logo = await ctx.request('GET', pathOf(sheet.logo ?? ''));
    assert.deepEqual(Buffer.from(logo.bytes), fs.readFileSync(path.join(SEED_FILES_DIR, 'logo-real-estate.svg')));
  });

  it("never serves a document's file, another tenant's file or a malformed id", async () => {
    const [document] = await ctx.deps.db.select({ fileId: t.issuanceDocuments.fileId }).from(t.issuanceDocuments).limit(1);
    const sheet = await detail('valencia-lofts');
    for (const [url, host] of [
      [`/api/v2/pfp/files/${document?.fileId}`, 'localhost'],
      [pathOf(sheet.logo ?? ''), 'exeu.localhost'],
      ['/api/v2/pfp/files/not-a-uuid', 'localhost'],
    ] as const) {
      const response = await ctx.request('GET', url, { host });
      assert.equal(response.status, 404, url);
      assert.equal(response.body.error, 'file_not_found');
    }
  });
});

describe('seeded files (issue 18, defect 7)', () => {
  it('keeps the seeded hidden and expired documents off every public path', async () => {
    for (const file of ['financials.pdf', 'term-sheet.pdf', 'pitch-deck.pdf', 'avatar.svg', 'logo-debt.svg']) {
      const response = await ctx.request('GET', `/assets/seed/${file}`);
      assert.equal(response.status, 404, file);
      assert.ok(!String.fromCharCode(...response.bytes.slice(0, 5)).startsWith('%PDF'), file);
    }
    const hidden = await ctx.deps.db
      .select({ fileId: t.issuanceDocuments.fileId })
      .from(t.issuanceDocuments)
      .where(eq(t.issuanceDocuments.visibility, 'hidden'));
    assert.ok(hidden.length > 0);
    for (const document of hidden) assert.equal((await ctx.request('GET', `/api/v2/pfp/files/${document.fileId}`)).status, 404);
  });

  it('stores every seeded file like an upload: its own file under its tenant in the uploads directory', async () => {
    const stored = await ctx.deps.db.select().from(t.files);
    assert.ok(stored.length > 0);
    for (const file of stored) {
      assert.equal(file.storage, 'upload', file.path);
      assert.equal(path.dirname(file.path), file.tenantId);
      assert.ok(fs.statSync(path.join(ctx.deps.env.UPLOADS_DIR, file.path)).isFile(), file.path);
    }
    assert.equal(new Set(stored.map((file) => file.path)).size, stored.length, 'no two rows share a file, so deleting one issuance keeps the others whole');
  });
});

describe('GET /api/v2/pfp/issuances/:id/documents/:documentId', () => {
  const documentUrl = async (slug: string, name: string) => {
    const found = (await detail(slug)).documents.find((document) => document.name === name);
    assert.ok(found, `${name} of ${slug}`);
    return pathOf(found.url);
  };

  it('serves a public, unexpired document of a published issuance to anyone, as an attachment named after it', async () => {
    const url = await documentUrl('valencia-lofts', 'Pitch deck');
    for (const token of [undefined, tokens.investor, 'a-stale-token']) {
      const response = await ctx.request('GET', url, { token });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('Content-Type'), 'application/pdf');
      assert.match(response.headers.get('Content-Disposition') ?? '', /^attachment; filename="Pitch deck\.pdf"/);
      assert.equal(String.fromCharCode(...response.bytes.slice(0, 5)), '%PDF-');
    }
  });

  it('serves a hidden document only to the owner and managers', async () => {
    const url = await documentUrl('valencia-lofts', 'Financial projections');
    const expected = [
      [undefined, 404],
      [tokens.investor, 404],
      [tokens.company, 404],
      [tokens.entrepreneur, 200],
      [tokens.manager, 200],
    ] as const;
    for (const [token, status] of expected) {
      const response = await ctx.request('GET', url, { token });
      assert.equal(response.status, status, `token ${token}`);
      if (status === 404) assert.equal(response.body.error, 'document_not_found');
    }
  });

  it('never serves an expired document, not even to a manager (410)', async () => {
    const url = await documentUrl('valencia-lofts', 'Previous prospectus');
    for (const token of [undefined, tokens.entrepreneur, tokens.manager]) {
      const response = await ctx.request('GET', url, { token });
      assert.equal(response.status, 410);
      assert.deepEqual(response.body, { error: 'document_expired', hide_error: false });
    }
  });

  it("keeps a draft's public documents to its owner and managers, and a document to its own tenant", async () => {
    const url = await documentUrl('summer-festival-2027', 'Term sheet');
    assert.equal((await ctx.request('GET', url)).status, 404);
    assert.equal((await ctx.request('GET', url, { token: tokens.entrepreneur })).status, 200);
    const published = await documentUrl('valencia-lofts', 'Term sheet');
    assert.equal((await ctx.request('GET', published, { host: 'exeu.localhost' })).status, 404);
    const otherIssuance = published.replace(await idOf('valencia-lofts'), await idOf('solar-park-almeria'));
    assert.equal((await ctx.request('GET', otherIssuance)).status, 404, 'a document is reached only through its own issuance');
  });
});

describe('download names and headers (issue 18, defect 9)', () => {
  it("names a downloaded document by its sniffed type, not by the uploader's extension", async () => {
    const id = await idOf('sorolla-study');
    const uploaded = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/documents`, {
      token: tokens.manager,
      form: form({ file: new Blob([PDF], { type: 'text/html' }) }, 'report.html'),
    });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const response = await ctx.request('GET', pathOf(uploaded.body.data.url), { token: tokens.entrepreneur });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Content-Type'), 'application/pdf');
    assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(response.headers.get('Content-Disposition'), `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  });

  it('keeps a hostile name inside a quoted ASCII filename and an encoded UTF-8 filename*', async () => {
    const id = await idOf('sorolla-study');
    const name = String.raw`Año "1"; x=y\../(draft)*'`;
    const uploaded = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/documents`, {
      token: tokens.manager,
      form: form({ name, file: new Blob([PDF]) }, 'a.exe'),
    });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const response = await ctx.request('GET', pathOf(uploaded.body.data.url), { token: tokens.entrepreneur });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(disposition) ?? [];
    assert.ok(ascii !== undefined && encoded !== undefined, disposition);
    assert.doesNotMatch(ascii, /[\\/"]/);
    assert.ok(ascii.endsWith('.pdf'), ascii);
    assert.equal(decodeURIComponent(encoded), String.raw`Año "1"; x=y_.._(draft)*'.pdf`);
  });

  it('shows an image inline under its sniffed type and extension', async () => {
    const id = await idOf('sorolla-study');
    const uploaded = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, {
      token: tokens.manager,
      form: form({ kind: 'logo', file: new Blob([PNG], { type: 'image/jpeg' }) }, 'logo.jpg'),
    });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const response = await ctx.request('GET', pathOf(uploaded.body.data.url));
    assert.equal(response.headers.get('Content-Type'), 'image/png');
    assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(response.headers.get('Content-Disposition'), `inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });
});

describe('uploads', () => {
  it('adds an intro image at the end of the gallery and serves the stored bytes', async () => {
    const id = await idOf('sorolla-study');
    const response = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, {
      token: tokens.manager,
      form: form({ file: new Blob([PNG], { type: 'image/png' }) }, 'gallery.png'),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.data.kind, 'intro');
    assert.match(response.body.data.url, /^http:\/\/localhost\/api\/v2\/pfp\/files\//);
    const sheet = await detail('sorolla-study', tokens.investor);
    assert.equal(sheet.intro_images.length, 3);
    assert.equal(sheet.intro_images.at(-1), response.body.data.url);
    const served = await ctx.request('GET', pathOf(response.body.data.url));
    assert.equal(served.headers.get('Content-Type'), 'image/png');
    assert.deepEqual(served.bytes, PNG);
  });

  it('keeps the gallery at 10 images when 12 uploads arrive at once (issue 18, defect 8)', async () => {
    const id = await idOf('coworking-franchise');
    const gallery = () => ctx.deps.db.select().from(t.issuanceImages).where(eq(t.issuanceImages.issuanceId, id));
    const upload = () =>
      ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, { token: tokens.manager, form: form({ file: new Blob([PNG]) }, 'gallery.png') });
    while ((await gallery()).length < 6) assert.equal((await upload()).status, 201);
    assert.equal((await gallery()).length, 6);

    const answers = await Promise.all(Array.from({ length: 12 }, upload));
    assert.equal(answers.filter((answer) => answer.status === 201).length, 4);
    const refused = answers.filter((answer) => answer.status !== 201);
    assert.equal(refused.length, 8);
    for (const answer of refused) {
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.fields, { file: { key: 'validator.error_max_images', params: { x: 10 } } });
    }
    const images = await gallery();
    assert.equal(images.length, 10);
    assert.deepEqual(images.map((image) => image.position).sort((a, b) => a - b), [...Array(10).keys()], 'positions stay distinct');
    const [tenant] = await ctx.deps.db.select({ id: t.issuances.tenantId }).from(t.issuances).where(eq(t.issuances.id, id));
    const stored = await ctx.deps.db.select({ path: t.files.path }).from(t.files).where(and(eq(t.files.issuanceId, id), eq(t.files.purpose, 'image')));
    assert.equal(stored.length, 10, 'a refused upload leaves no row');
    const onDisk = fs.readdirSync(path.join(ctx.deps.env.UPLOADS_DIR, tenant?.id ?? ''));
    assert.ok(stored.every((file) => onDisk.includes(path.basename(file.path))));
    assert.equal(onDisk.filter((name) => name.endsWith('.png')).length, new Set(onDisk.filter((name) => name.endsWith('.png'))).size);
  });

  it('replaces the logo, removing the previous one', async () => {
    const before = await detail('fleet-leasing-pool');
    const id = await idOf('fleet-leasing-pool');
    const upload = () =>
      ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, {
        token: tokens.manager,
        form: form({ kind: 'logo', file: new Blob([PNG]) }, 'logo.png'),
      });
    const first = await upload();
    assert.equal(first.status, 201);
    assert.equal((await detail('fleet-leasing-pool')).logo, first.body.data.url);
    assert.equal((await ctx.request('GET', pathOf(before.logo ?? ''))).status, 404, 'the old logo is gone');
    const second = await upload();
    assert.equal((await ctx.request('GET', pathOf(first.body.data.url))).status, 404);
    const stored = fs.readdirSync(ctx.deps.env.UPLOADS_DIR, { recursive: true, encoding: 'utf8' });
    assert.ok(!stored.some((file) => file.includes(path.basename(pathOf(first.body.data.url)))), 'its file is removed from disk');
    assert.equal((await ctx.request('GET', pathOf(second.body.data.url))).status, 200);
  });

  it('stores a document with its permission and expiry, hidden unless told otherwise', async () => {
    const id = await idOf('sorolla-study');
    const hidden = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/documents`, {
      token: tokens.manager,
      form: form({ file: new Blob([PDF], { type: 'application/pdf' }) }, 'Informe anual.pdf'),
    });
    assert.equal(hidden.status, 201, JSON.stringify(hidden.body));
    const document = v.parse(projectDocumentSchema, hidden.body.data);
    assert.deepEqual([document.name, document.view_permission, document.expires_at], ['Informe anual', 'hidden', null]);
    assert.equal((await ctx.request('GET', pathOf(document.url), { token: tokens.investor })).status, 404);
    const own = await ctx.request('GET', pathOf(document.url), { token: tokens.entrepreneur });
    assert.deepEqual(own.bytes, PDF);
    assert.match(own.headers.get('Content-Disposition') ?? '', /filename\*=UTF-8''Informe%20anual\.pdf/);

    const published = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/documents`, {
      token: tokens.manager,
      form: form({ name: 'Valuation', view_permission: 'public', expires_at: '2099-12-31', file: new Blob([PDF]) }, 'valuation.pdf'),
    });
    assert.equal(published.status, 201);
    assert.equal(published.body.data.expires_at, '2099-12-31');
    assert.equal((await ctx.request('GET', pathOf(published.body.data.url))).status, 200);
    assert.ok((await detail('sorolla-study', tokens.investor)).documents.some((item) => item.name === 'Valuation'));
  });

  it('answers 400 per field for a file that is not what it claims, a missing file or bad values', async () => {
    const id = await idOf('sorolla-study');
    const cases: { path: string; fields: Record<string, string | Blob>; name: string | undefined; errors: Record<string, string> }[] = [
      { path: 'images', fields: { file: new Blob(['<svg onload=alert(1)>']) }, name: 'fake.png', errors: { file: 'validator.form_field_invalid' } },
      { path: 'images', fields: { file: new Blob([PNG]) }, name: 'logo.svg', errors: { file: 'validator.error_image_size' } },
      { path: 'images', fields: { kind: 'banner', file: new Blob([PNG]) }, name: 'a.png', errors: { kind: 'validator.form_field_invalid' } },
      { path: 'documents', fields: { file: new Blob([PNG]) }, name: 'deck.pdf', errors: { file: 'validator.form_field_invalid' } },
      {
        path: 'documents',
        fields: { view_permission: 'secret', expires_at: '2026-02-30' },
        name: undefined,
        errors: { file: 'validator.error_null', view_permission: 'validator.form_field_invalid', expires_at: 'validator.error_date' },
      },
    ];
    for (const item of cases) {
      const response = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/${item.path}`, { token: tokens.manager, form: form(item.fields, item.name) });
      assert.equal(response.status, 400, JSON.stringify(response.body));
      const keys = Object.fromEntries(Object.entries(response.body.fields as Record<string, { key: string }>).map(([field, error]) => [field, error.key]));
      assert.deepEqual(keys, item.errors);
    }
  });

  it('answers 415 to a JSON body and 413 beyond the upload limit', async () => {
    const id = await idOf('sorolla-study');
    const json = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, { token: tokens.manager, body: { file: 'x' } });
    assert.equal(json.status, 415);
    const huge = new Uint8Array(ctx.deps.env.UPLOAD_LIMIT_BYTES + 1);
    huge.set(PNG);
    const large = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, { token: tokens.manager, form: form({ file: new Blob([huge]) }, 'big.png') });
    assert.equal(large.status, 413);
  });

  describe('who may upload', () => {
    const expected = { anonymous: 401, investor: 403, 'other entrepreneur': 404, owner: 201, manager: 201, 'other tenant': 401 } as const;
    for (const [caller, status] of Object.entries(expected)) {
      it(`POST /issuances/:id/images answers ${status} to ${caller}`, async () => {
        const token = {
          anonymous: undefined,
          investor: tokens.investor,
          'other entrepreneur': tokens.company,
          owner: tokens.entrepreneur,
          manager: tokens.manager,
          'other tenant': await ctx.login('manager@exeu.test', { host: 'exeu.localhost' }),
        }[caller];
        // The owner's draft: an entrepreneur edits (and uploads to) an issuance only while it is a draft.
        const response = await ctx.request('POST', `/api/v2/pfp/issuances/${await idOf('summer-festival-2027')}/documents`, {
          token,
          form: form({ file: new Blob([PDF]) }, 'x.pdf'),
        });
        assert.equal(response.status, status, JSON.stringify(response.body));
        const image = await ctx.request('POST', `/api/v2/pfp/issuances/${await idOf('summer-festival-2027')}/images`, {
          token,
          form: form({ file: new Blob([PNG]) }, 'x.png'),
        });
        assert.equal(image.status, status, JSON.stringify(image.body));
      });
    }

    it('refuses the owner once the issuance left DRAFT (409 issuance_not_editable); a manager still uploads', async () => {
      const id = await idOf('madrid-retail-loan');
      const owner = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, { token: tokens.entrepreneur, form: form({ file: new Blob([PNG]) }, 'x.png') });
      assert.equal(owner.status, 409);
      assert.equal(owner.body.error, 'issuance_not_editable');
      const manager = await ctx.request('POST', `/api/v2/pfp/issuances/${id}/images`, { token: tokens.manager, form: form({ file: new Blob([PNG]) }, 'x.png') });
      assert.equal(manager.status, 201);
    });
  });
});
