import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { dataUrl, png } from '../payment-fixtures.js';
import type { Api, WriteKind } from './writes.js';

/** The managers' moves of the kill test (registered in `writeKinds`): a transfer confirmed or rejected, a mint. */

const INVESTOR = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const SLUG = 'fleet-leasing-pool';
const RECEIPT = new TextEncoder().encode('%PDF-1.4\n% manager review receipt\n%%EOF\n');
const SIGNATURE = { typed_name: 'Pablo Premium', drawn_signature: dataUrl(png()), consent: true };

interface Tokens {
  investor: string;
  manager: string;
}

async function signIn(api: Api): Promise<Tokens> {
  return { investor: await api.login(INVESTOR, DEMO_PASSWORD), manager: await api.login(MANAGER, DEMO_PASSWORD) };
}

/** An order paid by transfer with its proof sent: what a manager reviews. */
async function proofSent(api: Api, token: string, key: string): Promise<string> {
  const placed = await api.call('POST', `/api/v2/pfp/invest/${SLUG}/orders`, {
    token,
    body: { tokens: 1, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
    headers: { 'Idempotency-Key': key },
  });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  const id = placed.json.data.id as string;
  assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/payment-method`, { token, body: { method: 'bank_transfer' } })).status, 200);
  // Invest, sign, pay: the payment starts once the contract is signed.
  const signed = await api.call('POST', `/api/v2/pfp/investments/${id}/signature`, { token, body: SIGNATURE });
  assert.equal(signed.status, 200, JSON.stringify(signed.json));
  assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/payments`, { token, body: { method: 'bank_transfer' } })).status, 200);
  const form = new FormData();
  form.append('file', new Blob([RECEIPT], { type: 'application/pdf' }), 'receipt.pdf');
  assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/proof-of-payment`, { token, form })).status, 200);
  return id;
}

async function statusOf(api: Api, token: string, id: string): Promise<{ status: string; status_reason?: string | null }> {
  const answer = await api.call('GET', `/api/v2/pfp/investments/${id}`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.json.data;
}

const BEFORE_REVIEW = ['CREATED', 'METHOD_PAYMENT', 'IN_UPLOAD_PROOF_OF_PAYMENT', 'PROOF_OF_PAYMENT_UPLOADED'];

/**
 * A manager confirms (even n) or rejects (odd n, with a reason) a transfer's proof: each
 * acknowledged review holds after the restart (SIGNED, its contract signed before paying, or PAYMENT_ERROR with its reason); one in
 * flight at the kill left the order before the review or after it, whole.
 */
export function transferReviews(): WriteKind {
  let tokens: Tokens = { investor: '', manager: '' };
  const acknowledged: { id: string; status: string; reason: string | null }[] = [];
  let pending: { id: string | undefined; status: string } | undefined;
  return {
    name: 'transfer review',
    async prepare(api) {
      tokens = await signIn(api);
    },
    async write(api, n) {
      const confirm = n % 2 === 0;
      const reason = confirm ? null : `Fault review ${n}`;
      pending = { id: undefined, status: confirm ? 'SIGNED' : 'PAYMENT_ERROR' };
      const id = await proofSent(api, tokens.investor, `fault-review-${process.pid}-${n}`);
      pending.id = id;
      const reviewed = confirm
        ? await api.call('POST', `/api/v2/pfp/investments/${id}/payment/confirm`, { token: tokens.manager })
        : await api.call('POST', `/api/v2/pfp/investments/${id}/payment/reject`, { token: tokens.manager, body: { reason } });
      assert.equal(reviewed.status, 200, JSON.stringify(reviewed.json));
      acknowledged.push({ id, status: pending.status, reason });
      pending = undefined;
    },
    async check(api) {
      for (const { id, status, reason } of acknowledged) {
        const now = await statusOf(api, tokens.investor, id);
        assert.equal(now.status, status, `acknowledged review of ${id} lost`);
        assert.equal(now.status_reason ?? null, reason);
      }
      if (pending?.id) {
        const now = await statusOf(api, tokens.investor, pending.id);
        assert.ok([...BEFORE_REVIEW, pending.status].includes(now.status), now.status);
      }
      pending = undefined;
      return acknowledged.length;
    },
  };
}

/**
 * A manager mints a confirmed and signed order of a sophisticated investor with a wallet (no
 * reflection period to wait for; the kill test's tenant mints during the campaign): each acknowledged mint is MINTED after the
 * restart and minting it again answers the same ledger reference (no second entry). A mint in
 * flight at the kill is asked again and ends MINTED, once.
 */
export function mints(): WriteKind {
  let tokens: Tokens = { investor: '', manager: '' };
  const acknowledged: { id: string; reference: string }[] = [];
  let pending: string | undefined;
  const mint = (api: Api, id: string) => api.call('POST', `/api/v2/pfp/investments/${id}/mint`, { token: tokens.manager });
  return {
    name: 'mint',
    async prepare(api) {
      tokens = await signIn(api);
    },
    async write(api, n) {
      const id = await proofSent(api, tokens.investor, `fault-mint-${process.pid}-${n}`);
      assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/payment/confirm`, { token: tokens.manager })).status, 200);
      pending = id;
      const minted = await mint(api, id);
      assert.equal(minted.status, 200, JSON.stringify(minted.json));
      assert.equal(minted.json.data.status, 'MINTED');
      acknowledged.push({ id, reference: minted.json.data.mint_reference });
      pending = undefined;
    },
    async check(api) {
      for (const { id, reference } of acknowledged) {
        const again = await mint(api, id);
        assert.equal(again.status, 200, `acknowledged mint of ${id}: ${JSON.stringify(again.json)}`);
        assert.equal(again.json.data.status, 'MINTED');
        assert.equal(again.json.data.mint_reference, reference, `the mint of ${id} has another ledger reference`);
      }
      if (pending !== undefined) {
        const retried = await mint(api, pending);
        assert.equal(retried.status, 200, JSON.stringify(retried.json));
        assert.equal(retried.json.data.status, 'MINTED');
        acknowledged.push({ id: pending, reference: retried.json.data.mint_reference });
        pending = undefined;
      }
      return acknowledged.length;
    },
  };
}
