import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { toCents, toMoney, TOKEN_HOLDING_STATUSES, type CustomizationInput } from 'shared';
import * as t from '../db/schema.js';
import { ledgerAccountOf } from '../ledger/holdings.js';
import { creditBalance } from '../payments/balance/balance-ledger.js';
import { randomReferralCode } from '../lib/secrets.js';
import type { TestContext } from './harness.js';

/** Fixtures of the invest tests: fresh investors, the demo tenant's projects, time set to an instant. */

export async function tenantIdOf(ctx: TestContext, host = 'localhost'): Promise<string> {
  const tenant = await ctx.deps.tenants.resolve(host);
  if (!tenant) throw new Error(`no tenant for ${host}`);
  return tenant.id;
}

export async function userByEmail(ctx: TestContext, email: string) {
  const [row] = await ctx.deps.db.select().from(t.users).where(eq(t.users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/**
 * A verified investor who has done nothing of the onboarding (a new user), signed in. `onboarded`
 * makes one who has done it all (KYC approved), with `sophisticated` as asked.
 */
export async function newInvestor(
  ctx: TestContext,
  options: { onboarded?: boolean; sophisticated?: boolean; personType?: 'natural' | 'legal'; balance?: string; host?: string } = {},
): Promise<{ id: string; email: string; token: string }> {
  const host = options.host ?? 'localhost';
  const template = await userByEmail(ctx, host === 'localhost' ? 'investor@demo.test' : 'investor@exeu.test');
  const email = `investor-${randomUUID().slice(0, 8)}@example.test`;
  const done = options.onboarded === true;
  const at = ctx.deps.clock.now();
  const [row] = await ctx.deps.db
    .insert(t.users)
    .values({
      ...template,
      id: randomUUID(),
      email,
      referralCode: randomReferralCode(),
      investorType: options.personType ?? 'natural',
      availableBalance: '0.00',
      kycStatus: done ? 'success' : 'created',
      flags: [],
      sophisticated: done ? (options.sophisticated ?? false) : null,
      investorTypeDeclaredAt: done ? at : null,
      personalDataSavedAt: done ? at : null,
      additionalDataSavedAt: done ? at : null,
      additionalInformation: done ? { politically_exposed: false, source_of_funds: 'savings' } : null,
      suitabilityAttempts: done ? 1 : 0,
      suitabilityResult: done ? 'pass' : null,
      suitabilityScore: done ? 7 : null,
      suitabilityCompletedAt: done ? at : null,
      suitabilityDeclaredAt: null,
      annualIncome: null,
      liquidAssets: null,
      financialCommitments: null,
      netWorth: null,
      lossBearingCapacity: null,
      lossBearingCalculatedAt: null,
      onboardingDrafts: {},
    })
    .returning({ id: t.users.id });
  if (!row) throw new Error('user insert returned nothing');
  if (options.balance && toCents(toMoney(options.balance)) > 0n) {
    await creditBalance(ctx.deps.db, { tenantId: template.tenantId, userId: row.id, amount: toMoney(options.balance), kind: 'adjustment', reference: `test-opening:${row.id}`, at });
  }
  return { id: row.id, email, token: await ctx.login(email, { host }) };
}

export async function issuanceBySlug(ctx: TestContext, slug: string, host = 'localhost') {
  const tenantId = await tenantIdOf(ctx, host);
  const [row] = await ctx.deps.db
    .select()
    .from(t.issuances)
    .where(and(eq(t.issuances.tenantId, tenantId), eq(t.issuances.slug, slug)))
    .limit(1);
  if (!row) throw new Error(`no issuance ${slug}`);
  return row;
}

/** A MINTED investment of `tokens` and its ledger entry to the investor's account, as the manager's mint leaves them. */
export async function mintedInvestment(ctx: TestContext, investorId: string, issuanceId: string, tokens: number): Promise<string> {
  const [issuance] = await ctx.deps.db.select({ tenantId: t.issuances.tenantId }).from(t.issuances).where(eq(t.issuances.id, issuanceId));
  if (!issuance) throw new Error(`no issuance ${issuanceId}`);
  const { tenantId } = issuance;
  const [row] = await ctx.deps.db
    .insert(t.investments)
    .values({ tenantId, issuanceId, investorId, tokenAmount: tokens, amount: `${tokens * 100}.00`, paymentMethod: 'bank_transfer', status: 'MINTED', statusDates: {} })
    .returning({ id: t.investments.id });
  if (!row) throw new Error('investment not written');
  await ctx.deps.db.transaction(async (tx) =>
    ctx.deps.ledger.mint(tx, { tenantId, issuanceId, contractAddress: null, to: await ledgerAccountOf(tx, investorId), amount: tokens, reference: `investment:${row.id}` }),
  );
  return row.id;
}

/** Tokens held by orders of an issuance (every status but an interest and a cancelled one). */
export async function tokensSold(ctx: TestContext, issuanceId: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ tokens: sql<string>`coalesce(sum(${t.investments.tokenAmount}), 0)` })
    .from(t.investments)
    .where(and(eq(t.investments.issuanceId, issuanceId), inArray(t.investments.status, [...TOKEN_HOLDING_STATUSES])));
  return Number(row?.tokens ?? 0);
}

/** Merges into the tenant's stored customization and makes the directory read it again. */
export async function customize(ctx: TestContext, patch: CustomizationInput, host = 'localhost'): Promise<void> {
  const tenantId = await tenantIdOf(ctx, host);
  const [row] = await ctx.deps.db.select({ customization: t.tenants.customization }).from(t.tenants).where(eq(t.tenants.id, tenantId));
  const current = (row?.customization ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const previous = current[key];
    merged[key] = value && typeof value === 'object' && !Array.isArray(value) && previous && typeof previous === 'object' ? { ...previous, ...value } : value;
  }
  await ctx.deps.db.update(t.tenants).set({ customization: merged }).where(eq(t.tenants.id, tenantId));
  ctx.deps.tenants.invalidate();
}

/** Moves the test clock to an instant (the manual clock keeps an offset from the real one). */
export function setNow(ctx: TestContext, instant: string): void {
  ctx.clock.reset();
  ctx.clock.advance(new Date(instant).getTime() - Date.now());
}

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
