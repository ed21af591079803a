// Issue 18, defect 3: the attempt limits hold under parallel requests, because an attempt is
// counted before the password is verified.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES_PER_EMAIL: '10' });
});
after(() => ctx.close());

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('attempt limits under parallel requests', () => {
  it('verifies at most 10 of 40 parallel wrong passwords for one e-mail; the rest answer 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => ctx.request('POST', '/v2/user/login', { body: { email: 'premium@demo.test', password: 'Wrong1234!' } })),
    );
    const counts = tally(answers.map((answer) => answer.status));
    assert.ok((counts[401] ?? 0) <= 10, JSON.stringify(counts));
    assert.equal((counts[401] ?? 0) + (counts[429] ?? 0), 40, JSON.stringify(counts));
    const right = await ctx.request('POST', '/v2/user/login', { body: { email: 'premium@demo.test', password: 'Demo1234!' } });
    assert.equal(right.status, 429);
  });

  it('does not count successful sign-ins from one address', async () => {
    for (let i = 0; i < 12; i++) {
      const answer = await ctx.request('POST', '/v2/user/login', { body: { email: 'legal@demo.test', password: 'Demo1234!' }, address: '192.0.2.50' });
      assert.equal(answer.status, 200, `sign-in ${i + 1}`);
    }
  });

  it('checks at most 10 of 30 parallel wrong current passwords on change-password', async () => {
    const token = await ctx.login('investor@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.request('POST', '/api/v2/auth/change-password', {
          token,
          body: { current_password: 'Wrong1234!', password: 'Another1234!', password_confirmation: 'Another1234!' },
        }),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    assert.ok((counts[422] ?? 0) <= 10, JSON.stringify(counts));
    assert.ok((counts[429] ?? 0) >= 20, JSON.stringify(counts));
  });
});
