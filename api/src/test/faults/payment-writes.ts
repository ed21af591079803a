import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { dataUrl, png } from '../payment-fixtures.js';
import type { Api, WriteKind } from './writes.js';

/** The payment and signature writes of the kill test (registered in `writeKinds`). */

const EMAIL = 'premium@demo.test';
const SLUG = 'fleet-leasing-pool';
const SIGNATURE = { typed_name: 'Pablo Premium', drawn_signature: dataUrl(png()), consent: true };
const RECEIPT = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% transfer receipt ${n}\n%%EOF\n`);

async function order(api: Api, token: string, key: string): Promise<string> {
  const placed = await api.call('POST', `/api/v2/pfp/invest/${SLUG}/orders`, {
    token,
    body: { tokens: 1, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
    headers: { 'Idempotency-Key': key },
  });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  return placed.json.data.id as string;
}

/**
 * A transfer's proof: order, bank transfer, instructions, upload. Each acknowledged proof is still
 * PROOF_OF_PAYMENT_UPLOADED with its file's name after the restart; one in flight at the kill left
 * the order waiting for it or with it, never half (a state without the file, a file without the state).
 */
export function transferProofs(): WriteKind {
  let token = '';
  const acknowledged: { id: string; n: number }[] = [];
  let pending: string | undefined;
  return {
    name: 'proof of payment',
    async prepare(api) {
      token = await api.login(EMAIL, DEMO_PASSWORD);
    },
    async write(api, n) {
      const id = await order(api, token, `fault-proof-${process.pid}-${n}`);
      pending = id;
      const chosen = await api.call('POST', `/api/v2/pfp/investments/${id}/payment-method`, { token, body: { method: 'bank_transfer' } });
      assert.equal(chosen.status, 200, JSON.stringify(chosen.json));
      // Invest, sign, pay: the payment starts once the contract is signed.
      const signed = await api.call('POST', `/api/v2/pfp/investments/${id}/signature`, { token, body: SIGNATURE });
      assert.equal(signed.status, 200, JSON.stringify(signed.json));
      const started = await api.call('POST', `/api/v2/pfp/investments/${id}/payments`, { token, body: { method: 'bank_transfer' } });
      assert.equal(started.status, 200, JSON.stringify(started.json));
      const form = new FormData();
      form.append('file', new Blob([RECEIPT(n)], { type: 'application/pdf' }), `receipt-${n}.pdf`);
      const uploaded = await api.call('POST', `/api/v2/pfp/investments/${id}/proof-of-payment`, { token, form });
      assert.equal(uploaded.status, 200, JSON.stringify(uploaded.json));
      acknowledged.push({ id, n });
      pending = undefined;
    },
    async check(api) {
      for (const { id, n } of acknowledged) {
        const state = await api.call('GET', `/api/v2/pfp/investments/${id}/payment`, { token });
        assert.equal(state.json.data.status, 'PROOF_OF_PAYMENT_UPLOADED', `acknowledged proof ${n} lost`);
        assert.equal(state.json.data.proof_of_payment.name, `receipt-${n}.pdf`);
      }
      if (pending !== undefined) {
        const state = await api.call('GET', `/api/v2/pfp/investments/${pending}/payment`, { token });
        const { status, proof_of_payment: proof } = state.json.data as { status: string; proof_of_payment: unknown };
        assert.ok(['CREATED', 'METHOD_PAYMENT', 'IN_UPLOAD_PROOF_OF_PAYMENT', 'PROOF_OF_PAYMENT_UPLOADED'].includes(status), status);
        assert.equal(status === 'PROOF_OF_PAYMENT_UPLOADED', proof !== null, 'a proof without its status, or the status without the proof');
        pending = undefined;
      }
      return acknowledged.length;
    },
  };
}

/**
 * Signatures of orders the balance pays (paid as they are signed): each acknowledged one is SIGNED after the restart and
 * its signed contract downloads with the hash the evidence recorded.
 */
export function contractSignatures(): WriteKind {
  let token = '';
  const acknowledged: { id: string; sha256: string }[] = [];
  return {
    name: 'contract signature',
    async prepare(api) {
      token = await api.login(EMAIL, DEMO_PASSWORD);
    },
    async write(api, n) {
      const id = await order(api, token, `fault-sign-${process.pid}-${n}`);
      const chosen = await api.call('POST', `/api/v2/pfp/investments/${id}/payment-method`, { token, body: { method: 'bank_transfer', use_balance: true } });
      assert.equal(chosen.json?.data?.method, 'balance', JSON.stringify(chosen.json));
      const signed = await api.call('POST', `/api/v2/pfp/investments/${id}/signature`, { token, body: SIGNATURE });
      assert.equal(signed.status, 200, JSON.stringify(signed.json));
      acknowledged.push({ id, sha256: signed.json.data.evidence.signed_document_sha256 });
    },
    async check(api) {
      const { createHash } = await import('node:crypto');
      for (const { id, sha256 } of acknowledged) {
        const investment = await api.call('GET', `/api/v2/pfp/investments/${id}`, { token });
        assert.equal(investment.json.data.status, 'SIGNED', `acknowledged signature of ${id} lost`);
        const download = await api.call('GET', `/api/v2/pfp/investments/${id}/signed-contract`, { token });
        assert.equal(download.status, 200);
        assert.equal(createHash('sha256').update(download.bytes).digest('hex'), sha256, `signed contract of ${id} is not the one signed`);
      }
      return acknowledged.length;
    },
  };
}
