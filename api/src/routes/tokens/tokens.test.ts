import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Token, TokenCandidate, TokenList } from 'shared';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug } from '../../test/invest-fixtures.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
const tokens = { manager: '', entrepreneur: '', investor: '', exeuManager: '' };
before(async () => {
  ctx = await createTestContext();
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  tokens.investor = await ctx.login('investor@demo.test');
  tokens.exeuManager = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
});
after(() => ctx.close());

const naming = { name: 'Olive Oil Token', symbol: 'OLIVE', acronym: 'OOC' };
const create = (body: unknown, token = tokens.manager) => ctx.request('POST', `${PFP}/tokens`, { token, body });
const candidates = async () =>
  (await ctx.request<{ data: TokenCandidate[] }>('GET', `${PFP}/tokens/issuances-without-token`, { token: tokens.manager })).body.data;

describe('GET /tokens and GET /tokens/{id}', () => {
  it("lists the tenant's tokens with what was minted of each and by how many holders", async () => {
    const answer = await ctx.request<TokenList>('GET', `${PFP}/tokens`, { token: tokens.manager });
    assert.equal(answer.status, 200);
    // The seed gives their token to the two closed rounds with minted investments.
    assert.deepEqual(answer.body.data.map((token) => token.issuance_slug).sort(), ['bridge-notes-2027', 'wind-repowering']);
    const wind = answer.body.data.find((token) => token.issuance_slug === 'wind-repowering');
    // Wind Repowering's MINTED investments: 80 + 400 + 20 + 2000 tokens, four investors.
    assert.deepEqual([wind?.supply, wind?.price, wind?.minted, wind?.holders], [8000, '25.00', 2500, 4]);

    const sheet = await ctx.request<{ data: Token }>('GET', `${PFP}/tokens/${wind?.id}`, { token: tokens.manager });
    assert.equal(sheet.status, 200);
    assert.deepEqual(sheet.body.data, wind);
  });

  it('searches by name, symbol, acronym or project and pages', async () => {
    const found = await ctx.request<TokenList>('GET', `${PFP}/tokens?q=bridge&per_page=1`, { token: tokens.manager });
    assert.deepEqual(found.body.data.map((token) => token.issuance_slug), ['bridge-notes-2027']);
    assert.deepEqual(found.body.meta, { page: 1, per_page: 1, total: 1, total_pages: 1 });
  });

  it("does not find another tenant's token, nor one by a made-up id", async () => {
    const exeu = await ctx.request<TokenList>('GET', `${PFP}/tokens`, { token: tokens.exeuManager, host: 'exeu.localhost' });
    const exeuToken = exeu.body.data[0];
    assert.ok(exeuToken);
    const answer = await ctx.request('GET', `${PFP}/tokens/${exeuToken.id}`, { token: tokens.manager });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, 'token_not_found');
    assert.equal((await ctx.request('GET', `${PFP}/tokens/not-a-token`, { token: tokens.manager })).status, 404);
  });

  it('is for managers only', async () => {
    for (const token of [tokens.entrepreneur, tokens.investor]) {
      assert.equal((await ctx.request('GET', `${PFP}/tokens`, { token })).status, 403);
      assert.equal((await create({ issuance_id: 'x', ...naming }, token)).status, 403);
    }
  });
});

describe('POST /tokens', () => {
  it("creates the issuance's token with its tokens for sale as supply and its token price, and takes it off the candidates", async () => {
    const olive = await issuanceBySlug(ctx, 'olive-oil-cooperative');
    assert.ok((await candidates()).some((candidate) => candidate.issuance_id === olive.id));

    const answer = await create({ issuance_id: olive.id, ...naming, contract_address: '0x00000000000000000000000000000000000000aa' });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual(
      { ...answer.body.data, id: undefined, created_at: undefined },
      {
        id: undefined,
        created_at: undefined,
        issuance_id: olive.id,
        issuance_title: 'Olive Oil Cooperative',
        issuance_slug: 'olive-oil-cooperative',
        ...naming,
        supply: 9000,
        price: '15.00',
        contract_address: '0x00000000000000000000000000000000000000aa',
        // On the built-in ledger: no chain deployment, no explorer.
        contract_url: null,
        deployment_status: null,
        minted: 0,
        holders: 0,
      },
    );
    assert.ok(!(await candidates()).some((candidate) => candidate.issuance_id === olive.id));
  });

  it('refuses a second token for the same issuance (409 token_exists), even sent twice at once', async () => {
    const sevilla = await issuanceBySlug(ctx, 'sevilla-offices');
    const answers = await Promise.all([create({ issuance_id: sevilla.id, ...naming }), create({ issuance_id: sevilla.id, ...naming })]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409]);
    assert.equal(answers.find((answer) => answer.status === 409)?.body.error, 'token_exists');
    const wind = await issuanceBySlug(ctx, 'wind-repowering');
    const seeded = await create({ issuance_id: wind.id, ...naming });
    assert.equal(seeded.status, 409);
    assert.equal(seeded.body.error, 'token_exists');
  });

  it("refuses another tenant's issuance as if it did not exist", async () => {
    const exeuLofts = await issuanceBySlug(ctx, 'valencia-lofts', 'exeu.localhost');
    const answer = await create({ issuance_id: exeuLofts.id, ...naming });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, 'issuance_not_found');
    assert.equal((await create({ issuance_id: 'not-an-issuance', ...naming })).status, 404);
  });

  it('answers a message key per invalid field', async () => {
    const empty = await create({});
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'validation_error');
    assert.deepEqual(Object.keys(empty.body.fields).sort(), ['acronym', 'issuance_id', 'name', 'symbol']);
    for (const field of Object.values(empty.body.fields) as { key: string }[]) assert.match(field.key, /^validator\./);

    const lofts = await issuanceBySlug(ctx, 'valencia-lofts');
    const invalid = await create({ issuance_id: lofts.id, name: 'X', symbol: 'WAY-TOO-LONG-SYMBOL', acronym: 'OK', contract_address: 'not-an-address' });
    assert.equal(invalid.status, 400);
    assert.deepEqual(Object.keys(invalid.body.fields).sort(), ['contract_address', 'name', 'symbol']);
    assert.ok((await candidates()).some((candidate) => candidate.issuance_id === lofts.id), 'nothing created');
  });
});

describe('DELETE /tokens/{id}', () => {
  it('removes a token nothing was minted of, so the issuance can take a new one', async () => {
    const coworking = await issuanceBySlug(ctx, 'coworking-franchise');
    const created = await create({ issuance_id: coworking.id, ...naming });
    assert.equal(created.status, 201);
    const removed = await ctx.request('DELETE', `${PFP}/tokens/${created.body.data.id}`, { token: tokens.manager });
    assert.equal(removed.status, 204);
    assert.equal((await ctx.request('GET', `${PFP}/tokens/${created.body.data.id}`, { token: tokens.manager })).status, 404);
    assert.equal((await create({ issuance_id: coworking.id, ...naming })).status, 201);
  });

  it('keeps a token once some of it was minted (409 token_minted)', async () => {
    const list = await ctx.request<TokenList>('GET', `${PFP}/tokens?q=wind`, { token: tokens.manager });
    const wind = list.body.data[0];
    assert.ok(wind);
    const answer = await ctx.request('DELETE', `${PFP}/tokens/${wind.id}`, { token: tokens.manager });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'token_minted');
  });
});
