import { PAYMENT_FEE_KIND, isZeroMoney, subtractMoney, toMoney, withFee, ZERO_MONEY, type Breakdown, type Money, type PaymentMethod } from 'shared';
import type { TenantPaymentSettings } from '../db/schema.js';

/**
 * What an order costs with a method: the amount, the part the available balance pays (reserved
 * when the order was placed), the method's fee on the rest, and what the method charges. A bank
 * transfer's fee is a fixed amount, a hosted method's (card, card terminal, Bizum, crypto wallet) the
 * tenant's provider percentage (spec section 9, `PAYMENT_FEE_KIND`), both only while the tenant's
 * `extras.investmentFee` is on; rounded once, to the cent, by shared's money module.
 *
 * An investor with their own fee (`users.fee`, spec section 3, a percentage) pays it instead of the
 * tenant's, on every method that carries a fee: it replaces the tenant's rate, it is never added
 * to it. This function is the one place a fee is computed; its result is stored on the order when
 * the method is chosen and every total after that (what the method charges, the contract, the
 * manager's totals) reads the stored fee, so it is applied exactly once.
 */
export function breakdownOf(input: {
  method: PaymentMethod;
  amount: Money;
  balanceUsed: Money;
  feesOn: boolean;
  settings: TenantPaymentSettings;
  /** The investor's own percentage (`users.fee`); null: the tenant's fee. */
  investorFee?: string | null;
}): Breakdown {
  const { method, amount, balanceUsed, feesOn, settings, investorFee } = input;
  const charged = subtractMoney(amount, balanceUsed);
  const methodKind = PAYMENT_FEE_KIND[method];
  const own = methodKind !== null && investorFee !== null && investorFee !== undefined;
  const kind = own ? 'percentage' : methodKind;
  const rate = own ? normalPercent(investorFee) : kind === 'amount' ? settings.bank_transfer_fee : kind === 'percentage' ? settings.card_fee_percent : undefined;
  if (!feesOn || kind === null || rate === undefined || isZeroMoney(charged)) {
    return { method, amount, balance_used: balanceUsed, fee: ZERO_MONEY, fee_kind: null, fee_rate: null, fee_source: null, total: charged };
  }
  const { fee, total } = withFee(charged, kind === 'amount' ? { fixed: toMoney(rate) } : { percent: rate });
  return { method, amount, balance_used: balanceUsed, fee, fee_kind: kind, fee_rate: kind === 'amount' ? toMoney(rate) : rate, fee_source: own ? 'investor' : 'tenant', total };
}

/** "1.50" as stored in a money column is the percentage "1.5". */
function normalPercent(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
