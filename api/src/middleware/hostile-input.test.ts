// Issue 18, defects 5 and 6: input no client should send must answer 400 with a key (or 401 for
// an anonymous caller), never 500.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/harness.js';

let ctx: TestContext;
let manager = '';
let draftId = '';
before(async () => {
  ctx = await createTestContext();
  manager = await ctx.login('manager@demo.test');
  const [row] = await ctx.deps.db
    .select({ id: t.issuances.id })
    .from(t.issuances)
    .innerJoin(t.tenants, eq(t.tenants.id, t.issuances.tenantId))
    .where(and(eq(t.issuances.slug, 'sorolla-study'), eq(t.tenants.slug, 'demo')));
  assert.ok(row);
  draftId = row.id;
});
after(() => ctx.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n% a test document\n%%EOF\n');

function invalidField(body: { error?: string; fields?: Record<string, { key: string }> }): string | undefined {
  assert.equal(body.error, 'validation_error');
  const [field] = Object.entries(body.fields ?? {});
  assert.equal(field?.[1].key, 'validator.form_field_invalid');
  return field?.[0];
}

describe('a NUL byte in any text', () => {
  it('in a path parameter, without signing in', async () => {
    const response = await ctx.request('GET', '/api/v2/pfp/public/issuances/%00');
    assert.equal(response.status, 400);
    assert.equal(invalidField(response.body), 'path');
  });

  it('in a query string, named by its parameter', async () => {
    const response = await ctx.request('GET', '/api/v2/pfp/issuances?q=solar%00', { token: manager });
    assert.equal(response.status, 400);
    assert.equal(invalidField(response.body), 'q');
  });

  it('in a JSON body, named by its field', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor@demo.test', password: 'Demo1234!\u0000' } });
    assert.equal(response.status, 400);
    assert.equal(invalidField(response.body), 'password');
  });

  it('in a JSON body nested thousands deep, without overflowing the stack', async () => {
    const deep = `{"email":${'{"a":'.repeat(5000)}"x\\u0000"${'}'.repeat(5000)}}`;
    const response = await ctx.request('POST', '/api/v2/auth/resend-code', { rawBody: deep, headers: { 'Content-Type': 'application/json' } });
    assert.equal(response.status, 400);
    assert.match(invalidField(response.body) ?? '', /^email(\.a)+$/);
  });

  it('in a document name and in a file name', async () => {
    const named = new FormData();
    named.append('file', new Blob([PDF]), 'deck.pdf');
    named.append('name', 'Deck\u0000');
    const byName = await ctx.request('POST', `/api/v2/pfp/issuances/${draftId}/documents`, { token: manager, form: named });
    assert.equal(byName.status, 400);
    assert.equal(invalidField(byName.body), 'name');
    const file = new FormData();
    file.append('file', new Blob([PDF]), 'deck\u0000.pdf');
    const byFile = await ctx.request('POST', `/api/v2/pfp/issuances/${draftId}/documents`, { token: manager, form: file });
    assert.equal(byFile.status, 400);
    assert.equal(invalidField(byFile.body), 'file');
  });
});

describe('a malformed multipart body', () => {
  const bodies: Record<string, { type: string; body: string }> = {
    'no boundary': { type: 'multipart/form-data', body: 'garbage' },
    'a boundary the body never uses': { type: 'multipart/form-data; boundary=abc', body: '--xyz\r\n\r\nhello' },
    'a body cut in the middle': { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF' },
  };
  for (const [what, { type, body }] of Object.entries(bodies)) {
    for (const kind of ['images', 'documents']) {
      it(`answers 400 malformed_multipart or a field error to ${what} on ${kind}`, async () => {
        const response = await ctx.request('POST', `/api/v2/pfp/issuances/${draftId}/${kind}`, { token: manager, rawBody: body, headers: { 'Content-Type': type } });
        assert.equal(response.status, 400, JSON.stringify(response.body));
        assert.ok(['malformed_multipart', 'validation_error'].includes(response.body.error), response.body.error);
      });
    }
  }

  it('answers 401 to an anonymous upload before looking at its content type', async () => {
    for (const type of ['text/plain', 'multipart/form-data']) {
      const response = await ctx.request('POST', `/api/v2/pfp/issuances/${draftId}/images`, { rawBody: 'x', headers: { 'Content-Type': type } });
      assert.equal(response.status, 401, type);
    }
  });
});
