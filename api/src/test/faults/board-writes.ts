import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import type { Api, WriteKind } from './writes.js';

/** The token transfers of the kill test (registered in `writeKinds`). */

/** Holds 200 minted Bridge Notes 2027 tokens in the seed (50 offered in an ad); no other write kind moves them or changes its password. */
const SENDER = 'premium@demo.test';
const RECIPIENT = 'investor@demo.test';
const SLUG = 'bridge-notes-2027';

/**
 * The sender transfers one token at a time. After a restart every acknowledged transfer is in
 * the sender's list, and the list holds at most one more (the one in flight at the kill): a
 * transfer and its ledger entry commit together or not at all.
 */
export function tokenTransfers(): WriteKind {
  let token = '';
  let issuanceId = '';
  const acknowledged = new Set<string>();
  let pending = false;
  let before = 0;
  const sentIds = async (api: Api) => {
    const list = await api.call('GET', `/api/v2/pfp/transfers?direction=sent&issuance_id=${issuanceId}&per_page=100`, { token });
    assert.equal(list.status, 200, JSON.stringify(list.json));
    return { ids: (list.json.data as { id: string }[]).map((item) => item.id), total: list.json.meta.total as number };
  };
  return {
    name: 'token transfer',
    async prepare(api) {
      token = await api.login(SENDER, DEMO_PASSWORD);
      const holdings = await api.call('GET', '/api/v2/pfp/board/holdings', { token });
      assert.equal(holdings.status, 200, JSON.stringify(holdings.json));
      issuanceId = (holdings.json.data as { project: { id: string; slug: string } }[]).find((item) => item.project.slug === SLUG)?.project.id ?? '';
      assert.ok(issuanceId, `${SENDER} holds no ${SLUG} tokens`);
      before = (await sentIds(api)).total - acknowledged.size - (pending ? 1 : 0);
    },
    async write(api) {
      pending = true;
      const sent = await api.call('POST', '/api/v2/pfp/transfers', { token, body: { issuance_id: issuanceId, tokens: 1, destination_email: RECIPIENT } });
      assert.equal(sent.status, 201, JSON.stringify(sent.json));
      acknowledged.add(sent.json.data.id as string);
      pending = false;
    },
    async check(api) {
      const { ids, total } = await sentIds(api);
      for (const id of acknowledged) if (total <= 100) assert.ok(ids.includes(id), `acknowledged transfer ${id} lost`);
      const written = total - Math.max(0, before);
      assert.ok(written >= acknowledged.size && written <= acknowledged.size + (pending ? 1 : 0), `${written} transfers written, ${acknowledged.size} acknowledged`);
      pending = false;
      return acknowledged.size;
    },
  };
}
