import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { customizationDefaults, customizationSchema } from 'shared';
import * as v from 'valibot';
import { tenants } from '../../db/schema.js';
import { demoTenants } from '../../db/seed/demo-data.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

/** Section 3's keys, plus the tenant's time zone that dates are shown in. */
const SECTION_3_KEYS = ['analytics', 'css', 'currency', 'extras', 'fields', 'flows', 'hide', 'image', 'modules', 'texts', 'time_zone', 'title', 'urls'];

describe('GET /v2/ui/get-customization', () => {
  it('answers the full section-3 payload under data, without a token', async () => {
    const response = await ctx.request('GET', '/v2/ui/get-customization');
    assert.equal(response.status, 200);
    assert.deepEqual(Object.keys(response.body), ['data']);
    assert.deepEqual(Object.keys(response.body.data).sort(), SECTION_3_KEYS);
    assert.ok(v.is(customizationSchema, response.body.data));
  });

  it("fills the tenant's gaps with the defaults: euro after the amount, modules off, favicon", async () => {
    const { data } = (await ctx.request('GET', '/v2/ui/get-customization')).body;
    assert.deepEqual(data.currency, { symbol: '€', symbol_position: 'after', code: 'EUR', name: 'Euro' });
    assert.deepEqual(data.modules, { kyc: null, payment: null, signature: null, payment_profit: null, erir: null, ledger: null });
    assert.deepEqual(data.image, { favicon: '/favicon.ico', logo: null });
    assert.deepEqual(data.flows, customizationDefaults.flows);
    assert.deepEqual(data.analytics, customizationDefaults.analytics);
    assert.equal(data.urls.home, '/login');
    assert.equal(data.title, 'Demo Invest');
  });

  it("sends the tenant's time zone from its own column, whatever the stored overrides say", async () => {
    assert.equal((await ctx.request('GET', '/v2/ui/get-customization')).body.data.time_zone, 'Europe/Madrid');
    const [demo] = await ctx.deps.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    assert.ok(demo);
    await ctx.deps.db.update(tenants).set({ timeZone: 'Atlantic/Canary', customization: { ...(demo.customization as object), time_zone: 'Asia/Tokyo' } }).where(eq(tenants.id, demo.id));
    ctx.deps.tenants.invalidate();
    try {
      assert.equal((await ctx.request('GET', '/v2/ui/get-customization')).body.data.time_zone, 'Atlantic/Canary');
    } finally {
      await ctx.deps.db.update(tenants).set({ timeZone: demo.timeZone, customization: demo.customization }).where(eq(tenants.id, demo.id));
      ctx.deps.tenants.invalidate();
    }
  });

  it('answers each tenant its own payload, chosen by the host (port ignored)', async () => {
    const demo = (await ctx.request('GET', '/v2/ui/get-customization', { host: 'localhost:8031' })).body.data;
    const ip = (await ctx.request('GET', '/v2/ui/get-customization', { host: '127.0.0.1:8031' })).body.data;
    const exeu = (await ctx.request('GET', '/v2/ui/get-customization', { host: 'exeu.localhost:8031' })).body.data;
    assert.deepEqual(ip, demo);
    assert.equal(exeu.title, 'EXEU');
    assert.deepEqual(exeu.fields.register, ['name', 'surname', 'phone']);
    assert.equal(exeu.extras.mandatoryCommercialCommunications, true);
    assert.match(exeu.texts.declareInterestDescription.en, /members/i);
    assert.match(exeu.texts.declareInterestDescription.en, /admission to trading/i);
  });

  it('answers 404 unknown_tenant to a host no tenant owns', async () => {
    const response = await ctx.request('GET', '/v2/ui/get-customization', { host: 'unknown.example' });
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { error: 'unknown_tenant', hide_error: false });
  });

  it('serves the defaults to a tenant that customised nothing', async () => {
    await ctx.deps.db.update(tenants).set({ customization: {} });
    ctx.deps.tenants.invalidate();
    try {
      const { data } = (await ctx.request('GET', '/v2/ui/get-customization')).body;
      assert.deepEqual(data, JSON.parse(JSON.stringify(customizationDefaults)));
    } finally {
      // Other tests of this file read the seeded payloads: put them back.
      for (const tenant of demoTenants) {
        await ctx.deps.db.update(tenants).set({ customization: tenant.customization }).where(eq(tenants.slug, tenant.slug));
      }
      ctx.deps.tenants.invalidate();
    }
  });

  it('allows the tenants’ front-end origins by CORS, with the token headers', async () => {
    const response = await ctx.request('OPTIONS', '/v2/ui/get-customization', {
      host: 'exeu.localhost',
      headers: { Origin: 'http://exeu.localhost:3000', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-user-access-token' },
    });
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://exeu.localhost:3000');
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /X-USER-ACCESS-TOKEN/i);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /X-MANAGER-USER-ACCESS-TOKEN/i);
    // An order from the browser carries its idempotency key: without it the preflight fails the order.
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /Idempotency-Key/i);
    const foreign = await ctx.request('GET', '/v2/ui/get-customization', { headers: { Origin: 'http://evil.example' } });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });
});
