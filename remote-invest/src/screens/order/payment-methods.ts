import { BANK_PAYMENT_METHODS, HOSTED_PAYMENT_METHODS, isBankPaymentMethod, type Customization, type PayableMethod } from 'shared';
import { investPaths } from '../../paths';

/**
 * The methods this tenant offers. The payment contract lists no per-tenant set, so: the bank
 * methods always (the tenant's account is in its payment settings), the hosted ones only with a
 * payment provider plugged in (`modules.payment`).
 */
export function enabledPaymentMethods(customization: Pick<Customization, 'modules'>): PayableMethod[] {
  return [...BANK_PAYMENT_METHODS, ...(customization.modules.payment ? HOSTED_PAYMENT_METHODS : [])];
}

/** The page that takes a method's payment: the transfer's instructions or the hosted page's. */
export function paymentPageHref(method: PayableMethod, slug: string, investmentId: string): string {
  return isBankPaymentMethod(method) ? investPaths.order.paymentBankwire.href(slug, investmentId) : investPaths.order.paymentCreditcard.href(slug, investmentId);
}
