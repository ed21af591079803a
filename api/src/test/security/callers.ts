import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Role } from 'shared';
import { issueAccessToken } from '../../auth/sessions.js';
import { investments, issuanceDocuments, issuances, users } from '../../db/schema.js';
import { createLoginSecret } from '../../routes/session/login-answer.js';
import { randomReferralCode } from '../../lib/secrets.js';
import { MINUTE } from '../../lib/clock.js';
import type { TestContext } from '../harness.js';

/**
 * Who calls in the security tests: anonymous, every role of the demo tenant, a manager acting
 * as an investor, and three tokens that must open nothing (another tenant's, an expired one, a
 * revoked one). Every call gets freshly issued tokens, so a call that ends its session (logout,
 * end of impersonation, password change) never changes the outcome of the next one.
 */
export const CALLER_NAMES = [
  'anonymous',
  'USER',
  'PREMIUM_USER',
  'ENTREPRENEUR',
  'ENTREPRENEUR (company)',
  'CLIENT',
  'ISSUER',
  'ADMIN',
  'ADMIN as investor',
  'other tenant',
  'expired token',
  'revoked token',
] as const;
export type CallerName = (typeof CALLER_NAMES)[number];

/** Demo accounts by the part of their address before @ (the same in every tenant). */
export type Account = 'investor' | 'premium' | 'entrepreneur' | 'company' | 'client' | 'issuer' | 'manager';

export interface Caller {
  name: CallerName;
  /** Whose token it is, when a valid token of this tenant is sent. */
  account?: Account;
  /** The roles the token carries (for a backdoor token, the investor's). */
  roles: readonly Role[];
  /** Whether the token opens a session in the demo tenant at all. */
  authenticates: boolean;
  backdoor: boolean;
}

export interface Fixtures {
  ids: Record<Account, string>;
  roles: Record<Account, readonly Role[]>;
  /** Madrid Retail Loan: in campaign, owned by `entrepreneur`, with investments. */
  issuance: { id: string; slug: string; owner: Account; logoFileId: string; publicDocumentId: string; hiddenDocumentId: string; expiredDocumentId: string };
  /** Summer Festival 2027: a draft of `entrepreneur`, invisible to investors. */
  draftIssuanceId: string;
  /** Solar Park Almería: in campaign, owned by `company`. */
  companyIssuanceId: string;
  /** A user and an issuance of the other tenant (exeu), and an investment there. */
  otherTenant: { userId: string; issuanceId: string; investmentId: string };
  /** An investment of `investor` (Valencia Lofts, CREATED). */
  investmentId: string;
}

export interface SecurityHarness {
  fixtures: Fixtures;
  callers: readonly Caller[];
  /** The headers that make the request come from this caller, with tokens issued for this call. */
  headersOf(caller: Caller): Promise<Record<string, string>>;
  /** A copy of a draft of `owner` without investments, for calls that delete it. */
  disposableIssuance(owner: Account): Promise<string>;
  /** A new investor of the demo tenant with nothing of their own, for calls that change or delete a user. */
  disposableUser(): Promise<string>;
  loginSecretOf(account: Account): Promise<string>;
}

const DEMO_HOST = 'localhost';
const OTHER_HOST = 'exeu.localhost';

async function tenantIdOf(ctx: TestContext, host: string): Promise<string> {
  const tenant = await ctx.deps.tenants.resolve(host);
  if (!tenant) throw new Error(`no tenant for ${host}`);
  return tenant.id;
}

async function userOf(ctx: TestContext, tenantId: string, email: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function issuanceOf(ctx: TestContext, tenantId: string, slug: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(issuances)
    .where(and(eq(issuances.tenantId, tenantId), eq(issuances.slug, slug)))
    .limit(1);
  if (!row) throw new Error(`no issuance ${slug}`);
  return row;
}

async function investmentOf(ctx: TestContext, investorId: string, issuanceId: string): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.investorId, investorId), eq(investments.issuanceId, issuanceId)))
    .limit(1);
  if (!row) throw new Error(`no investment of ${investorId} in ${issuanceId}`);
  return row.id;
}

/**
 * The seed has no CLIENT nor ISSUER account; these are copies of the investor with that role,
 * added to this test's database only.
 */
async function addRoleAccount(ctx: TestContext, tenantId: string, local: Account, role: Role): Promise<string> {
  const template = await userOf(ctx, tenantId, 'investor@demo.test');
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ ...template, id: randomUUID(), email: `${local}@demo.test`, primaryRole: role, secondaryRole: null, referralCode: randomReferralCode() })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

async function documentsOf(ctx: TestContext, issuanceId: string) {
  const rows = await ctx.deps.db.select().from(issuanceDocuments).where(eq(issuanceDocuments.issuanceId, issuanceId));
  const today = ctx.deps.clock.now().toISOString().slice(0, 10);
  const find = (predicate: (row: (typeof rows)[number]) => boolean, what: string) => {
    const row = rows.find(predicate);
    if (!row) throw new Error(`no ${what} document`);
    return row.id;
  };
  return {
    publicDocumentId: find((row) => row.visibility === 'public' && (row.expiresAt === null || row.expiresAt >= today), 'public'),
    hiddenDocumentId: find((row) => row.visibility === 'hidden' && (row.expiresAt === null || row.expiresAt >= today), 'hidden'),
    expiredDocumentId: find((row) => row.visibility === 'public' && row.expiresAt !== null && row.expiresAt < today, 'expired'),
  };
}

export async function createSecurityHarness(ctx: TestContext): Promise<SecurityHarness> {
  const demoId = await tenantIdOf(ctx, DEMO_HOST);
  const otherId = await tenantIdOf(ctx, OTHER_HOST);
  const seeded = ['investor', 'premium', 'entrepreneur', 'company', 'manager'] as const;
  const ids = {} as Record<Account, string>;
  const roles = {} as Record<Account, readonly Role[]>;
  for (const account of seeded) {
    const user = await userOf(ctx, demoId, `${account}@demo.test`);
    ids[account] = user.id;
    roles[account] = user.secondaryRole ? [user.primaryRole, user.secondaryRole] : [user.primaryRole];
  }
  for (const [account, role] of [['client', 'CLIENT'], ['issuer', 'ISSUER']] as const) {
    ids[account] = await addRoleAccount(ctx, demoId, account, role);
    roles[account] = [role];
  }
  const otherManager = await userOf(ctx, otherId, 'manager@exeu.test');

  const madrid = await issuanceOf(ctx, demoId, 'madrid-retail-loan');
  if (!madrid.logoFileId) throw new Error('madrid-retail-loan has no logo');
  const fixtures: Fixtures = {
    ids,
    roles,
    issuance: { id: madrid.id, slug: madrid.slug, owner: 'entrepreneur', logoFileId: madrid.logoFileId, ...(await documentsOf(ctx, madrid.id)) },
    draftIssuanceId: (await issuanceOf(ctx, demoId, 'summer-festival-2027')).id,
    companyIssuanceId: (await issuanceOf(ctx, demoId, 'solar-park-almeria')).id,
    otherTenant: {
      userId: (await userOf(ctx, otherId, 'investor@exeu.test')).id,
      issuanceId: (await issuanceOf(ctx, otherId, 'madrid-retail-loan')).id,
      investmentId: await investmentOf(ctx, (await userOf(ctx, otherId, 'investor@exeu.test')).id, (await issuanceOf(ctx, otherId, 'valencia-lofts')).id),
    },
    investmentId: await investmentOf(ctx, ids.investor, (await issuanceOf(ctx, demoId, 'valencia-lofts')).id),
  };

  const mint = async (tenantId: string, userId: string, ttlMs?: number) =>
    (await issueAccessToken(ctx.deps.db, ctx.deps.clock, { tenantId, userId, ttlMs })).token;
  const token = (value: string) => ({ 'X-USER-ACCESS-TOKEN': value });

  const account = (name: CallerName, who: Account): Caller => ({ name, account: who, roles: roles[who], authenticates: true, backdoor: false });
  const stale = (name: CallerName): Caller => ({ name, roles: [], authenticates: false, backdoor: false });
  const callers: Caller[] = [
    stale('anonymous'),
    account('USER', 'investor'),
    account('PREMIUM_USER', 'premium'),
    account('ENTREPRENEUR', 'entrepreneur'),
    account('ENTREPRENEUR (company)', 'company'),
    account('CLIENT', 'client'),
    account('ISSUER', 'issuer'),
    account('ADMIN', 'manager'),
    { name: 'ADMIN as investor', account: 'investor', roles: roles.investor, authenticates: true, backdoor: true },
    stale('other tenant'),
    stale('expired token'),
    stale('revoked token'),
  ];

  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    switch (caller.name) {
      case 'anonymous':
        return {};
      case 'other tenant':
        return token(await mint(otherId, otherManager.id));
      case 'expired token':
        // Its expiry a minute ago: what every token becomes after its 15 days.
        return token(await mint(demoId, ids.investor, -MINUTE));
      case 'revoked token': {
        const revoked = await mint(demoId, ids.investor);
        const logout = await ctx.request('POST', '/v2/user/logout', { token: revoked });
        if (logout.status !== 200) throw new Error(`logout answered ${logout.status}`);
        return token(revoked);
      }
      case 'ADMIN as investor': {
        const managerToken = await mint(demoId, ids.manager);
        const started = await ctx.request('POST', `/api/v2/pfp/manager/users/${ids.investor}/impersonate`, { token: managerToken });
        if (started.status !== 200) throw new Error(`impersonation answered ${started.status}`);
        return { ...token(started.body.data.accessToken), 'X-MANAGER-USER-ACCESS-TOKEN': managerToken };
      }
      default:
        if (!caller.account) throw new Error(`${caller.name} has no account`);
        return token(await mint(demoId, ids[caller.account]));
    }
  }

  async function disposableIssuance(owner: Account): Promise<string> {
    const draft = await ctx.deps.db.select().from(issuances).where(eq(issuances.id, fixtures.draftIssuanceId)).limit(1);
    const template = draft[0];
    if (!template) throw new Error('the draft issuance is gone');
    const suffix = randomUUID().slice(0, 8);
    const [row] = await ctx.deps.db
      .insert(issuances)
      .values({ ...template, id: randomUUID(), ownerId: ids[owner], slug: `disposable-${suffix}`, clientUuid: `disposable-${suffix}`, logoFileId: null })
      .returning({ id: issuances.id });
    if (!row) throw new Error('issuance insert returned nothing');
    return row.id;
  }

  async function disposableUser(): Promise<string> {
    const [template] = await ctx.deps.db.select().from(users).where(eq(users.id, ids.investor)).limit(1);
    if (!template) throw new Error('the demo investor is gone');
    const suffix = randomUUID().slice(0, 8);
    const [row] = await ctx.deps.db
      .insert(users)
      .values({ ...template, id: randomUUID(), email: `disposable-${suffix}@demo.test`, referralCode: randomReferralCode() })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    return row.id;
  }

  return {
    fixtures,
    callers,
    headersOf,
    disposableIssuance,
    disposableUser,
    loginSecretOf: (who) => createLoginSecret(ctx.deps, ids[who]),
  };
}
