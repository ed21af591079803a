import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import type { Api, WriteKind } from './writes.js';

/** The token writes of the kill test (registered in `writeKinds`). */

const MANAGER = 'manager@demo.test';
/** A draft without a token in the seed, which no other write kind touches. */
const SLUG = 'coworking-franchise';

/**
 * A manager creates the project's token, removes it, creates it again, and so on. After a restart
 * the token is there exactly when the last acknowledged write created it; a write in flight at
 * the kill left either state, never a second token (the unique index on the issuance).
 */
export function tokenCreations(): WriteKind {
  let token = '';
  let issuanceId = '';
  /** The token the last acknowledged write left: its id, or null when removed. */
  let current: string | null = null;
  let pending = false;
  let count = 0;
  const tokensOfProject = async (api: Api) => {
    const list = await api.call('GET', '/api/v2/pfp/tokens?q=coworking&per_page=100', { token });
    assert.equal(list.status, 200, JSON.stringify(list.json));
    return (list.json.data as { id: string; issuance_id: string }[]).filter((item) => item.issuance_id === issuanceId);
  };
  return {
    name: 'token creation',
    async prepare(api) {
      token = await api.login(MANAGER, DEMO_PASSWORD);
      const list = await api.call('GET', `/api/v2/pfp/issuances?q=${SLUG.split('-')[0]}`, { token });
      const issuance = (list.json.data as { id: string; slug: string }[]).find((item) => item.slug === SLUG);
      assert.ok(issuance, `no issuance ${SLUG}`);
      issuanceId = issuance.id;
      current = (await tokensOfProject(api))[0]?.id ?? null;
    },
    async write(api, n) {
      pending = true;
      if (current) {
        const removed = await api.call('DELETE', `/api/v2/pfp/tokens/${current}`, { token });
        assert.equal(removed.status, 204, JSON.stringify(removed.json));
        current = null;
      } else {
        const created = await api.call('POST', '/api/v2/pfp/tokens', {
          token,
          body: { issuance_id: issuanceId, name: `Fault token ${n}`, symbol: 'FAULT', acronym: 'FLT' },
        });
        assert.equal(created.status, 201, JSON.stringify(created.json));
        current = created.json.data.id as string;
      }
      pending = false;
      count++;
    },
    async check(api) {
      const found = await tokensOfProject(api);
      assert.ok(found.length <= 1, `${found.length} tokens for one issuance`);
      // A write in flight at the kill may have landed or not; otherwise the last acknowledged state stays.
      if (!pending) assert.equal(found[0]?.id ?? null, current, 'the acknowledged token state was lost');
      current = found[0]?.id ?? null;
      pending = false;
      return count;
    },
  };
}
