import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { fileLinkResponseSchema, issuanceDetailResponseSchema, userDetailResponseSchema } from 'shared';
import * as v from 'valibot';
import { createApp } from '../app.js';
import * as t from '../db/schema.js';
import { createDeps } from '../deps.js';
import { parseEnv } from '../env.js';
import { MINUTE } from '../lib/clock.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { newInvestor, PDF } from '../test/invest-fixtures.js';
import { startLocalS3, type LocalS3 } from '../test/s3-server.js';
import { s3SettingsOf } from './create-file-store.js';
import { DiskFileStore } from './disk-store.js';
import { moveFilesToS3 } from './move-to-s3.js';
import { S3FileStore } from './s3-store.js';

const PFP = '/api/v2/pfp';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 9, 8, 7, 6]);

let s3: LocalS3;
let ctx: TestContext;
let bucket: S3FileStore;
let disk: DiskFileStore;
let manager = '';

before(async () => {
  s3 = await startLocalS3();
  ctx = await createTestContext(s3.env);
  disk = new DiskFileStore(ctx.deps.env.UPLOADS_DIR);
  bucket = new S3FileStore(s3SettingsOf(ctx.deps.env), disk);
  manager = await ctx.login('manager@demo.test');
});
after(async () => {
  bucket.close();
  await ctx.close();
  await s3.close();
});

async function issuanceId(slug: string): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ id: t.issuances.id })
    .from(t.issuances)
    .innerJoin(t.tenants, eq(t.tenants.id, t.issuances.tenantId))
    .where(and(eq(t.issuances.slug, slug), eq(t.tenants.slug, 'demo')));
  assert.ok(row, slug);
  return row.id;
}

async function uploadHiddenDocument(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'projections.pdf');
  form.append('name', 'Bank covenants');
  const answer = await ctx.request('POST', `${PFP}/issuances/${await issuanceId('valencia-lofts')}/documents`, { token: manager, form });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return new URL(answer.body.data.url as string).pathname;
}

/** The object store's answer to a URL, fetched as a browser would: no token of the API's. */
async function fetchFromStore(url: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  assert.ok(url.startsWith(s3.endpoint), `${url} is in the object store`);
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('files in an S3-compatible bucket (FILES_STORE=s3)', () => {
  it('stores an upload in the bucket, not on the disk, and redirects its public download to a signed URL of the store', async () => {
    const answer = await ctx.request('POST', `${PFP}/issuances/${await issuanceId('sorolla-study')}/images`, {
      token: manager,
      form: (() => {
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'gallery.png');
        return form;
      })(),
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const fileId = (answer.body.data.url as string).split('/').at(-1) ?? '';
    const [row] = await ctx.deps.db.select().from(t.files).where(eq(t.files.id, fileId));
    assert.ok(row);
    assert.equal((await bucket.describe(row.path))?.size, PNG.byteLength);
    assert.equal(fs.existsSync(path.join(ctx.deps.env.UPLOADS_DIR, row.path)), false);

    const served = await ctx.request('GET', new URL(answer.body.data.url as string).pathname);
    assert.equal(served.status, 302);
    assert.equal(served.headers.get('Cache-Control'), 'private, no-store');
    const location = served.headers.get('Location') ?? '';
    assert.match(location, /X-Amz-Signature=/);
    const fromStore = await fetchFromStore(location);
    assert.equal(fromStore.status, 200);
    assert.deepEqual(fromStore.bytes, PNG);
    assert.equal(fromStore.headers.get('Content-Type'), 'image/png');
    assert.match(fromStore.headers.get('Content-Disposition') ?? '', /^inline; filename="gallery\.png"/);
    // (That the bucket's own address opens nothing without a signature is the bucket's policy, which s3rver does not enforce.)

  });

  it('hands out a hidden document only after the permission check, as a link that expires within minutes', async () => {
    const url = await uploadHiddenDocument();
    const anonymous = await ctx.request('GET', `${url}?delivery=link`);
    assert.equal(anonymous.status, 404);
    assert.equal(anonymous.body.error, 'document_not_found');
    const investor = await ctx.request('GET', `${url}?delivery=link`, { token: await ctx.login('investor@demo.test') });
    assert.equal(investor.status, 404);

    const answer = await ctx.request('GET', `${url}?delivery=link`, { token: manager });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('Cache-Control'), 'private, no-store');
    const link = v.parse(fileLinkResponseSchema, answer.body).data;
    assert.equal(link.name, 'Bank covenants.pdf');
    assert.equal(link.content_type, 'application/pdf');
    const lifetime = Date.parse(link.expires_at) - Date.now();
    assert.ok(lifetime > 0 && lifetime <= 5 * MINUTE, `expires in ${lifetime} ms`);
    const fromStore = await fetchFromStore(link.url);
    assert.equal(fromStore.status, 200);
    assert.deepEqual(fromStore.bytes, PDF);
    assert.match(fromStore.headers.get('Content-Disposition') ?? '', /^attachment; filename="Bank covenants\.pdf"/);
    assert.equal(fromStore.headers.get('Cache-Control'), 'private, no-store');
  });

  it('refuses a signed URL once it has expired', async () => {
    const documentId = (await uploadHiddenDocument()).split('/').at(-1) ?? '';
    const [row] = await ctx.deps.db
      .select({ path: t.files.path })
      .from(t.issuanceDocuments)
      .innerJoin(t.files, eq(t.files.id, t.issuanceDocuments.fileId))
      .where(eq(t.issuanceDocuments.id, documentId));
    assert.ok(row);
    // The same bucket, signing as if it were 10 minutes ago: the URL's 5 minutes are over.
    const earlier = new S3FileStore(s3SettingsOf(ctx.deps.env), disk, { now: () => new Date(Date.now() - 10 * MINUTE) });
    const delivery = await earlier.deliver({ storage: 'upload', path: row.path }, { contentType: 'application/pdf', contentDisposition: 'attachment', cacheControl: 'private, no-store', public: false });
    earlier.close();
    assert.equal(delivery?.kind, 'signed_url');
    const fromStore = await fetchFromStore(delivery.kind === 'signed_url' ? delivery.url : '');
    assert.equal(fromStore.status, 403);
    assert.match(new TextDecoder().decode(fromStore.bytes), /expired/);
  });

  it("gives a KYC document's link to the tenant's managers only: never to its owner, nor to another tenant", async () => {
    const investor = await newInvestor(ctx);
    const form = new FormData();
    form.append('IDENTITY_PROOF', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
    assert.equal((await ctx.request('POST', `${PFP}/users/me/kyc`, { token: investor.token, form })).status, 202);
    const detail = await ctx.request('GET', `${PFP}/manager/users/${investor.id}`, { token: manager });
    const [document] = v.parse(userDetailResponseSchema, detail.body).data.kyc.documents;
    assert.ok(document);
    const url = `${PFP}/manager/users/${investor.id}/kyc-documents/${document.file_id}?delivery=link`;

    assert.equal((await ctx.request('GET', url)).status, 401);
    assert.equal((await ctx.request('GET', url, { token: investor.token })).status, 403);
    const otherTenant = await ctx.request('GET', url, { host: 'exeu.localhost', token: await ctx.login('manager@exeu.test', { host: 'exeu.localhost' }) });
    assert.equal(otherTenant.status, 404);

    const answer = await ctx.request('GET', url, { token: manager });
    assert.equal(answer.status, 200);
    const fromStore = await fetchFromStore(v.parse(fileLinkResponseSchema, answer.body).data.url);
    assert.deepEqual(fromStore.bytes, PDF);
  });

  it('serves through a second API node, with its own empty disk, a file uploaded through the first', async () => {
    const otherDisk = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-node-b-'));
    const nodeB = createDeps(parseEnv({ ...s3.env, NODE_ENV: 'test', TRUST_PROXY: 'true', DATA_DIR: os.tmpdir(), UPLOADS_DIR: otherDisk }), ctx.deps.database);
    const appB = createApp(nodeB, { checkAnswers: true });
    try {
      const url = await uploadHiddenDocument();
      const answer = await appB.request(`http://localhost${url}?delivery=link`, { headers: { 'X-USER-ACCESS-TOKEN': manager, 'X-Forwarded-For': '198.51.100.7' } });
      assert.equal(answer.status, 200);
      const link = v.parse(fileLinkResponseSchema, await answer.json()).data;
      assert.deepEqual((await fetchFromStore(link.url)).bytes, PDF);
      assert.deepEqual(fs.readdirSync(otherDisk), []);
    } finally {
      await nodeB.live.close();
      fs.rmSync(otherDisk, { recursive: true, force: true });
    }
  });
});

describe('npm run files:move-to-s3', () => {
  it("copies one tenant's files from the disk to the bucket, verified, and copies nothing again on a second run", async () => {
    const uploads = await ctx.deps.db
      .select({ path: t.files.path, slug: t.tenants.slug })
      .from(t.files)
      .innerJoin(t.tenants, eq(t.tenants.id, t.files.tenantId))
      .where(eq(t.files.storage, 'upload'));
    const seeded = uploads.filter((file) => fs.existsSync(path.join(ctx.deps.env.UPLOADS_DIR, file.path)));
    const demo = seeded.filter((file) => file.slug === 'demo');
    const exeu = seeded.find((file) => file.slug === 'exeu');
    assert.ok(demo.length > 0 && exeu);

    // The seeded files are on the disk only: in the bucket the API finds none of them yet.
    const sheet = v.parse(issuanceDetailResponseSchema, (await ctx.request('GET', `${PFP}/issuances/${await issuanceId('valencia-lofts')}`, { token: manager })).body).data;
    const logo = new URL(sheet.logo ?? '').pathname;
    assert.equal((await ctx.request('GET', logo)).status, 404);

    const first = await moveFilesToS3(ctx.deps.db, disk, bucket, { tenantSlug: 'demo' });
    assert.deepEqual(first.failed, []);
    assert.equal(first.copied, demo.length);
    assert.equal(first.files, first.copied + first.alreadyThere + first.missing.length);
    assert.equal(await bucket.describe(exeu.path), undefined, "another tenant's files stay where they are");
    const served = await ctx.request('GET', logo);
    assert.equal(served.status, 302);
    assert.equal((await fetchFromStore(served.headers.get('Location') ?? '')).status, 200);

    // One object altered in the bucket (a copy cut short): the next run writes it again and skips the rest.
    const [altered] = demo;
    assert.ok(altered);
    await bucket.put(altered.path, new Uint8Array([1, 2, 3]));
    const second = await moveFilesToS3(ctx.deps.db, disk, bucket, { tenantSlug: 'demo' });
    assert.deepEqual(second.failed, []);
    assert.equal(second.copied, 1);
    assert.equal(second.alreadyThere, first.copied + first.alreadyThere - 1);
    assert.equal((await bucket.describe(altered.path))?.size, fs.statSync(path.join(ctx.deps.env.UPLOADS_DIR, altered.path)).size);

    await assert.rejects(moveFilesToS3(ctx.deps.db, disk, bucket, { tenantSlug: 'nobody' }), /no tenant with the slug nobody/);
  });
});
