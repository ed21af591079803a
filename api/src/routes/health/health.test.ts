import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('operations endpoints', () => {
  it('GET /health reports the database reachable, on any host', async () => {
    const response = await ctx.request('GET', '/health', { host: 'monitoring.internal' });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok', database: ctx.kind });
  });

  it('gives every answer a request id, and keeps a sane one sent by the caller', async () => {
    const generated = await ctx.request('GET', '/health');
    assert.match(generated.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    const kept = await ctx.request('GET', '/health', { headers: { 'X-Request-Id': 'trace-123' } });
    assert.equal(kept.headers.get('x-request-id'), 'trace-123');
  });

  it('GET /openapi.json documents the routes with the shared schemas', async () => {
    const response = await ctx.request('GET', '/openapi.json');
    assert.equal(response.status, 200);
    assert.equal(response.body.openapi, '3.1.0');
    const paths = Object.keys(response.body.paths);
    for (const path of ['/v2/ui/get-customization', '/v2/user/login', '/v2/user/login-secret', '/v2/user/logout', '/api/v2/auth/register', '/api/v2/pfp/users/me']) {
      assert.ok(paths.includes(path), `${path} is documented`);
    }
    const login = response.body.paths['/v2/user/login'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(login.required, ['email', 'password']);
    const register = response.body.paths['/api/v2/auth/register'].post.requestBody.content['application/json'].schema;
    assert.ok(register.properties.terms_accepted);
  });

  it('GET /docs serves a page whose assets come from the server, not a CDN', async () => {
    const page = await ctx.request('GET', '/docs');
    assert.equal(page.status, 200);
    const sources = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    assert.ok(sources.length >= 3);
    for (const source of sources) {
      assert.ok(source.startsWith('/docs/assets/'), `${source} is local`);
      assert.equal((await ctx.request('GET', source)).status, 200, source);
    }
    assert.equal((await ctx.request('GET', '/docs/assets/package.json')).status, 404);
  });
});

describe('unexpected failures', () => {
  it('answer 500 internal_error in the error shape, and /health 503, when the database is gone', async () => {
    const broken = await createTestContext();
    await broken.deps.database.close();
    try {
      const response = await broken.request('GET', '/v2/ui/get-customization');
      assert.equal(response.status, 500);
      assert.deepEqual(response.body, { error: 'internal_error', hide_error: false });
      const health = await broken.request('GET', '/health');
      assert.equal(health.status, 503);
      assert.equal(health.body.status, 'error');
    } finally {
      await broken.close();
    }
  });
});
