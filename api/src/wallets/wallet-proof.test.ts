import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { hashMessage, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import * as t from '../db/schema.js';
import { LOCAL_CHAIN_KEYS } from '../ledger/evm/local-chain.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { newInvestor } from '../test/invest-fixtures.js';
import { readChallengeMessage, SIWE_STATEMENT, statementOf } from './siwe-message.js';

const PFP = '/api/v2/pfp';
const APP = 'http://localhost:3000';
type Investor = { id: string; email: string; token: string };

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

// Anvil's first dev key signs the published vectors; each investor here signs with a key of its own.
const anvil = privateKeyToAccount(LOCAL_CHAIN_KEYS[0]);
const keys = new Map<number, ReturnType<typeof privateKeyToAccount>>();
function keyed(index: number) {
  const account = keys.get(index) ?? privateKeyToAccount(generatePrivateKey());
  keys.set(index, account);
  return account;
}

const challenge = (investor: Investor, address: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = { Origin: APP }) =>
  ctx.request('POST', `${PFP}/users/me/account/wallet/challenge`, { token: investor.token, body: { address, ...extra }, headers });
const verify = (investor: Investor, body: { address: string; message: string; signature: string }) =>
  ctx.request('POST', `${PFP}/users/me/account/wallet/verify`, { token: investor.token, body });
const walletRows = (userId: string) => ctx.deps.db.select().from(t.wallets).where(eq(t.wallets.userId, userId)).orderBy(t.wallets.createdAt);

/** Sessions of this database waiting for a row lock (PostgreSQL). */
async function lockWaiters(): Promise<number> {
  const answer = await ctx.deps.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return Number((answer as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** A challenge for the key's address, signed by `signer` (the same key unless said). */
async function signedChallenge(investor: Investor, index: number, signer = index) {
  const { address } = keyed(index);
  const issued = await challenge(investor, address);
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const message = issued.body.data.message as string;
  return { address, message, signature: await keyed(signer).signMessage({ message }) };
}

describe('EIP-191 personal_sign, with published vectors', () => {
  // viem's own tests (src/accounts/utils/signMessage.test.ts and src/utils/signature/recoverPublicKey.test.ts):
  // anvil's first dev key signs "hello world" and "🥵" to these signatures; the EIP-191 hash of "hello world"
  // ("\x19Ethereum Signed Message:\n11hello world", keccak-256) is the payload their Secp256k1 test signs.
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const vectors = [
    { message: 'hello world', signature: '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b' },
    { message: '🥵', signature: '0x05c99bbbe9fac3ad61721a815d19d6771ad39f3e8dffa7ae7561358f20431d8e7f9e1d487c77355790c79c6eb0b0d63690f690615ef99ee3e4f25eef0317d0701b' },
  ] as const;

  it('hashes with the EIP-191 prefix and verifies each vector as the address, and no other message', async () => {
    assert.equal(hashMessage('hello world'), '0xd9eba16ed0ecae432b71fe008c98cc872bb4cc214d3220a36f365326cf807d68');
    assert.equal(anvil.address, address);
    for (const vector of vectors) {
      assert.equal(await anvil.signMessage({ message: vector.message }), vector.signature);
      assert.equal(await verifyMessage({ address, message: vector.message, signature: vector.signature }), true);
      assert.equal(await verifyMessage({ address, message: `${vector.message}!`, signature: vector.signature }), false);
      assert.equal(await verifyMessage({ address: keyed(1).address, message: vector.message, signature: vector.signature }), false);
    }
  });
});

describe('EIP-4361 messages', () => {
  it("reads the EIP's own example message field by field", () => {
    // The example message of EIP-4361 ("Sign-In with Ethereum"), section "Example message".
    const example = [
      'service.invalid wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
      '',
      'URI: https://service.invalid/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891756',
      'Issued At: 2021-09-30T16:25:24Z',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://example.com/my-web2-claim.json',
    ].join('\n');
    const read = readChallengeMessage(example);
    assert.deepEqual(read && { ...read, issuedAt: read.issuedAt.toISOString() }, {
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      domain: 'service.invalid',
      uri: 'https://service.invalid/login',
      chainId: 1,
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24.000Z',
      expirationTime: undefined,
    });
    assert.equal(parseSiweMessage(example).statement, 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos');
    assert.equal(readChallengeMessage(example.replace('Chain ID: 1\n', '')), undefined, 'a message without its chain id');
    assert.equal(readChallengeMessage('Sign this to log in'), undefined);
  });

  it("writes the statement in the grammar's characters in both languages, whatever the tenant's name", () => {
    for (const language of ['en', 'es'] as const) {
      const statement = statementOf(language, 'Inversión Ñandú <Capital>\nDos');
      assert.match(statement, SIWE_STATEMENT);
      assert.ok(statement.includes('Inversion Nandu Capital'), statement);
    }
  });
});

describe('proving a wallet by signing with it', () => {
  it("issues a message naming the front, the address, the user's language, chain 1 and a nonce that expires", async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const { address } = keyed(3);
    const issued = await challenge(investor, address.toLowerCase(), { language: 'es' });
    assert.equal(issued.status, 200, JSON.stringify(issued.body));
    const fields = parseSiweMessage(issued.body.data.message);
    assert.equal(fields.domain, 'localhost:3000');
    assert.equal(fields.uri, APP);
    assert.equal(fields.address, address, 'the EIP-55 spelling');
    assert.equal(fields.chainId, 1);
    assert.equal(fields.nonce, issued.body.data.nonce);
    assert.match(fields.statement ?? '', /^Firmo para demostrar que controlo esta wallet/);
    assert.equal(fields.expirationTime?.toISOString(), issued.body.data.expires_at);
    assert.equal((fields.expirationTime?.getTime() ?? 0) - (fields.issuedAt?.getTime() ?? 0), 10 * 60_000);
    const english = parseSiweMessage((await challenge(investor, address, { language: 'en' })).body.data.message);
    assert.match(english.statement ?? '', /^I sign to prove that I control this wallet/);
    assert.notEqual(english.nonce, fields.nonce);
    const foreign = parseSiweMessage((await challenge(investor, address, {}, { Origin: 'https://elsewhere.invalid' })).body.data.message);
    assert.equal(foreign.domain, 'localhost:3000', "a foreign origin gets the tenant's own front");
  });

  it('verifies the wallet, keeps the message and signature as evidence, and the account shows it verified', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const proof = await signedChallenge(investor, 4);
    const verified = await verify(investor, proof);
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    assert.equal(verified.body.data.wallet_address, proof.address);
    const [row] = await walletRows(investor.id);
    assert.deepEqual([row?.address, row?.verificationMessage, row?.verificationSignature], [proof.address, proof.message, proof.signature]);
    assert.equal(row?.verifiedAt?.toISOString(), verified.body.data.verified_at);
    const account = await ctx.request('GET', `${PFP}/users/me/account`, { token: investor.token });
    assert.deepEqual(account.body.data.wallet, { wallet_address: proof.address, verified_at: verified.body.data.verified_at });

    const replayed = await verify(investor, proof);
    assert.deepEqual([replayed.status, replayed.body.error], [409, 'wallet_challenge_used']);
  });

  it("verifies the wallet already typed in, in another letter case, and typing another address takes the proof away", async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const { address } = keyed(5);
    const typed = await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: investor.token, body: { wallet_address: address.toLowerCase() } });
    assert.deepEqual(typed.body.data, { wallet_address: address.toLowerCase(), verified_at: null });
    assert.equal((await verify(investor, await signedChallenge(investor, 5))).status, 200);
    const rows = await walletRows(investor.id);
    assert.deepEqual(rows.map((row) => [row.address, row.verifiedAt !== null]), [[address.toLowerCase(), true]], 'the same wallet, verified');

    const again = await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: investor.token, body: { wallet_address: address } });
    assert.notEqual(again.body.data.verified_at, null, 'the same address in another case stays proven');
    const other = await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: investor.token, body: { wallet_address: keyed(6).address } });
    assert.equal(other.body.data.verified_at, null);
    const [row] = await walletRows(investor.id);
    assert.deepEqual([row?.verifiedAt, row?.verificationMessage, row?.verificationSignature], [null, null, null]);
  });

  it('a signed new address takes the place of the wallet tokens are minted to', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: investor.token, body: { wallet_address: keyed(7).address } });
    const proof = await signedChallenge(investor, 8);
    assert.equal((await verify(investor, proof)).status, 200);
    assert.deepEqual((await walletRows(investor.id)).map((row) => [row.address, row.verifiedAt !== null]), [[proof.address, true]]);
  });

  it('refuses each kind of bad proof with its own key, and a good one after them', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const proof = await signedChallenge(investor, 9);
    const refusal = async (body: typeof proof) => {
      const answer = await verify(investor, body);
      return [answer.status, answer.body.error];
    };
    assert.deepEqual(await refusal({ ...proof, message: 'I own it, trust me' }), [422, 'wallet_message_invalid']);
    assert.deepEqual(await refusal({ ...proof, address: keyed(8).address }), [422, 'wallet_message_address_mismatch']);
    assert.deepEqual(await refusal({ ...proof, message: proof.message.replace('localhost:3000 wants', 'phishing.invalid wants') }), [422, 'wallet_message_domain_mismatch']);
    assert.deepEqual(await refusal({ ...proof, message: proof.message.replace('URI: http://localhost:3000', 'URI: https://phishing.invalid') }), [422, 'wallet_message_domain_mismatch']);
    assert.deepEqual(await refusal({ ...proof, message: proof.message.replace('Chain ID: 1', 'Chain ID: 5') }), [422, 'wallet_challenge_unknown']);
    assert.deepEqual(await refusal({ ...proof, message: proof.message.replace(/Nonce: \w+/, 'Nonce: abcdefgh12345678') }), [422, 'wallet_challenge_unknown']);
    assert.deepEqual(await refusal({ ...proof, signature: await keyed(8).signMessage({ message: proof.message }) }), [422, 'wallet_signature_invalid']);
    assert.deepEqual(await refusal({ ...proof, signature: `0x${'11'.repeat(65)}` }), [422, 'wallet_signature_invalid']);
    const malformed = await verify(investor, { ...proof, signature: 'not a signature' });
    assert.deepEqual([malformed.status, malformed.body.fields?.signature?.key], [400, 'validator.error_wallet_signature']);

    const stranger = await newInvestor(ctx, { onboarded: true });
    const theirs = await verify(stranger, proof);
    assert.deepEqual([theirs.status, theirs.body.error], [422, 'wallet_challenge_unknown'], "another user's challenge");
    assert.equal((await verify(investor, proof)).status, 200, 'the refusals did not use the nonce up');
  });

  it('refuses a message past its expiration time', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const proof = await signedChallenge(investor, 10);
    ctx.clock.advance(10 * 60_000 + 1000);
    try {
      const late = await verify(investor, proof);
      assert.deepEqual([late.status, late.body.error], [422, 'wallet_challenge_expired']);
      assert.equal((await challenge(investor, proof.address)).status, 200);
      const kept = await ctx.deps.db.select({ nonce: t.walletChallenges.nonce }).from(t.walletChallenges).where(eq(t.walletChallenges.userId, investor.id));
      assert.equal(kept.length, 1, 'a new challenge clears the expired ones');
    } finally {
      ctx.clock.reset();
    }
    assert.equal((await walletRows(investor.id)).length, 0);
  });

  it("refuses another user's address, at the challenge and at the proof", async () => {
    const owner = await newInvestor(ctx, { onboarded: true });
    const claimant = await newInvestor(ctx, { onboarded: true });
    const proof = await signedChallenge(claimant, 11);
    await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: owner.token, body: { wallet_address: proof.address } });
    const issued = await challenge(claimant, proof.address);
    assert.deepEqual([issued.status, issued.body.error], [409, 'wallet_address_taken']);
    const verified = await verify(claimant, proof);
    assert.deepEqual([verified.status, verified.body.error], [409, 'wallet_address_taken']);
    assert.deepEqual(await walletRows(claimant.id), []);
  });

  it('of two verifications of one nonce at once, one wins and the other is refused', async (test) => {
    if (ctx.kind !== 'postgres') return test.skip('one connection (PGlite) runs them one after the other');
    const investor = await newInvestor(ctx, { onboarded: true });
    const proof = await signedChallenge(investor, 12);
    const nonce = parseSiweMessage(proof.message).nonce ?? '';
    // The challenge's row is held while both verifications pass their checks and reach the
    // consuming update; let go, one consumes it and the other finds it used.
    const both = await ctx.deps.db.transaction(async (tx) => {
      await tx.select({ id: t.walletChallenges.id }).from(t.walletChallenges).where(eq(t.walletChallenges.nonce, nonce)).for('update');
      const racing = Promise.all([verify(investor, proof), verify(investor, proof)]);
      for (let waited = 0; (await lockWaiters()) < 2; waited += 1) {
        if (waited > 200) throw new Error('the verifications never reached the update');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return { racing };
    });
    const answers = await both.racing;
    assert.deepEqual(answers.map((answer) => [answer.status, answer.body.error]).sort(), [[200, undefined], [409, 'wallet_challenge_used']]);
    assert.equal((await walletRows(investor.id)).length, 1);
  });
});

describe("the chain id is the tenant's chain when its deployment names one", () => {
  let chained: TestContext;
  before(async () => {
    const evm = { rpc_url: 'http://127.0.0.1:8545', chain_id: 31337, agent_key: LOCAL_CHAIN_KEYS[0] };
    chained = await createTestContext({ PAYMENT_PROVIDER_SECRETS: JSON.stringify({ '*': { evm } }) });
  });
  after(() => chained.close());

  it('names it in the message', async () => {
    const investor = await newInvestor(chained, { onboarded: true });
    const issued = await chained.request('POST', `${PFP}/users/me/account/wallet/challenge`, { token: investor.token, body: { address: keyed(13).address } });
    assert.equal(issued.status, 200, JSON.stringify(issued.body));
    assert.equal(parseSiweMessage(issued.body.data.message).chainId, 31337);
  });
});
