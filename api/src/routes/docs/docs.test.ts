import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('the documentation page assets', () => {
  // Found by the fuzzing: `__proto__` looked up in a plain object found Object.prototype and answered 500.
  it('answers 404 not_found for names of the object prototype', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await ctx.request('GET', `/docs/assets/${name}`);
      assert.equal(response.status, 404, name);
      assert.deepEqual(response.body, { error: 'not_found', hide_error: false });
    }
  });
});
