import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issuanceListQuerySchema } from 'shared';
import * as v from 'valibot';
import type { Principal } from '../app-env.js';
import { findSession } from '../auth/sessions.js';
import { DEMO_PASSWORD } from '../db/seed/seed.js';
import { ApiError } from '../lib/errors.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { nextStep, placeOrder } from './invest/invest.handlers.js';
import { getIssuances, setFollowing } from './issuances/issuances.handlers.js';
import { login } from './session/session.handlers.js';

/** Use cases take plain values, so a test, the seed or a job calls them without an HTTP request. */

let ctx: TestContext;
let tenant: Tenant;
before(async () => {
  ctx = await createTestContext();
  const resolved = await ctx.deps.tenants.resolve('localhost');
  assert.ok(resolved);
  tenant = resolved;
});
after(() => ctx.close());

async function signIn(email: string): Promise<{ token: string; principal: Principal }> {
  const answer = await login(ctx.deps, tenant, { email, password: DEMO_PASSWORD, secret: false }, '127.0.0.1');
  const token = answer.data.accessToken;
  const session = await findSession(ctx.deps.db, ctx.deps.clock, tenant.id, token);
  assert.ok(session);
  return { token, principal: { user: session.user, session } };
}

describe('use cases called without Hono', () => {
  it('signs in, and the token it returns works over HTTP', async () => {
    const { token } = await signIn('investor@demo.test');
    const me = await ctx.request('GET', '/api/v2/pfp/users/me', { token });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.email, 'investor@demo.test');
  });

  it('refuses with the ApiError the route answers with', async () => {
    const refusal = login(ctx.deps, tenant, { email: 'investor@demo.test', password: 'NotTheOne1!', secret: false }, '127.0.0.1');
    await assert.rejects(refusal, (error) => error instanceof ApiError && error.status === 401 && error.key === 'invalid_credentials');
    const { principal } = await signIn('investor@demo.test');
    const unknown = setFollowing(ctx.deps, { tenant, principal }, '00000000-0000-4000-8000-000000000000', true);
    await assert.rejects(unknown, (error) => error instanceof ApiError && error.status === 404 && error.key === 'issuance_not_found');
  });

  it("lists a caller's issuances exactly as the route does", async () => {
    const { token, principal } = await signIn('manager@demo.test');
    const query = v.parse(issuanceListQuerySchema, { per_page: '5', sort: 'title' });
    const direct = await getIssuances(ctx.deps, { tenant, principal }, query, 'http://localhost');
    const overHttp = await ctx.request('GET', '/api/v2/pfp/issuances?per_page=5&sort=title', { token });
    assert.equal(overHttp.status, 200);
    assert.equal(direct.data.length, 5);
    assert.deepEqual(JSON.parse(JSON.stringify(direct)), overHttp.body);
  });

  it('places an order and reads the next step without a request, as a job or the seed would', async () => {
    const { token, principal } = await signIn('premium@demo.test');
    const placed = await placeOrder(ctx.deps, { tenant, principal }, 'fleet-leasing-pool', { tokens: 2, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true }, 'use-case-order-1');
    assert.equal(placed.created, true);
    assert.equal(placed.data.status, 'CREATED');
    const next = await nextStep(ctx.deps, { tenant, principal }, 'fleet-leasing-pool');
    assert.equal(next.data.kind, 'invest');
    const overHttp = await ctx.request('GET', '/api/v2/pfp/invest/fleet-leasing-pool/next-step', { token });
    assert.deepEqual(overHttp.body, next);
  });
});
