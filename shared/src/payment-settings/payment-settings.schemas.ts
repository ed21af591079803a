import * as v from 'valibot';
import { HOSTED_PAYMENT_METHODS } from '../invest/payments.schemas';
import { moneySchema } from '../money';
import { percentSchema } from '../money/fees';
import { amount, bic, form, freeText, iban, optional, text } from '../validation/rules';

/**
 * The tenant's payment settings a manager edits (issue 36, GET/PUT /manager/payment-settings):
 * the account transfers go to (IBAN checked with its checksum, BIC, beneficiary), the fees of
 * `extras.investmentFee` (a fixed amount per transfer, a percentage per hosted payment; spec
 * section 9) and the adapter of each hosted method among those this deployment has. Never a
 * secret: those are deployment settings.
 */

/** A percentage typed in a form: 0 to 100 with at most two decimals, kept without trailing zeros ("1.5"). */
function percent() {
  return v.pipe(
    amount({ min: '0.00', max: '100.00' }),
    v.transform((value) => value.replace(/\.?0+$/, '') || '0'),
  );
}

const adapterName = () => optional(text({ max: 40 }));

export const methodProvidersSchema = v.object({
  card_provider: adapterName(),
  card_terminal: adapterName(),
  bizum: adapterName(),
  crypto_wallet: adapterName(),
});

export const paymentSettingsFormSchema = form({
  iban: iban(),
  bic: optional(bic()),
  beneficiary: freeText({ max: 140 }),
  bank_transfer_fee: optional(amount({ min: '0.00', max: '1000.00' })),
  card_fee_percent: optional(percent()),
  method_providers: v.optional(methodProvidersSchema, {}),
});
export type PaymentSettingsInput = v.InferInput<typeof paymentSettingsFormSchema>;
export type PaymentSettingsValues = v.InferOutput<typeof paymentSettingsFormSchema>;

export const paymentSettingsSchema = v.object({
  iban: v.nullable(v.string()),
  bic: v.nullable(v.string()),
  beneficiary: v.nullable(v.string()),
  bank_transfer_fee: v.nullable(moneySchema),
  card_fee_percent: v.nullable(percentSchema),
  method_providers: v.record(v.picklist(HOSTED_PAYMENT_METHODS), v.string()),
});
export type PaymentSettings = v.InferOutput<typeof paymentSettingsSchema>;

export const paymentSettingsResponseSchema = v.object({
  data: v.object({
    settings: paymentSettingsSchema,
    /** The adapters of this deployment that take each hosted method; none picked: `modules.payment`, else the sandbox. */
    adapters: v.record(v.picklist(HOSTED_PAYMENT_METHODS), v.array(v.string())),
  }),
});
export type PaymentSettingsAnswer = v.InferOutput<typeof paymentSettingsResponseSchema>['data'];

/** The API's address of these settings, below the PFP base. */
export const paymentSettingsPath = '/manager/payment-settings';
