import assert from 'node:assert/strict';
import { issuanceAuthoring } from './authoring-writes.js';
import { tokenTransfers } from './board-writes.js';
import { earningDistributions } from './earnings-writes.js';
import { mints, transferReviews } from './manager-writes.js';
import { contractSignatures, transferProofs } from './payment-writes.js';
import { tokenCreations } from './token-writes.js';
import { SignInBrowser } from '../oidc/sign-in-browser.js';

/** A JSON (or multipart) call to the API under test; a connection cut by the kill rejects. */
export class Api {
  constructor(readonly base: string) {}

  async call(method: string, path: string, options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['X-USER-ACCESS-TOKEN'] = options.token;
    let body: string | FormData | undefined = options.form;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    // Tests read answers field by field and assert them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, bytes };
  }

  async login(email: string, password: string): Promise<string> {
    const response = await this.call('POST', '/v2/user/login', { body: { email, password } });
    assert.equal(response.status, 200, `login of ${email}: ${JSON.stringify(response.json)}`);
    return response.json.data.accessToken as string;
  }
}

/**
 * One kind of write the API acknowledges. The kill test runs every kind side by side, kills the
 * server, restarts it and asks each kind to check its acknowledged writes: a new write (orders,
 * payment notifications, claims, transfers) is one more entry in `WRITE_KINDS`.
 */
export interface WriteKind {
  readonly name: string;
  /** After every (re)start: sign in, read what the writes need. */
  prepare(api: Api): Promise<void>;
  /** Sends write number `n`; resolves when a 2xx arrived (acknowledged), rejects when the connection was cut. */
  write(api: Api, n: number): Promise<void>;
  /** After a restart: asserts every acknowledged write is there and whole; answers how many it checked. */
  check(api: Api): Promise<number>;
}

export const DEMO_PASSWORD = 'Demo1234!';
const PDF = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% fault test document ${n}\n%%EOF\n`);

/** A new account: acknowledged means it exists with its password (login answers email_not_verified, not invalid). */
function registration(): WriteKind {
  const password = 'Fault123!x';
  const sent: { email: string; acknowledged: boolean }[] = [];
  return {
    name: 'registration',
    async prepare() {},
    async write(api, n) {
      const entry = { email: `fault-${process.pid}-${n}@demo.test`, acknowledged: false };
      sent.push(entry);
      const response = await api.call('POST', '/api/v2/auth/register', {
        body: { email: entry.email, password, password_confirmation: password, name: 'Fault', surname: `Run ${n}`, terms_accepted: true, privacy_accepted: true },
      });
      assert.equal(response.status, 201, JSON.stringify(response.json));
      entry.acknowledged = true;
    },
    async check(api) {
      let checked = 0;
      for (const entry of sent) {
        const response = await api.call('POST', '/v2/user/login', { body: { email: entry.email, password } });
        if (entry.acknowledged) {
          assert.equal(response.json?.error, 'email_not_verified', `acknowledged registration of ${entry.email} lost: ${response.status}`);
          checked++;
        } else {
          // Not acknowledged: absent, or there whole (with its password).
          assert.ok(['email_not_verified', 'invalid_credentials'].includes(response.json?.error), `${entry.email}: ${JSON.stringify(response.json)}`);
        }
      }
      return checked;
    },
  };
}

/** Follow and unfollow of published projects by one investor: the last acknowledged state of each project holds. */
function following(): WriteKind {
  const email = 'investor@demo.test';
  let token = '';
  let projects: string[] = [];
  /** Per project: the state the server must have, and a state sent but not acknowledged, which may also have landed. */
  const expected = new Map<string, { state: boolean; unsure?: boolean; acknowledged: number }>();
  const stateOf = async (api: Api, id: string) => {
    const response = await api.call('GET', `/api/v2/pfp/issuances/${id}`, { token });
    assert.equal(response.status, 200);
    return response.json.data.following as boolean;
  };
  return {
    name: 'follow/unfollow',
    async prepare(api) {
      token = await api.login(email, DEMO_PASSWORD);
      if (projects.length > 0) return;
      const list = await api.call('GET', '/api/v2/pfp/issuances?per_page=50', { token });
      projects = (list.json.data as { id: string }[]).map((project) => project.id);
      for (const id of projects) expected.set(id, { state: await stateOf(api, id), acknowledged: 0 });
    },
    async write(api, n) {
      const id = projects[n % projects.length] ?? '';
      const entry = expected.get(id) ?? { state: false, acknowledged: 0 };
      const next = !entry.state;
      expected.set(id, { ...entry, unsure: next });
      const response = await api.call(next ? 'PUT' : 'DELETE', `/api/v2/pfp/issuances/${id}/follow`, { token });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      expected.set(id, { state: next, acknowledged: entry.acknowledged + 1 });
    },
    async check(api) {
      let checked = 0;
      for (const [id, entry] of expected) {
        const actual = await stateOf(api, id);
        if (entry.unsure === undefined) assert.equal(actual, entry.state, `project ${id}: acknowledged following=${entry.state} lost`);
        else assert.ok(actual === entry.state || actual === entry.unsure);
        checked += entry.acknowledged;
        expected.set(id, { state: actual, acknowledged: entry.acknowledged });
      }
      return checked;
    },
  };
}

/** Documents uploaded by a manager: each acknowledged one is listed and downloads with its bytes; none listed lacks its file. */
function documentUploads(): WriteKind {
  let token = '';
  let issuanceId = '';
  const acknowledged: { id: string; n: number }[] = [];
  return {
    name: 'document upload',
    async prepare(api) {
      token = await api.login('manager@demo.test', DEMO_PASSWORD);
      // Chosen once: drafts created by the authoring writes come first in a later list.
      if (issuanceId) return;
      const list = await api.call('GET', '/api/v2/pfp/issuances?per_page=1', { token });
      issuanceId = list.json.data[0].id;
    },
    async write(api, n) {
      const form = new FormData();
      form.append('file', new Blob([PDF(n)], { type: 'application/pdf' }), `fault-${n}.pdf`);
      form.append('name', `Fault document ${n}`);
      const response = await api.call('POST', `/api/v2/pfp/issuances/${issuanceId}/documents`, { token, form });
      assert.equal(response.status, 201, JSON.stringify(response.json));
      acknowledged.push({ id: response.json.data.id, n });
    },
    async check(api) {
      const sheet = await api.call('GET', `/api/v2/pfp/issuances/${issuanceId}`, { token });
      const documents = sheet.json.data.documents as { id: string; name: string }[];
      for (const { id, n } of acknowledged) {
        assert.ok(documents.some((document) => document.id === id && document.name === `Fault document ${n}`), `acknowledged document ${n} lost`);
      }
      for (const document of documents) {
        const download = await api.call('GET', `/api/v2/pfp/issuances/${issuanceId}/documents/${document.id}`, { token });
        assert.equal(download.status, 200, `document ${document.name} is listed but its file does not download`);
        const match = /^Fault document (\d+)$/.exec(document.name);
        if (match) assert.deepEqual(download.bytes, PDF(Number(match[1])));
      }
      return acknowledged.length;
    },
  };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

/** Successive logo replacements of one project: the last acknowledged logo is the one shown, and it is served. */
function logoReplacements(): WriteKind {
  let token = '';
  let issuanceId = '';
  let acknowledged: string | undefined;
  let pending = false;
  let count = 0;
  /** The seed's logo: still shown when no replacement landed before a kill (many kinds share the time). */
  let seeded: string | undefined;
  return {
    name: 'logo replacement',
    async prepare(api) {
      token = await api.login('manager@demo.test', DEMO_PASSWORD);
      if (issuanceId) return;
      const list = await api.call('GET', '/api/v2/pfp/issuances?per_page=2', { token });
      issuanceId = list.json.data[1].id;
      const logo = list.json.data[1].logo as string | null;
      seeded = logo ? new URL(logo).pathname : undefined;
    },
    async write(api) {
      const form = new FormData();
      form.append('kind', 'logo');
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      pending = true;
      const response = await api.call('POST', `/api/v2/pfp/issuances/${issuanceId}/images`, { token, form });
      assert.equal(response.status, 201, JSON.stringify(response.json));
      acknowledged = new URL(response.json.data.url).pathname;
      pending = false;
      count++;
    },
    async check(api) {
      const sheet = await api.call('GET', `/api/v2/pfp/issuances/${issuanceId}`, { token });
      const logo = sheet.json.data.logo as string | null;
      assert.ok(logo, 'the project lost its logo');
      const shown = new URL(logo).pathname;
      // A replacement in flight at the kill may have landed; otherwise the last acknowledged logo stays.
      if (acknowledged && !pending) assert.equal(shown, acknowledged, 'the acknowledged logo was lost');
      const served = await api.call('GET', shown);
      assert.equal(served.status, 200, 'the logo shown is not served');
      if (shown !== seeded) assert.deepEqual(served.bytes, PNG, 'a replaced logo serves other bytes than were sent');
      pending = false;
      acknowledged = shown;
      return count;
    },
  };
}

/** Successive password changes of one account: the last acknowledged password signs in. */
function passwordChanges(): WriteKind {
  const email = 'legal@demo.test';
  let known = DEMO_PASSWORD;
  let pending: string | undefined;
  let token = '';
  let count = 0;
  return {
    name: 'password change',
    async prepare(api) {
      token = await api.login(email, known);
    },
    async write(api, n) {
      const next = `Changed${n}!Aa`;
      pending = next;
      const response = await api.call('POST', '/api/v2/auth/change-password', {
        token,
        body: { current_password: known, password: next, password_confirmation: next },
      });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      known = next;
      pending = undefined;
      count++;
    },
    async check(api) {
      const withKnown = await api.call('POST', '/v2/user/login', { body: { email, password: known } });
      if (pending === undefined) {
        assert.equal(withKnown.status, 200, `the acknowledged password of ${email} no longer signs in`);
      } else if (withKnown.status !== 200) {
        // The change in flight at the kill landed: the new password is the one.
        const withPending = await api.call('POST', '/v2/user/login', { body: { email, password: pending } });
        assert.equal(withPending.status, 200, `neither the acknowledged nor the pending password of ${email} signs in`);
        known = pending;
      }
      pending = undefined;
      return count;
    },
  };
}

/**
 * Orders of one token, each with its own Idempotency-Key: every acknowledged order is there, and an
 * order in flight at the kill, sent again with its key, is placed once (200: it had landed; 201: it
 * had not), never twice.
 */
function orders(): WriteKind {
  const email = 'premium@demo.test';
  const slug = 'fleet-leasing-pool';
  let token = '';
  const acknowledged: { key: string; id: string }[] = [];
  let pending: string | undefined;
  let count = 0;
  const place = (api: Api, key: string) =>
    api.call('POST', `/api/v2/pfp/invest/${slug}/orders`, {
      token,
      body: { tokens: 1, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
      headers: { 'Idempotency-Key': key },
    });
  return {
    name: 'investment order',
    async prepare(api) {
      token = await api.login(email, DEMO_PASSWORD);
    },
    async write(api, n) {
      const key = `fault-${process.pid}-${n}`;
      pending = key;
      const response = await place(api, key);
      assert.equal(response.status, 201, JSON.stringify(response.json));
      acknowledged.push({ key, id: response.json.data.id });
      pending = undefined;
      count++;
    },
    async check(api) {
      for (const { key, id } of acknowledged) {
        const response = await api.call('GET', `/api/v2/pfp/investments/${id}`, { token });
        assert.equal(response.status, 200, `acknowledged order ${key} lost`);
        assert.equal(response.json.data.status, 'CREATED');
      }
      if (pending !== undefined) {
        const retried = await place(api, pending);
        assert.ok([200, 201].includes(retried.status), `order ${pending} sent again: ${retried.status}`);
        const list = await api.call('GET', '/api/v2/pfp/users/me/investments?tab=ordered&per_page=100', { token });
        assert.equal((list.json.data as { id: string }[]).filter((item) => item.id === retried.json.data.id).length, 1);
        acknowledged.push({ key: pending, id: retried.json.data.id });
        pending = undefined;
      }
      return count;
    },
  };
}

/**
 * Account section saves (banking data, a new holder name each time): after a restart the account
 * shows the last acknowledged save, or the one in flight at the kill, whole (its IBAN with it).
 */
function accountSaves(): WriteKind {
  const email = 'pending@demo.test';
  const iban = 'ES9121000418450200051332';
  let token = '';
  // The holder the account showed before this test saved anything: still a right answer until a
  // save of the test is acknowledged.
  let initial: string | null = null;
  let acknowledged: string | null = null;
  let pending: string | undefined;
  let count = 0;
  return {
    name: 'account section save',
    async prepare(api) {
      token = await api.login(email, DEMO_PASSWORD);
      const response = await api.call('GET', '/api/v2/pfp/users/me/account', { token });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      initial = (response.json.data.banking as { account_holder: string | null }).account_holder;
      acknowledged = initial;
    },
    async write(api, n) {
      const holder = `Fault Holder ${process.pid} ${n}`;
      pending = holder;
      const response = await api.call('PUT', '/api/v2/pfp/users/me/account/banking', { token, body: { account_holder: holder, iban, bic: 'CAIXESBBXXX' } });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      acknowledged = holder;
      pending = undefined;
      count++;
    },
    async check(api) {
      if (pending === undefined && count === 0) return count;
      const response = await api.call('GET', '/api/v2/pfp/users/me/account', { token });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      const banking = response.json.data.banking as { account_holder: string | null; iban: string | null };
      assert.ok(banking.account_holder === acknowledged || banking.account_holder === pending, `banking of ${email} is ${banking.account_holder}, acknowledged ${acknowledged}`);
      // A save of this test lands whole: its holder comes with its IBAN.
      if (banking.account_holder !== initial) assert.equal(banking.iban, iban);
      if (banking.account_holder === pending) acknowledged = pending;
      pending = undefined;
      return count;
    },
  };
}

/**
 * A manager's reviews of one user (denegate, each with its own message): every acknowledged one is
 * in the user's history, and the user's message is that of the newest entry (the change and its
 * audit entry are one transaction, so neither lands without the other).
 */
function userReviews(): WriteKind {
  let token = '';
  let userId = '';
  const acknowledged: number[] = [];
  const messageOf = (n: number) => `Fault review ${process.pid}-${n}`;
  return {
    name: 'user review',
    async prepare(api) {
      token = await api.login('manager@demo.test', DEMO_PASSWORD);
      const list = await api.call('GET', '/api/v2/pfp/manager/users?q=investor2@demo.test', { token });
      userId = list.json.data[0].id;
    },
    async write(api, n) {
      const response = await api.call('POST', `/api/v2/pfp/manager/users/${userId}/denegate`, { token, body: { flags: ['USER_REJECTED'], message: messageOf(n) } });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      acknowledged.push(n);
    },
    async check(api) {
      const detail = await api.call('GET', `/api/v2/pfp/manager/users/${userId}`, { token });
      assert.equal(detail.status, 200, JSON.stringify(detail.json));
      const reviews = (detail.json.data.history as { action: string; at: string; details: { message?: string } }[]).filter((entry) => entry.action === 'user.denegated');
      const messages = new Set(reviews.map((entry) => entry.details.message));
      for (const n of acknowledged) assert.ok(messages.has(messageOf(n)), `acknowledged review ${n} missing from the history`);
      // Newest first; two reviews within one millisecond are both "the newest".
      const newest = reviews.filter((entry) => entry.at === reviews[0]?.at).map((entry) => entry.details.message);
      if (reviews.length > 0) assert.ok(newest.includes(detail.json.data.flags_message), 'the user’s message is not that of the newest review');
      return acknowledged.length;
    },
  };
}

/**
 * Customization saves (issue 16): each acknowledged save is a version in the list, and the
 * payload served is that of the newest version (the tenant's row and its version are one
 * transaction). Only the title changes, so the demo tenant keeps its look for other kinds.
 */
function customizationSaves(): WriteKind {
  let token = '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the editor's payload, sent back with one field changed
  let payload: any = null;
  const acknowledged: { n: number; id: string }[] = [];
  const titleOf = (n: number) => `Fault ${process.pid}-${n}`;
  return {
    name: 'customization save',
    async prepare(api) {
      token = await api.login('manager@demo.test', DEMO_PASSWORD);
      const editor = await api.call('GET', '/api/v2/pfp/manager/customization', { token });
      assert.equal(editor.status, 200, JSON.stringify(editor.json));
      payload = editor.json.data.payload;
    },
    async write(api, n) {
      const response = await api.call('PUT', '/api/v2/pfp/manager/customization', { token, body: { ...payload, title: titleOf(n) } });
      assert.equal(response.status, 200, JSON.stringify(response.json));
      acknowledged.push({ n, id: response.json.data.version.id });
    },
    async check(api) {
      const list = await api.call('GET', '/api/v2/pfp/manager/customization/versions', { token });
      assert.equal(list.status, 200, JSON.stringify(list.json));
      const ids = new Set((list.json.data as { id: string }[]).map((version) => version.id));
      for (const { n, id } of acknowledged) assert.ok(ids.has(id), `acknowledged customization save ${n} missing from the versions`);
      const newest = await api.call('GET', `/api/v2/pfp/manager/customization/versions/${list.json.data[0]?.id}`, { token });
      const served = await api.call('GET', '/v2/ui/get-customization');
      if (acknowledged.length > 0) assert.equal(served.json.data.title, newest.json.data.payload.title, 'the served title is not that of the newest version');
      return acknowledged.length;
    },
  };
}

/** A manager uploads the tenant's logo: an acknowledged upload's address keeps serving its bytes. */
function customizationImageUploads(): WriteKind {
  let token = '';
  const acknowledged: string[] = [];
  return {
    name: 'customization image upload',
    async prepare(api) {
      token = await api.login('manager@demo.test', DEMO_PASSWORD);
    },
    async write(api) {
      const form = new FormData();
      form.append('kind', 'logo');
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'brand.png');
      const response = await api.call('POST', '/api/v2/pfp/manager/customization/images', { token, form });
      assert.equal(response.status, 201, JSON.stringify(response.json));
      acknowledged.push(new URL(response.json.data.url).pathname);
    },
    async check(api) {
      for (const address of acknowledged) {
        const served = await api.call('GET', address);
        assert.equal(served.status, 200, `the acknowledged image ${address} is not served`);
        assert.deepEqual(served.bytes, PNG);
      }
      return acknowledged.length;
    },
  };
}

/** The Google client the fault test's server gets (`GOOGLE_OIDC_CLIENTS`) and its local provider knows. */
export const FAULT_GOOGLE_CLIENT = { client_id: 'faults', client_secret: 'faults-local-google-secret' };

/**
 * First Google sign-ins, each registering a new investor (user and identity link in one
 * transaction): an acknowledged one (its code traded for a session) signs in as the same user
 * after the restart; one in flight at the kill is there whole or not at all, so signing in again
 * works either way.
 */
function googleSignIns(): WriteKind {
  const acknowledged: { email: string; id: string }[] = [];
  const sentEmails: string[] = [];
  const signIn = async (api: Api, email: string) => {
    const landed = await new SignInBrowser(null).walk(`${api.base}/api/v2/auth/oidc/google/start?redirect=${encodeURIComponent('http://localhost:3000')}`, email);
    const code = landed.searchParams.get('code');
    assert.ok(code, `Google sign-in of ${email} came back with ${landed.search}`);
    const response = await api.call('POST', '/api/v2/auth/oidc/exchange', { body: { code } });
    assert.equal(response.status, 200, JSON.stringify(response.json));
    return response.json.data.id as string;
  };
  return {
    name: 'Google sign-in',
    async prepare() {},
    async write(api, n) {
      const email = `google-fault-${process.pid}-${n}@example.test`;
      sentEmails.push(email);
      acknowledged.push({ email, id: await signIn(api, email) });
    },
    async check(api) {
      for (const { email, id } of acknowledged) assert.equal(await signIn(api, email), id, `the account Google registered for ${email} was lost`);
      for (const email of sentEmails.filter((sent) => !acknowledged.some((entry) => entry.email === sent))) await signIn(api, email);
      sentEmails.length = 0;
      sentEmails.push(...acknowledged.map((entry) => entry.email));
      return acknowledged.length;
    },
  };
}

/** Every write the API acknowledges today. */
export function writeKinds(): WriteKind[] {
  return [googleSignIns(), registration(), following(), documentUploads(), logoReplacements(), passwordChanges(), orders(), transferProofs(), contractSignatures(), transferReviews(), mints(), tokenCreations(), accountSaves(), userReviews(), issuanceAuthoring(), earningDistributions(), tokenTransfers(), customizationSaves(), customizationImageUploads()];
}
