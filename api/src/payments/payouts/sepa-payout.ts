import { randomUUID } from 'node:crypto';
import { isIban, isZeroMoney, type PayoutLeftOutReason } from 'shared';
import { payoutBatches, payoutItems } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import { buildPain001, controlSum, normalisedBic, normalisedIban } from './pain001.js';
import type { PayoutAdapter, PayoutEarning } from './payout-adapter.js';

const SEPA_PAYOUT = 'sepa';

/** Why an earning cannot be a credit transfer, or null when it can. */
function leftOutReason(earning: PayoutEarning): PayoutLeftOutReason | null {
  if (!earning.iban?.trim()) return 'no_iban';
  if (!isIban(earning.iban)) return 'invalid_iban';
  if (isZeroMoney(earning.amount)) return 'zero_amount';
  return null;
}

/** 35 characters at most (MsgId, EndToEndId): a UUID without its dashes fits and never repeats. */
const compact = (uuid: string) => uuid.replace(/-/g, '');

/**
 * Payouts as SEPA credit transfers: one pain.001 batch per payout, debiting the tenant's account
 * (`tenants.payment_settings` iban, bic, beneficiary) and crediting each investor's IBAN. The file
 * is stored as generated; the manager uploads it to the bank and marks the batch settled once the
 * bank executed it. An earning whose investor has no valid IBAN is left out (listed with the
 * reason) instead of failing the batch: it is paid when its investor claims it with an IBAN.
 */
export const sepaPayout: PayoutAdapter = {
  name: SEPA_PAYOUT,
  payOut: async (tx, request) => {
    const { settings, tenant } = request;
    const debtorIban = settings.iban ? normalisedIban(settings.iban) : '';
    if (!isIban(debtorIban)) throw new ApiError(409, 'payout_account_required');
    // SEPA credit transfers are in euros only: a file in another currency would be refused by the bank after the earnings were marked paid.
    if (request.currency !== 'EUR') throw new ApiError(409, 'payout_currency_not_sepa');
    const batchId = randomUUID();
    const messageId = `PO${compact(batchId)}`;
    const lines = request.earnings.map((earning) => ({ earning, reason: leftOutReason(earning), endToEndId: compact(earning.earningId) }));
    const included = lines.filter((line) => line.reason === null);
    const transactions = included.map(({ earning, endToEndId }) => ({
      endToEndId,
      amount: earning.amount,
      name: earning.name,
      iban: normalisedIban(earning.iban ?? ''),
      bic: normalisedBic(earning.bic),
      reference: earning.reference,
    }));
    const xml =
      transactions.length === 0
        ? null
        : buildPain001({
            messageId,
            createdAt: request.now,
            executionDate: request.today,
            currency: request.currency,
            debtor: { name: settings.beneficiary?.trim() || tenant.name, iban: debtorIban, bic: settings.bic ?? null },
            transactions,
          });
    await tx.insert(payoutBatches).values({
      id: batchId,
      tenantId: tenant.id,
      kind: request.kind,
      distributionId: request.distributionId,
      adapter: SEPA_PAYOUT,
      messageId,
      executionDate: request.today,
      transactions: transactions.length,
      total: controlSum(transactions),
      xml,
      createdBy: request.actorId,
      createdAt: request.now,
    });
    if (lines.length > 0) {
      await tx.insert(payoutItems).values(
        lines.map(({ earning, reason, endToEndId }) => ({
          batchId,
          earningId: earning.earningId,
          investorId: earning.investorId,
          name: earning.name,
          iban: earning.iban ? normalisedIban(earning.iban) : null,
          bic: normalisedBic(earning.bic),
          amount: earning.amount,
          endToEndId,
          reference: earning.reference,
          leftOutReason: reason,
        })),
      );
    }
    return { executed: included.map(({ earning }) => earning.earningId), delivered: [], batchId };
  },
};
