import { isBankPaymentMethod, PAYABLE_METHODS, type PayableMethod } from 'shared';
import { investPaths } from '../../paths';

/**
 * The methods offered. Neither the payment contract nor the customization lists a per-tenant
 * set: the API takes every payable method, hosted ones through `modules.payment` or, without
 * one, its sandbox provider. When a tenant setting for this exists, it is read here only.
 */
export function enabledPaymentMethods(): readonly PayableMethod[] {
  return PAYABLE_METHODS;
}

/** The page that takes a method's payment: the transfer's instructions or the hosted page's. */
export function paymentPageHref(method: PayableMethod, slug: string, investmentId: string): string {
  return isBankPaymentMethod(method) ? investPaths.step(slug, 'payment-bankwire', investmentId) : investPaths.step(slug, 'payment-creditcard', investmentId);
}
