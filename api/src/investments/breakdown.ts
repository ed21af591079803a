import { PAYMENT_FEE_KIND, isZeroMoney, subtractMoney, toMoney, withFee, ZERO_MONEY, type Breakdown, type Money, type PaymentMethod } from 'shared';
import type { TenantPaymentSettings } from '../db/schema.js';

/**
 * What an order costs with a method: the amount, the part the available balance pays (reserved
 * when the order was placed), the method's fee on the rest, and what the method charges. A bank
 * transfer's fee is a fixed amount, a hosted method's (card, card terminal, Bizum, crypto wallet) the
 * tenant's provider percentage (spec section 9, `PAYMENT_FEE_KIND`), both only while the tenant's
 * `extras.investmentFee` is on; rounded once, to the cent, by shared's money module.
 */
export function breakdownOf(input: {
  method: PaymentMethod;
  amount: Money;
  balanceUsed: Money;
  feesOn: boolean;
  settings: TenantPaymentSettings;
}): Breakdown {
  const { method, amount, balanceUsed, feesOn, settings } = input;
  const charged = subtractMoney(amount, balanceUsed);
  const kind = PAYMENT_FEE_KIND[method];
  const rate = kind === 'amount' ? settings.bank_transfer_fee : kind === 'percentage' ? settings.card_fee_percent : undefined;
  if (!feesOn || kind === null || rate === undefined || isZeroMoney(charged)) {
    return { method, amount, balance_used: balanceUsed, fee: ZERO_MONEY, fee_kind: null, fee_rate: null, total: charged };
  }
  const { fee, total } = withFee(charged, kind === 'amount' ? { fixed: toMoney(rate) } : { percent: rate });
  return { method, amount, balance_used: balanceUsed, fee, fee_kind: kind, fee_rate: kind === 'amount' ? toMoney(rate) : rate, total };
}
