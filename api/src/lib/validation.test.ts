import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../test/harness.js';

let ctx: TestContext;
let token = '';
before(async () => {
  ctx = await createTestContext();
  token = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

describe('validation errors', () => {
  // Found by the fuzzing: a repeated parameter is an array, and valibot's English sentence was sent as the key.
  it('name a message key for a repeated query parameter, never a sentence', async () => {
    const response = await ctx.request('GET', '/api/v2/pfp/issuances?q=solar&q=wind', { token });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { error: 'validation_error', hide_error: false, fields: { q: { key: 'validator.form_field_invalid' } } });
  });

  it('keep the key and its parameters that the schema names', async () => {
    const response = await ctx.request('GET', `/api/v2/pfp/issuances?q=${'x'.repeat(101)}`, { token });
    assert.equal(response.status, 400);
    assert.match(response.body.fields.q.key, /^validator\./);
    assert.notEqual(response.body.fields.q.key, 'validator.form_field_invalid');
  });
});
