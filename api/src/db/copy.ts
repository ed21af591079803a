import { eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import * as t from './schema.js';
import { isEmpty } from './seed/seed.js';

/** Every table, parents before children, so foreign keys hold while rows are inserted. */
export const tablesInDependencyOrder: PgTable[] = [
  t.tenants,
  t.tenantDomains,
  t.users,
  t.customizationVersions,
  t.userIdentities,
  t.oidcLoginCodes,
  t.companies,
  t.kycChecks,
  t.wallets,
  t.walletChallenges,
  t.accessTokens,
  t.loginSecrets,
  t.emailCodes,
  t.passwordResets,
  t.rateLimits,
  t.mailOutbox,
  t.impersonations,
  t.issuances,
  // After the issuances: an entry may name the issuance it is about.
  t.auditLog,
  t.files,
  t.issuanceImages,
  t.issuanceDocuments,
  t.issuanceWhitelist,
  t.tokens,
  t.investments,
  t.investmentTransitions,
  t.investmentRefunds,
  t.balanceEntries,
  t.webhookEvents,
  t.paymentAttempts, t.providerNotifications, t.investmentSignatures,
  t.savedCards,
  t.distributions,
  t.earnings,
  t.payoutBatches,
  t.payoutItems,
  t.ads,
  t.boardConversations,
  t.boardMessages,
  t.transfers,
  t.notificationBroadcasts,
  t.notifications,
  t.notificationPreferences,
  t.issuanceFollows,
  t.tokenLedgerEntries,
  t.bankStatements,
  t.bankStatementEntries,
  t.chainTransactions,
  t.cryptoPaymentRequests,
  t.cryptoTransfers,
  t.cryptoWatchCursors,
];

/**
 * Totals the database keeps from other tables by triggers (migrations 0017 and 0019): not copied,
 * since copying the users, investments and earnings makes the triggers rebuild them, and copying
 * them as well would count everything twice.
 */
export const tablesKeptByTriggers: PgTable[] = [t.investmentTotals, t.investmentTenantTotals, t.issuanceRaised, t.distributionTotals, t.tenantUserTotals, t.tenantDistributionTotals, t.tenantEarningTotals];

const BATCH = 500;

/**
 * Copies every row from one database to another with the same (migrated) schema: how a tenant
 * moves from PGlite to PostgreSQL. The target must have no tenant yet, so nothing is merged or
 * overwritten; it is written in one transaction, so a failure leaves it empty.
 */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  if (!(await isEmpty(target))) throw new Error('The target database already has data: copy only into an empty, migrated database.');
  const counts: Record<string, number> = {};
  const rowsByTable = new Map<PgTable, Record<string, unknown>[]>();
  // Read everything first: PGlite runs one statement at a time and the target transaction
  // should not wait on it.
  for (const table of tablesInDependencyOrder) rowsByTable.set(table, await source.select().from(table));
  await target.transaction(async (tx) => {
    for (const table of tablesInDependencyOrder) {
      let rows = rowsByTable.get(table) ?? [];
      // An issuance and its logo's file point at each other: the logo is set once the files are in.
      if (table === t.issuances) rows = rows.map((row) => ({ ...row, logoFileId: null }));
      for (let start = 0; start < rows.length; start += BATCH) await tx.insert(table).values(rows.slice(start, start + BATCH));
      counts[getTableName(table)] = rows.length;
    }
    const issuanceRows = (rowsByTable.get(t.issuances) ?? []) as (typeof t.issuances.$inferSelect)[];
    for (const issuance of issuanceRows) {
      if (issuance.logoFileId) await tx.update(t.issuances).set({ logoFileId: issuance.logoFileId }).where(eq(t.issuances.id, issuance.id));
    }
  });
  return counts;
}
