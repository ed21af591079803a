import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import type { Api, WriteKind } from './writes.js';

/** The earnings moves of the kill test (registered in `writeKinds`): a distribution created, paid to everyone, claimed. */

/** Owns Wind Repowering; saves a bank account first (the seed gives it none), which paying needs. */
const ISSUER = 'company@demo.test';
/** Holds Wind Repowering's minted tokens in the seed, with a bank account; no other write kind changes its password. */
const HOLDER = 'investor@demo.test';
const SLUG = 'wind-repowering';
const BANKING = { account_holder: 'Demo Company S.L.', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', bank: 'CaixaBank', account_type: 'checking' };

type Step = 'created' | 'paid' | 'claimed';

/**
 * Each write creates a dividend on Wind Repowering, pays everyone and has the holder claim
 * their earning. Every acknowledged step holds after the restart; one in flight at the kill left
 * the distribution whole in the step before or after it (its earnings add up to its gross, all
 * in the distribution's state).
 */
export function earningDistributions(): WriteKind {
  const tokens = { issuer: '', holder: '' };
  let issuanceId = '';
  const sent: { id?: string; gross: string; step?: Step }[] = [];
  const detailOf = async (api: Api, id: string) => {
    const answer = await api.call('GET', `/api/v2/pfp/issuances/${issuanceId}/benefits/${id}`, { token: tokens.issuer });
    assert.equal(answer.status, 200, `distribution ${id}: ${JSON.stringify(answer.json)}`);
    return answer.json.data as { status: string; totals: { gross_amount: string }; rows: { id: string; status: string; investor: { email: string } }[] };
  };
  return {
    name: 'earnings distribution',
    async prepare(api) {
      tokens.issuer = await api.login(ISSUER, DEMO_PASSWORD);
      tokens.holder = await api.login(HOLDER, DEMO_PASSWORD);
      const banking = await api.call('PUT', '/api/v2/pfp/users/me/account/banking', { token: tokens.issuer, body: BANKING });
      assert.equal(banking.status, 200, JSON.stringify(banking.json));
      const list = await api.call('GET', '/api/v2/pfp/issuances?per_page=50', { token: tokens.issuer });
      issuanceId = (list.json.data as { id: string; slug: string }[]).find((issuance) => issuance.slug === SLUG)?.id ?? '';
      assert.ok(issuanceId, `no ${SLUG} for ${ISSUER}`);
    },
    async write(api, n) {
      const entry: (typeof sent)[number] = { gross: `${100 + n}.37` };
      sent.push(entry);
      const today = new Date().toISOString().slice(0, 10);
      const created = await api.call('POST', `/api/v2/pfp/issuances/${issuanceId}/benefits`, {
        token: tokens.issuer,
        body: { type: 'dividend', profit_date: today, gross_amount: entry.gross, withholding_percentage: 19 },
      });
      assert.equal(created.status, 201, JSON.stringify(created.json));
      entry.id = created.json.data.id as string;
      entry.step = 'created';
      const paid = await api.call('POST', `/api/v2/pfp/issuances/${issuanceId}/benefits/${entry.id}/pay`, { token: tokens.issuer });
      assert.equal(paid.status, 200, JSON.stringify(paid.json));
      entry.step = 'paid';
      const own = (paid.json.data.rows as { id: string; investor: { email: string } }[]).find((row) => row.investor.email === HOLDER);
      assert.ok(own, `${HOLDER} holds no earning of ${entry.id}`);
      const claimed = await api.call('POST', `/api/v2/pfp/users/me/earnings/${own.id}/claim`, { token: tokens.holder });
      assert.equal(claimed.status, 200, JSON.stringify(claimed.json));
      entry.step = 'claimed';
    },
    async check(api) {
      let checked = 0;
      for (const entry of sent) {
        if (!entry.id) continue;
        const detail = await detailOf(api, entry.id);
        assert.equal(detail.totals.gross_amount, entry.gross, `distribution ${entry.id} is not whole`);
        const holderRow = detail.rows.find((row) => row.investor.email === HOLDER);
        if (entry.step === 'claimed') assert.equal(holderRow?.status, 'claimed', `acknowledged claim of ${entry.id} lost`);
        if (entry.step === 'paid' || entry.step === 'claimed') assert.equal(detail.status, 'paid', `acknowledged payment of ${entry.id} lost`);
        // Paid to everyone at once, or not at all.
        if (detail.status === 'pending') assert.ok(detail.rows.every((row) => row.status === 'pending'));
        else assert.ok(detail.rows.every((row) => row.status !== 'pending'));
        checked++;
      }
      return checked;
    },
  };
}
