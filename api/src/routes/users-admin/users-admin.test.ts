import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { userDetailResponseSchema, userListResponseSchema } from 'shared';
import * as v from 'valibot';
import * as t from '../../db/schema.js';
import { newInvestor, PDF, userByEmail } from '../../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { USER_EXPORT_HEADERS } from './users-admin.handlers.js';

const PFP = '/api/v2/pfp';
const USERS = `${PFP}/manager/users`;

let ctx: TestContext;
let manager: string;
before(async () => {
  ctx = await createTestContext();
  manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

const list = (query = '', token = manager) => ctx.request('GET', `${USERS}${query}`, { token });
const detail = (id: string) => ctx.request('GET', `${USERS}/${id}`, { token: manager });
const nextStep = (token: string, slug = 'madrid-retail-loan') => ctx.request('GET', `${PFP}/invest/${slug}/next-step`, { token });

async function auditOf(subjectId: string, action: string) {
  return ctx.deps.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.subjectUserId, subjectId), eq(t.auditLog.action, action)));
}

describe("GET /manager/users: the tenant's users", () => {
  it('lists only the users of the caller’s tenant, newest first, with the page’s meta', async () => {
    const answer = await list('?per_page=100');
    assert.equal(answer.status, 200);
    assert.ok(v.is(userListResponseSchema, answer.body), JSON.stringify(answer.body).slice(0, 300));
    const emails: string[] = answer.body.data.map((row: { email: string }) => row.email);
    assert.ok(emails.includes('pending@demo.test'));
    assert.ok(!emails.some((email) => email.endsWith('@exeu.test')), 'no user of the other tenant');
    assert.equal(answer.body.meta.total, emails.length);
    const dates: string[] = answer.body.data.map((row: { registered_at: string }) => row.registered_at);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const paged = await list('?per_page=2&page=2');
    assert.deepEqual(paged.body.meta, { page: 2, per_page: 2, total: emails.length, total_pages: Math.ceil(emails.length / 2) });
    assert.deepEqual(
      paged.body.data.map((row: { email: string }) => row.email),
      emails.slice(2, 4),
    );
  });

  it('filters by role (primary or secondary), role group (the members list), KYC status, flag and search', async () => {
    const users = await list('?role=USER&per_page=100');
    assert.ok(users.body.data.length > 0);
    assert.ok(users.body.data.every((row: { roles: string[] }) => row.roles.includes('USER')));
    // The seed's entrepreneur also holds USER as their secondary role.
    assert.ok(users.body.data.some((row: { email: string }) => row.email === 'entrepreneur@demo.test'));

    const members = await list('?role_group=investor&per_page=100');
    assert.ok(members.body.data.every((row: { roles: string[] }) => row.roles.some((role) => role === 'USER' || role === 'PREMIUM_USER')));
    assert.ok(members.body.data.some((row: { email: string }) => row.email === 'premium@demo.test'));
    assert.ok(!members.body.data.some((row: { email: string }) => row.email === 'manager@demo.test'));

    const pending = await list('?kyc_status=pending&per_page=100');
    assert.ok(pending.body.data.length > 0);
    assert.ok(pending.body.data.every((row: { kyc_status: string }) => row.kyc_status === 'pending'));

    const flagged = await list('?flag=KYC_NOT_APPROVED&per_page=100');
    assert.deepEqual(
      flagged.body.data.map((row: { email: string }) => row.email),
      ['investor2@demo.test'],
    );
    const anyFlag = await list('?flag=any');
    const noFlag = await list('?flag=none');
    const all = await list();
    assert.equal(anyFlag.body.meta.total + noFlag.body.meta.total, all.body.meta.total);

    const search = await list('?q=PENDING@demo');
    assert.deepEqual(
      search.body.data.map((row: { email: string }) => row.email),
      ['pending@demo.test'],
    );
  });

  it("filters by registration days of the tenant's time zone, both ends included", async () => {
    const fresh = await newInvestor(ctx);
    // 23:30 in Madrid on 2 March 2026 is still the 2nd there, the 2nd at 22:30 UTC.
    await ctx.deps.db.update(t.users).set({ createdAt: new Date('2026-03-02T22:30:00Z') }).where(eq(t.users.id, fresh.id));
    const onTheDay = await list('?registered_from=2026-03-02&registered_to=2026-03-02');
    assert.deepEqual(
      onTheDay.body.data.map((row: { id: string }) => row.id),
      [fresh.id],
    );
    assert.equal((await list('?registered_from=2026-03-03&registered_to=2026-03-03')).body.meta.total, 0);
  });

  it('takes the last calendar day as a bound, in the list and the export, and refuses a day past it', async () => {
    for (const path of ['?', '/export?format=csv&']) {
      for (const range of ['registered_to=9999-12-31', 'registered_from=9999-12-31', 'registered_from=1900-01-01&registered_to=9999-12-31']) {
        const answer = await list(`${path}${range}`);
        assert.equal(answer.status, 200, `${path}${range}: ${JSON.stringify(answer.body)}`);
      }
      assert.equal((await list(`${path}registered_to=10000-01-01`)).status, 400);
    }
  });

  it('answers a bad filter with the field’s validation key', async () => {
    const answer = await list('?role=ROOT&registered_from=2026-02-31');
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error, 'validation_error');
  });
});

describe('GET /manager/users/export', () => {
  it('writes one CSV row per user of the filtered list, as many as its total', async () => {
    const total = (await list('?role_group=investor')).body.meta.total;
    const answer = await ctx.request('GET', `${USERS}/export?format=csv&role_group=investor`, { token: manager });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('Content-Disposition') ?? '', /users\.csv/);
    const lines = new TextDecoder().decode(answer.bytes).replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], USER_EXPORT_HEADERS.join(','));
    assert.equal(lines.length - 1, total);
  });

  it('writes the same rows as an XLSX sheet', async () => {
    const total = (await list('?kyc_status=success')).body.meta.total;
    const answer = await ctx.request('GET', `${USERS}/export?format=xlsx&kyc_status=success`, { token: manager });
    assert.equal(answer.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(answer.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet);
    assert.equal(sheet.rowCount - 1, total);
  });

  it('needs a format', async () => {
    const answer = await ctx.request('GET', `${USERS}/export`, { token: manager });
    assert.equal(answer.status, 400);
  });
});

describe('GET /manager/users/:id', () => {
  it("shows the profile, KYC documents with a download only managers reach, investments and history", async () => {
    const fresh = await newInvestor(ctx);
    const form = new FormData();
    form.append('IDENTITY_PROOF', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
    assert.equal((await ctx.request('POST', `${PFP}/users/me/kyc`, { token: fresh.token, form })).status, 202);

    const answer = await detail(fresh.id);
    assert.equal(answer.status, 200);
    const [kycDocument] = v.parse(userDetailResponseSchema, answer.body).data.kyc.documents;
    assert.ok(kycDocument);
    assert.equal(kycDocument.type, 'IDENTITY_PROOF');
    assert.deepEqual(answer.body.data.investments, { count: 0, amount: '0.00' });

    const file = await ctx.request('GET', `${USERS}/${fresh.id}/kyc-documents/${kycDocument.file_id}`, { token: manager });
    assert.equal(file.status, 200);
    assert.deepEqual(file.bytes, PDF);
    assert.match(file.headers.get('Content-Disposition') ?? '', /attachment/);
    // The file is this user's only: under another user's path it does not exist.
    const pendingId = (await userByEmail(ctx, 'pending@demo.test')).id;
    assert.equal((await ctx.request('GET', `${USERS}/${pendingId}/kyc-documents/${kycDocument.file_id}`, { token: manager })).status, 404);
    assert.equal((await ctx.request('GET', `${USERS}/${fresh.id}/kyc-documents/${kycDocument.file_id}`, { token: fresh.token })).status, 403);
  });

  it("sums the investor's investments", async () => {
    const investor = await userByEmail(ctx, 'investor@demo.test');
    const answer = await detail(investor.id);
    assert.ok(answer.body.data.investments.count > 0);
    assert.equal(answer.body.data.actions.delete, false);
    assert.equal(answer.body.data.actions.simulate, true);
  });

  it('does not find a user of another tenant', async () => {
    const other = await userByEmail(ctx, 'investor@exeu.test');
    const answer = await detail(other.id);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, 'user_not_found');
  });
});

describe('validate and denegate', () => {
  it('validates a pending user: KYC success, no flags, an e-mail, and they may go on to invest', async () => {
    const pending = await userByEmail(ctx, 'pending@demo.test');
    const token = await ctx.login('pending@demo.test');
    assert.equal((await nextStep(token)).body.data.kind, 'blocked');

    const answer = await ctx.request('POST', `${USERS}/${pending.id}/validate`, { token: manager, body: { note: 'Documents checked' } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.data.kyc_status, 'success');
    assert.deepEqual(answer.body.data.flags, []);
    assert.equal(answer.body.data.history[0].action, 'user.validated');
    assert.equal(answer.body.data.history[0].actor.email, 'manager@demo.test');
    assert.equal(answer.body.data.history[0].details.note, 'Documents checked');
    assert.equal(answer.body.data.kyc.status, 'success');
    assert.ok(answer.body.data.kyc.decided_at, 'the check under review is closed with the time of the decision');

    const step = await nextStep(token);
    assert.notEqual(step.body.data.kind, 'blocked', JSON.stringify(step.body));
    const mails = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'pending@demo.test'));
    assert.ok(mails.some((mail) => mail.meta.purpose === 'user_validated'));
    assert.equal((await auditOf(pending.id, 'user.validated')).length, 1);
  });

  it("decides the documents the provider handed to a manager: the KYC block shows when it was decided", async () => {
    const fresh = await newInvestor(ctx);
    const form = new FormData();
    form.append('IDENTITY_PROOF', new Blob([PDF], { type: 'application/pdf' }), 'manual-review.pdf');
    assert.equal((await ctx.request('POST', `${PFP}/users/me/kyc`, { token: fresh.token, form })).status, 202);
    await ctx.deps.kycSandbox.flush();

    const answer = await ctx.request('POST', `${USERS}/${fresh.id}/validate`, { token: manager, body: {} });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual([answer.body.data.kyc_status, answer.body.data.kyc.status], ['success', 'success']);
    assert.ok(answer.body.data.kyc.decided_at);
    const account = await ctx.request('GET', `${PFP}/users/me/account`, { token: fresh.token });
    assert.equal(account.body.data.identification.decided_at, answer.body.data.kyc.decided_at);
  });

  it('clears the flags and the message of a denegated user', async () => {
    const rejected = await userByEmail(ctx, 'investor2@demo.test');
    const answer = await ctx.request('POST', `${USERS}/${rejected.id}/validate`, { token: manager, body: {} });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data.flags, []);
    assert.equal(answer.body.data.flags_message, null);
  });

  it('denegates with flags and a message the user sees on their account, onboarding and blocked page', async () => {
    const fresh = await newInvestor(ctx, { onboarded: true });
    const message = 'Your passport has expired; please upload a valid one.';
    const answer = await ctx.request('POST', `${USERS}/${fresh.id}/denegate`, {
      token: manager,
      body: { flags: ['KYC_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED'], message },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.data.kyc_status, 'manual_error');
    assert.equal(answer.body.data.history.filter((entry: { action: string }) => entry.action === 'user.denegated').length, 1);
    assert.equal(answer.body.data.history[0].action, 'user.denegated');
    assert.deepEqual(answer.body.data.history[0].details.flags, ['KYC_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED']);

    const me = await ctx.request('GET', `${PFP}/users/me`, { token: fresh.token });
    assert.deepEqual(me.body.data.flags, ['KYC_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED']);
    assert.equal(me.body.data.flags_message, message);
    const onboarding = await ctx.request('GET', `${PFP}/users/me/onboarding`, { token: fresh.token });
    assert.equal(onboarding.body.data.flags_message, message);
    assert.deepEqual((await nextStep(fresh.token)).body.data, {
      kind: 'blocked',
      blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED'], message },
    });
    const mails = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, fresh.email));
    assert.ok(mails.some((mail) => mail.meta.purpose === 'user_denegated' && mail.text.includes(message)));
    assert.equal((await auditOf(fresh.id, 'user.denegated')).length, 1);
  });

  it('needs at least one known flag and a message', async () => {
    const fresh = await newInvestor(ctx);
    const answer = await ctx.request('POST', `${USERS}/${fresh.id}/denegate`, { token: manager, body: { flags: [], message: '' } });
    assert.equal(answer.status, 400);
    assert.deepEqual((await userByEmail(ctx, fresh.email)).flags, []);
  });
});

describe('DELETE /manager/users/:id', () => {
  it('refuses a user with investments, with a clear key, and keeps them', async () => {
    const investor = await userByEmail(ctx, 'investor@demo.test');
    const answer = await ctx.request('DELETE', `${USERS}/${investor.id}`, { token: manager });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'user_has_investments');
    assert.equal((await detail(investor.id)).status, 200);
  });

  it('refuses the caller themself', async () => {
    const self = await userByEmail(ctx, 'manager@demo.test');
    const answer = await ctx.request('DELETE', `${USERS}/${self.id}`, { token: manager });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'user_is_caller');
  });

  it('deletes a user without investments, whose sign-in then fails, and keeps who it was in the audit log', async () => {
    const fresh = await newInvestor(ctx);
    const answer = await ctx.request('DELETE', `${USERS}/${fresh.id}`, { token: manager });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.data, { id: fresh.id, deleted: true });
    assert.equal((await detail(fresh.id)).status, 404);
    assert.equal((await ctx.request('GET', `${PFP}/users/me`, { token: fresh.token })).status, 401);
    const [entry] = await ctx.deps.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'user.deleted'));
    assert.ok(entry);
    assert.equal(entry.details.email, fresh.email);
  });
});

describe('PUT /manager/users/:id/roles', () => {
  it('sets one primary and one secondary role, which the user finds at their next login', async () => {
    const fresh = await newInvestor(ctx);
    const answer = await ctx.request('PUT', `${USERS}/${fresh.id}/roles`, { token: manager, body: { primary_role: 'USER', secondary_role: 'ENTREPRENEUR' } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.data.roles, ['USER', 'ENTREPRENEUR']);
    assert.deepEqual(answer.body.data.history[0].details, { from: ['USER'], to: ['USER', 'ENTREPRENEUR'] });

    // The old session ends; the next login carries the new roles.
    assert.equal((await ctx.request('GET', `${PFP}/users/me`, { token: fresh.token })).status, 401);
    const login = await ctx.request('POST', '/v2/user/login', { body: { email: fresh.email, password: 'Demo1234!', secret: false } });
    assert.equal(login.status, 200);
    assert.deepEqual(login.body.data.roles, ['USER', 'ENTREPRENEUR']);
    assert.equal((await auditOf(fresh.id, 'user.roles_changed')).length, 1);
  });

  it('refuses the same role twice and the caller’s own roles', async () => {
    const fresh = await newInvestor(ctx);
    const same = await ctx.request('PUT', `${USERS}/${fresh.id}/roles`, { token: manager, body: { primary_role: 'USER', secondary_role: 'USER' } });
    assert.equal(same.status, 400);
    const self = await userByEmail(ctx, 'manager@demo.test');
    const own = await ctx.request('PUT', `${USERS}/${self.id}/roles`, { token: manager, body: { primary_role: 'USER' } });
    assert.equal(own.status, 409);
    assert.equal(own.body.error, 'user_is_caller');
  });
});

describe('simulation (impersonation) from the users list', () => {
  it('is allowed for investors only, and each start and end is in the user’s history', async () => {
    const entrepreneur = await userByEmail(ctx, 'company@demo.test');
    const refused = await ctx.request('POST', `${USERS}/${entrepreneur.id}/impersonate`, { token: manager });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error, 'impersonation_target_not_investor');

    const fresh = await newInvestor(ctx);
    const started = await ctx.request('POST', `${USERS}/${fresh.id}/impersonate`, { token: manager });
    assert.equal(started.status, 200);
    const ended = await ctx.request('POST', `${PFP}/manager/impersonation/end`, { token: started.body.data.accessToken, managerToken: manager });
    assert.equal(ended.status, 200);
    const history = (await detail(fresh.id)).body.data.history.map((entry: { action: string }) => entry.action);
    assert.deepEqual(history.sort(), ['impersonation.ended', 'impersonation.started']);
  });
});

describe('only managers', () => {
  it('refuses investors, entrepreneurs and a manager acting as an investor', async () => {
    const fresh = await newInvestor(ctx);
    for (const email of ['investor@demo.test', 'premium@demo.test', 'entrepreneur@demo.test', 'company@demo.test']) {
      const token = await ctx.login(email);
      assert.equal((await list('', token)).status, 403, email);
      const denegate = await ctx.request('POST', `${USERS}/${fresh.id}/denegate`, { token, body: { flags: ['USER_REJECTED'], message: 'no' } });
      assert.equal(denegate.status, 403, email);
      assert.equal((await ctx.request('DELETE', `${USERS}/${fresh.id}`, { token })).status, 403, email);
    }
    const started = await ctx.request('POST', `${USERS}/${fresh.id}/impersonate`, { token: manager });
    const asInvestor = await ctx.request('GET', USERS, { token: started.body.data.accessToken, managerToken: manager });
    assert.equal(asInvestor.status, 403);
    assert.deepEqual((await userByEmail(ctx, fresh.email)).flags, []);
  });
});
