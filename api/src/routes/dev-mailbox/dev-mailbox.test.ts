import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseEnv } from '../../env.js';
import { listen } from '../../lib/listen.js';
import { createTestContext, LOOPBACK, type TestContext } from '../../test/harness.js';

describe('the development mailbox', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  it('does not hand a reset token to a caller from another machine (account takeover of issue 18)', async () => {
    const forgot = await ctx.request('POST', '/api/v2/auth/forgot-password', { body: { email: 'investor@demo.test' }, address: '203.0.113.9' });
    assert.equal(forgot.status, 200);
    for (const path of ['/dev/mailbox.json?to=investor@demo.test', '/dev/mailbox?to=investor@demo.test']) {
      const answer = await ctx.request('GET', path, { address: '203.0.113.9' });
      assert.equal(answer.status, 404, path);
      assert.doesNotMatch(new TextDecoder().decode(answer.bytes), /token|remember-password/, path);
    }
  });

  it('shows the mail to a caller on this machine, IPv4 or IPv6', async () => {
    await ctx.request('POST', '/api/v2/auth/forgot-password', { body: { email: 'premium@demo.test' } });
    for (const address of [LOOPBACK, '::1', '::ffff:127.0.0.1']) {
      const answer = await ctx.request('GET', '/dev/mailbox.json?to=premium@demo.test', { address });
      assert.equal(answer.status, 200, address);
      assert.match(answer.body.data[0].meta.token, /^[\w-]{20,}$/, address);
    }
    const page = await ctx.request('GET', '/dev/mailbox?to=premium@demo.test', { address: LOOPBACK });
    assert.equal(page.status, 200);
    // premium@ never chose a language: the mail is in the tenant's default, Spanish.
    assert.match(String(page.body), /Restablece tu contraseña/);
  });

  it('does not take a request forwarded by a proxy on this machine for a local one', async () => {
    const untrusting = await createTestContext({ TRUST_PROXY: 'false' });
    try {
      // Without a trusted proxy the socket decides: in-process requests have none, so build one.
      const request = (headers: Record<string, string>) =>
        untrusting.app.request('/dev/mailbox.json', { headers }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
      assert.equal((await request({})).status, 200);
      assert.equal((await request({ 'X-Forwarded-For': '203.0.113.9' })).status, 404);
      assert.equal((await request({ Forwarded: 'for=203.0.113.9' })).status, 404);
    } finally {
      await untrusting.close();
    }
  });

  it('is not mounted unless DEV_MAILBOX opts in', async () => {
    const plain = await createTestContext({ DEV_MAILBOX: 'false' });
    try {
      const answer = await plain.request('GET', '/dev/mailbox.json', { address: LOOPBACK });
      assert.equal(answer.status, 404);
    } finally {
      await plain.close();
    }
  });

  it('cannot be turned on in production', () => {
    assert.equal(parseEnv({}).DEV_MAILBOX, false);
    assert.throws(() => parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }), /DEV_MAILBOX/);
  });
});

describe('where the API listens', () => {
  it('listens on loopback only when no HOST is configured', async () => {
    const listening = await listen(() => new Response('ok'), 0, undefined);
    try {
      assert.ok(listening.hosts.length >= 1);
      for (const host of listening.hosts) assert.ok(host === '127.0.0.1' || host === '::1', host);
      const answer = await fetch(`http://127.0.0.1:${listening.port}/`);
      assert.equal(await answer.text(), 'ok');
    } finally {
      await listening.close();
    }
  });

  it('listens where HOST says', async () => {
    const listening = await listen(() => new Response('ok'), 0, '127.0.0.1');
    try {
      assert.deepEqual(listening.hosts, ['127.0.0.1']);
    } finally {
      await listening.close();
    }
  });
});
