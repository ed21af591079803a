import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { heldTokens } from '../../ledger/holdings.js';
import { createTestContext, type TestContext } from '../harness.js';
import { issuanceBySlug, mintedInvestment, newInvestor } from '../invest-fixtures.js';
import { fillPath, readDocumentedOperations, type DocumentedOperation, type JsonSchema } from './operations.js';

/**
 * Issue 33's class of defect: an address that names a user must never open that user's tokens.
 * Every documented operation whose JSON body has a field named like an address is found in the
 * OpenAPI document; each one is either called here by an investor with another investor's
 * address, or listed as not naming a holder. A new field fails this file until it is one or the other.
 */

/** Field names that may carry a wallet address. */
const ADDRESS_FIELD = /wallet|address/i;

type Field = `${string} ${string}`;

interface Scene {
  /** The victim's project, of which the caller holds nothing. */
  issuanceId: string;
}

interface HolderRoute {
  params?: Record<string, string>;
  /** The rest of a body the route accepts, beside the address. */
  body: (scene: Scene) => Record<string, unknown>;
}

/** Fields that take a holder's address: sent with the victim's, each must be refused (4xx after validation). */
const HOLDER_FIELDS: Record<Field, HolderRoute> = {
  // Claiming the victim's address as one's own wallet.
  'PUT /api/v2/pfp/users/me/account/wallet wallet_address': { body: () => ({}) },
  // Asking to prove the victim's address, or proving it without the victim's signature.
  'POST /api/v2/pfp/users/me/account/wallet/challenge address': { body: () => ({}) },
  'POST /api/v2/pfp/users/me/account/wallet/verify address': { body: () => ({ message: 'I own it', signature: `0x${'11'.repeat(65)}` }) },
  // Naming the victim's wallet to move the victim's tokens: the caller has none of them to move.
  'POST /api/v2/pfp/transfers destination_wallet': { body: ({ issuanceId }) => ({ issuance_id: issuanceId, tokens: 1 }) },
};

/** Fields named like an address that name no holder, and why. */
const NOT_HOLDERS: Record<Field, string> = {
  'PUT /api/v2/pfp/users/me/account/legal address': 'a postal address',
  'PUT /api/v2/pfp/users/me/account/company address': "the company's postal address",
  'PUT /api/v2/pfp/users/me/additional-data legal.address': 'a postal address',
  'POST /api/v2/pfp/tokens contract_address': "the token's contract, set by a manager; it holds nobody's tokens",
  'PUT /api/v2/pfp/manager/payment-settings method_providers.crypto_wallet': "the name of the adapter that takes crypto payments, not an address",
};

/** The dotted paths of the body's properties whose names look like an address. */
function addressFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(ADDRESS_FIELD.test(name) ? [`${prefix}${name}`] : []),
    ...addressFields(property, `${prefix}${name}.`),
  ]);
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((variant) => addressFields(variant, prefix));
  return [...new Set([...own, ...nested, ...addressFields(schema.items, prefix)])];
}

function documentedAddressFields(documented: Map<string, DocumentedOperation>): Field[] {
  return [...documented].flatMap(([key, operation]) => addressFields(operation.requestBody?.content['application/json']?.schema).map((field): Field => `${key} ${field}`)).sort();
}

/** 0x and 40 hex characters with letters, so that a change of case spells it differently. */
const newAddress = () => `0xab${randomBytes(19).toString('hex')}`;
const otherCase = (address: string) => `0x${address.slice(2).toUpperCase()}`;

let ctx: TestContext;
let documented: Map<string, DocumentedOperation>;
let wind = '';

before(async () => {
  ctx = await createTestContext();
  documented = await readDocumentedOperations(ctx);
  wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
});
after(() => ctx.close());

const PFP = '/api/v2/pfp';
const walletsOf = async (userId: string) => (await ctx.deps.db.select({ address: t.wallets.address }).from(t.wallets).where(eq(t.wallets.userId, userId))).map((row) => row.address);

/** A victim holding 10 tokens at their own wallet, a caller with a wallet of its own and none of those tokens, and a third investor. */
async function scene() {
  const [victim, caller, third] = [await newInvestor(ctx, { onboarded: true }), await newInvestor(ctx, { onboarded: true }), await newInvestor(ctx, { onboarded: true })];
  const victimAddress = newAddress();
  for (const [person, address] of [[victim, victimAddress], [caller, newAddress()]] as const) {
    const saved = await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: person.token, body: { wallet_address: address } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  }
  await mintedInvestment(ctx, victim.id, wind, 10);
  return { victim, caller, third, victimAddress };
}

describe('an address never opens somebody else’s tokens (issue 33)', () => {
  it('knows every documented body field named like an address', () => {
    const found = documentedAddressFields(documented);
    const known = [...Object.keys(HOLDER_FIELDS), ...Object.keys(NOT_HOLDERS)].sort();
    assert.ok(found.length > 0, 'the OpenAPI document shows no address field at all: the search is broken');
    assert.deepEqual(found, known, 'a field named like an address: add it to HOLDER_FIELDS (with a body that is accepted) or to NOT_HOLDERS (with why)');
  });

  for (const [field, route] of Object.entries(HOLDER_FIELDS)) {
    const [method = '', path = '', name = ''] = field.split(' ');
    for (const spelling of ['as written', 'in another case'] as const) {
      it(`${method} ${path}: ${name} with another investor's address (${spelling}) is refused and moves none of their tokens`, async () => {
        const { victim, caller, third, victimAddress } = await scene();
        const victimWallets = await walletsOf(victim.id);
        const address = spelling === 'as written' ? victimAddress : otherCase(victimAddress);

        const answer = await ctx.request(method, fillPath(path, route.params ?? {}), { token: caller.token, body: { ...route.body({ issuanceId: wind }), [name]: address } });
        assert.ok(answer.status >= 400 && answer.status < 500 && answer.body.error !== 'validation_error', `${answer.status} ${JSON.stringify(answer.body)}`);
        assert.deepEqual(await walletsOf(victim.id), victimWallets);
        assert.ok(!(await walletsOf(caller.id)).some((own) => own.toLowerCase() === victimAddress.toLowerCase()), 'the caller has the address');

        // Whatever the call did, the caller cannot spend the victim's tokens afterwards.
        const spent = await ctx.request('POST', `${PFP}/transfers`, { token: caller.token, body: { issuance_id: wind, tokens: 1, destination_email: third.email } });
        assert.deepEqual([spent.status, spent.body.error], [409, 'insufficient_tokens']);
        assert.equal(await heldTokens(ctx.deps, ctx.deps.db, wind, victim.id), 10);
        assert.equal(await heldTokens(ctx.deps, ctx.deps.db, wind, caller.id), 0);
      });
    }
  }
});
