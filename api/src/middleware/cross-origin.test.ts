// Issue 17: the API answers browsers of its tenant's own front ends only (CORS), and sends the
// secure-headers family on every answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../test/harness.js';

let ctx: TestContext;
let investor = '';
before(async () => {
  ctx = await createTestContext();
  investor = await ctx.login('investor@demo.test');
});
after(() => ctx.close());

/** A browser's preflight before a signed-in call from `origin` to the API at `host`. */
const preflight = (origin: string, host = 'localhost') =>
  ctx.request('OPTIONS', '/api/v2/pfp/users/me/account', {
    host,
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-user-access-token' },
  });

describe('CORS', () => {
  it('lets the host and every remote of the demo tenant call with the session header, in development', async () => {
    for (const port of [3000, 3001, 3002, 3003, 3004]) {
      const origin = `http://localhost:${port}`;
      const answer = await preflight(origin);
      assert.equal(answer.headers.get('access-control-allow-origin'), origin);
      assert.match(answer.headers.get('access-control-allow-headers') ?? '', /X-USER-ACCESS-TOKEN/i);
    }
    const call = await ctx.request('GET', '/api/v2/pfp/users/me/account', { token: investor, headers: { Origin: 'http://localhost:3000' } });
    assert.equal(call.status, 200);
    assert.equal(call.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });

  it('answers no Access-Control-Allow-Origin to a foreign site, so its page cannot read the answer', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:3000', 'null', 'http://localhost:3000/path']) {
      assert.equal((await preflight(origin)).headers.get('access-control-allow-origin'), null, origin);
      const call = await ctx.request('GET', '/api/v2/pfp/users/me/account', { token: investor, headers: { Origin: origin } });
      assert.equal(call.headers.get('access-control-allow-origin'), null, origin);
    }
  });

  it("names the tenant's own front ends, not another tenant's", async () => {
    assert.equal((await preflight('http://exeu.localhost:3000', 'exeu.localhost')).headers.get('access-control-allow-origin'), 'http://exeu.localhost:3000');
    assert.equal((await preflight('http://exeu.localhost:3000', 'localhost')).headers.get('access-control-allow-origin'), null);
    assert.equal((await preflight('http://localhost:3000', 'exeu.localhost')).headers.get('access-control-allow-origin'), null);
  });

  it('allows a front-end origin of the deployment given in CORS_ORIGINS', async () => {
    const configured = await createTestContext({ CORS_ORIGINS: 'https://app.partner.example' });
    try {
      const answer = await configured.request('OPTIONS', '/api/v2/pfp/users/me/account', {
        headers: { Origin: 'https://app.partner.example', 'Access-Control-Request-Method': 'GET' },
      });
      assert.equal(answer.headers.get('access-control-allow-origin'), 'https://app.partner.example');
    } finally {
      await configured.close();
    }
  });
});

describe('secure headers', () => {
  it('are sent with data, errors and unknown paths alike', async () => {
    const answers = [
      await ctx.request('GET', '/api/v2/pfp/users/me/account', { token: investor }),
      await ctx.request('GET', '/api/v2/pfp/users/me/account'),
      await ctx.request('GET', '/no/such/path'),
    ];
    for (const { headers, status } of answers) {
      assert.equal(headers.get('x-content-type-options'), 'nosniff', String(status));
      assert.equal(headers.get('x-frame-options'), 'DENY', String(status));
      assert.equal(headers.get('referrer-policy'), 'no-referrer', String(status));
      assert.match(headers.get('strict-transport-security') ?? '', /max-age=\d+/, String(status));
      assert.match(headers.get('content-security-policy') ?? '', /default-src 'none'.*frame-ancestors 'none'/, String(status));
      // The fronts show the API's images from their own origins.
      assert.equal(headers.get('cross-origin-resource-policy'), 'cross-origin', String(status));
    }
  });

  it("keep a page's own policy: the docs run their scripts, an uploaded file stays sandboxed", async () => {
    const docs = await ctx.request('GET', '/docs', { address: '127.0.0.1' });
    assert.equal(docs.status, 200);
    assert.match(docs.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(docs.headers.get('x-content-type-options'), 'nosniff');
  });
});
