import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import type { WriteKind } from './writes.js';

/** The issuance authoring writes of the kill test (registered in `writeKinds`). */

const ENTREPRENEUR = 'entrepreneur@demo.test';

interface Authored {
  id: string;
  n: number;
  /** How far the acknowledged calls went: created, story saved, whitelisted. */
  done: 'created' | 'story' | 'whitelisted';
}

/**
 * An entrepreneur creates a draft, saves its story step and whitelists an e-mail, one after the
 * other. After a restart each acknowledged call's change is there with its history entry (written
 * in the same transaction); a call in flight at the kill left either state, never half of one.
 */
export function issuanceAuthoring(): WriteKind {
  let token = '';
  const run = randomUUID().slice(0, 6);
  const authored: Authored[] = [];
  const email = (n: number) => `fault-${run}-${n}@example.test`;
  return {
    name: 'issuance authoring',
    async prepare(api) {
      token = await api.login(ENTREPRENEUR, DEMO_PASSWORD);
    },
    async write(api, n) {
      const created = await api.call('POST', '/api/v2/pfp/issuances', {
        token,
        body: { title: `Fault project ${n}`, subtitle: 'Kill test', slug: `fault-${run}-${n}`, product_type: 'art', modality: 'online_round' },
      });
      assert.equal(created.status, 201, JSON.stringify(created.json));
      const entry: Authored = { id: created.json.data.id, n, done: 'created' };
      authored.push(entry);
      const story = await api.call('PATCH', `/api/v2/pfp/issuances/${entry.id}/steps/story`, { token, body: { short_description: `Story ${n}` } });
      assert.equal(story.status, 200, JSON.stringify(story.json));
      entry.done = 'story';
      const listed = await api.call('POST', `/api/v2/pfp/issuances/${entry.id}/whitelist`, { token, body: { emails: [email(n)] } });
      assert.equal(listed.status, 200, JSON.stringify(listed.json));
      entry.done = 'whitelisted';
    },
    async check(api) {
      for (const entry of authored) {
        const draft = await api.call('GET', `/api/v2/pfp/issuances/${entry.id}/draft`, { token });
        assert.equal(draft.status, 200, `acknowledged draft ${entry.n} lost`);
        const phase = await api.call('GET', `/api/v2/pfp/issuances/${entry.id}/phase`, { token });
        const actions = (phase.json.data.history as { action: string }[]).map((item) => item.action);
        assert.ok(actions.includes('created'), `draft ${entry.n} without its history entry`);
        const storySaved = draft.json.data.values.short_description === `Story ${entry.n}`;
        assert.equal(storySaved, actions.includes('step_saved'), `draft ${entry.n}: the story and its history entry disagree`);
        if (entry.done !== 'created') assert.ok(storySaved, `acknowledged story of draft ${entry.n} lost`);
        const whitelist = await api.call('GET', `/api/v2/pfp/issuances/${entry.id}/whitelist`, { token });
        const emails = (whitelist.json.data.entries as { email: string }[]).map((item) => item.email);
        assert.equal(emails.includes(email(entry.n)), actions.includes('whitelist_changed'), `draft ${entry.n}: the whitelist and its history entry disagree`);
        if (entry.done === 'whitelisted') assert.deepEqual(emails, [email(entry.n)], `acknowledged whitelist of draft ${entry.n} lost`);
      }
      return authored.length;
    },
  };
}
