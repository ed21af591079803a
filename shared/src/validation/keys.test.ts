import type * as v from 'valibot';
import { sharedResources } from '../messages';
import { fieldErrors } from '../test/parse';
import { createRegisterSchema } from '../schemas/register.schema';
import { verifyEmailCodeSchema } from '../schemas/register.schema';
import { issuanceSchema } from '../schemas/issuance.schema';
import { createInvestmentAmountSchema } from '../schemas/investment-amount.schema';
import { createInterestDeclarationSchema } from '../schemas/interest-declaration.schema';
import { profitSharingSchema } from '../schemas/profit-sharing.schema';
import { tokenStepSchema } from '../authoring/authoring.schemas';
import { companyDataSchema } from '../schemas/company-data.schema';
import { declarationSchema } from '../schemas/declaration.schema';
import { paymentSchema } from '../schemas/payment.schema';
import { createKycDocumentsSchema } from '../schemas/kyc-documents.schema';
import { createKycIssueDatesSchema, createLossBearingAcknowledgementSchema } from '../invest/invest.schemas';
import { signatureRequestSchema } from '../invest/signature.schemas';
import type { ValidationKey } from './keys';
import * as rules from './rules';
import { customizationDraftFixture } from '../customization-admin/customization-admin-testing';
import { customizationDraftSchema } from '../customization-admin/customization-admin.schemas';

const register = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: true });
const registration = { email: 'a@b.es', password: '12345678', password_confirmation: '12345678', terms_accepted: true, privacy_accepted: true, commercial_communications: true };
const issuance = {
  title: 'T', subtitle: 'S', slug: 's', short_description: 'D', product_type: 'art', modality: 'online_round', token_name: 'T',
  token_symbol: 'TK', price: 1, tokens_for_sale: 1, min_offer: 1, max_offer: 2, soft_cap: 1, max_fundraising: 2,
  campaign_duration_days: 1, start_date: '2026-01-01', end_date: '2026-01-02',
};
const tokenStep = {
  token_name: 'T', token_symbol: 'TK', price: '1.00', tokens_for_sale: 2, min_offer: '1.00', max_offer: '2.00', soft_cap: '1.00', max_fundraising: '2.00',
  start_date: '2026-01-01', end_date: '2026-01-02',
};
const amount = createInvestmentAmountSchema({ minTokens: 1, maxTokens: 10, tokenPrice: '1.00', minTicket: '5.00' });
const company = {
  organization_name: 'A', tax_id: 'B1234', activity: 'A', contact_email: 'a@b.es', representative_name: 'A', representative_surname: 'B',
  representative_id_number: '12345678Z', representation: 'sole_administrator', nationality: 'ES', birthplace_city: 'M', birthplace_country: 'ES',
  address: 'A', city: 'M', postal_code: '28001', province: 'M', country_of_residence: 'ES', has_significant_partners: true,
};

/** One input that produces each key: together they prove every message is used. */
const producers: { readonly [K in ValidationKey]: readonly [v.GenericSchema, unknown, string?] } = {
  'validator.error_null': [rules.text(), ''],
  'validator.form_field_invalid': [rules.bool(), 'yes'],
  'validator.error_string_min': [rules.text({ min: 2 }), 'a'],
  'validator.error_string_max': [rules.text({ max: 1 }), 'ab'],
  'validator.error_string_special_chars': [rules.text({ noSpecialChars: true }), 'a$'],
  'validator.error_number': [rules.number(), 'x'],
  'validator.error_number_min': [rules.number({ min: 2 }), 1],
  'validator.error_number_max': [rules.number({ max: 2 }), 3],
  'validator.error_number_integer': [rules.number({ integer: true }), 1.5],
  'validator.error_number_mindigit': [rules.number({ minDigit: 2 }), 1],
  'validator.error_number_maxdigit': [rules.number({ maxDigit: 1 }), 12],
  'validator.error_email': [rules.email(), 'a'],
  'validator.error_email_min': [rules.email({ min: 10 }), 'a@b.es'],
  'validator.error_email_max': [rules.email({ max: 5 }), 'a@b.es'],
  'validator.error_email_array': [rules.emailArray(), ['a']],
  'validator.error_url': [rules.url(), 'a'],
  'validator.error_url_min': [rules.url({ min: 50 }), 'https://a.es'],
  'validator.error_url_max': [rules.url({ max: 5 }), 'https://a.es'],
  'validator.error_phone': [rules.phone(), '1'],
  'validator.error_phone_min': [rules.phone({ min: 10 }), '123456789'],
  'validator.error_phone_max': [rules.phone({ max: 9 }), '1234567890'],
  'validator.error_wallet_address': [rules.walletAddress(), '0x1'],
  'validator.error_wallet_signature': [rules.walletSignature(), '0x12'],
  'validator.error_wallet_address_min': [rules.walletAddress({ min: 42 }), 'a'.repeat(40)],
  'validator.error_wallet_address_max': [rules.walletAddress({ max: 40 }), `0x${'a'.repeat(40)}`],
  'validator.error_date': [rules.date(), '2026-02-30'],
  'validator.error_id_number': [rules.idNumber(), '1'],
  'validator.error_postal_code': [rules.postalCode(), '1'],
  'validator.error_file_size': [rules.file(1), { name: 'a', size: 2 * 1024 * 1024 }],
  'validator.error_file_type': [rules.file(1, '.pdf'), { name: 'a.txt', size: 1, type: 'text/plain' }],
  'validator.error_image_size': [rules.image({ maxSizeMb: 1 }), { name: 'a.exe', size: 1 }],
  'validator.error_max_images': [rules.images({ max: 0, maxSizeMb: 1 }), [{ name: 'a.png', size: 1 }]],
  'validator.error_unsafe_text': [rules.freeText(), '<script>'],
  'validator.error_passwords_mismatch': [register, { ...registration, password_confirmation: '123456789' }, 'password_confirmation'],
  'validator.error_terms_required': [register, { ...registration, terms_accepted: false }, 'terms_accepted'],
  'validator.error_privacy_required': [register, { ...registration, privacy_accepted: false }, 'privacy_accepted'],
  'validator.error_commercial_required': [register, { ...registration, commercial_communications: false }, 'commercial_communications'],
  'validator.error_verification_code': [verifyEmailCodeSchema, { email: 'a@b.es', code: '1' }, 'code'],
  'validator.error_iban': [rules.iban(), 'ES00'],
  'validator.error_bic': [rules.bic(), 'X'],
  'validator.error_slug': [rules.slug(), 'A B'],
  'validator.error_video_url': [rules.videoUrl(), 'https://a.es'],
  'validator.error_date_order': [issuanceSchema, { ...issuance, end_date: '2025-01-01' }, 'end_date'],
  'validator.error_soft_cap': [issuanceSchema, { ...issuance, soft_cap: 3 }, 'soft_cap'],
  'validator.error_offer_range': [issuanceSchema, { ...issuance, min_offer: 3 }, 'min_offer'],
  'validator.error_max_fundraising_total': [tokenStepSchema, { ...tokenStep, max_fundraising: '2.01', soft_cap: '1.00' }, 'max_fundraising'],
  'validator.error_minimum_contribution': [tokenStepSchema, { ...tokenStep, minimum_contribution: '3.00' }, 'minimum_contribution'],
  'validator.error_tokens_range': [amount, { tokens: 11, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true }, 'tokens'],
  'validator.error_min_ticket': [amount, { tokens: 4, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true }, 'tokens'],
  'validator.error_risk_acknowledgement': [amount, { tokens: 5, risk_liquidity_acknowledged: true }, 'risk_loss_acknowledged'],
  'validator.error_amount_multiple': [createInterestDeclarationSchema({ tokenPrice: '2.00', min: '1.00', max: '9.00' }), { amount: 3 }, 'amount'],
  'validator.error_amount_range': [createInterestDeclarationSchema({ tokenPrice: '2.00', min: '1.00', max: '9.00' }), { amount: 10 }, 'amount'],
  'validator.error_gross_amount': [profitSharingSchema, { type: 'dividend', gross_amount: 0, profit_date: '2026-01-01' }, 'gross_amount'],
  'validator.error_partners_required': [companyDataSchema, { ...company, partners: [] }, 'partners'],
  'validator.error_partner_share': [companyDataSchema, { ...company, partners: [{ name: 'A', surname: 'B', id_number: 'ABC123456', share: 10 }] }, 'partners.0.share'],
  'validator.error_proof_required': [paymentSchema, { payment_method: 'bank_transfer' }, 'proof_of_payment'],
  'validator.error_signature_image': [signatureRequestSchema, { typed_name: 'Ana Ruiz', drawn_signature: 'data:image/gif;base64,R0lG', consent: true }, 'drawn_signature'],
  'validator.error_signature_consent': [signatureRequestSchema, { typed_name: 'Ana Ruiz', drawn_signature: 'data:image/png;base64,iVBORw==' }, 'consent'],
  'validator.error_declaration': [declarationSchema, { declaration: 'no' }, 'declaration'],
  'validator.error_loss_bearing_acknowledgement': [createLossBearingAcknowledgementSchema(true), {}, 'loss_bearing_acknowledged'],
  'validator.error_document_too_old': [
    createKycIssueDatesSchema('2026-05-31'),
    { REGISTRATION_PROOF_issued_on: '2026-02-27', ARTICLES_OF_ASSOCIATION_issued_on: '2026-03-01', SHAREHOLDER_DECLARATION_issued_on: '2026-05-31' },
    'REGISTRATION_PROOF_issued_on',
  ],
  'validator.error_document_required': [createKycDocumentsSchema('natural'), {}, 'IDENTITY_PROOF'],
  ...customizationProducers(),
};

/** The editor's keys, each from one wrong field of an otherwise valid payload. */
function customizationProducers() {
  const draft = (change: (payload: ReturnType<typeof customizationDraftFixture>) => void) => {
    const payload = customizationDraftFixture();
    change(payload);
    return payload;
  };
  const css = (text: string) => draft((payload) => void (payload.css = text));
  return {
    'validator.error_hex_color': [customizationDraftSchema, draft((payload) => void (payload.theme.colors.primary = 'blue')), 'theme.colors.primary'],
    'validator.error_currency_code': [customizationDraftSchema, draft((payload) => void (payload.currency.code = 'EURO')), 'currency.code'],
    'validator.error_analytics_id': [customizationDraftSchema, draft((payload) => void (payload.analytics.metaPixelId = 'a b')), 'analytics.metaPixelId'],
    'validator.error_order_duplicate': [customizationDraftSchema, draft((payload) => void (payload.flows.onboarding = ['KYC', 'KYC'])), 'flows.onboarding'],
    'validator.error_css_too_large': [customizationDraftSchema, css('a'.repeat(20_001)), 'css'],
    'validator.error_css_style_close': [customizationDraftSchema, css('a{}</style><script>'), 'css'],
    'validator.error_css_javascript_url': [customizationDraftSchema, css('a{background:url(javascript:alert(1))}'), 'css'],
    'validator.error_css_expression': [customizationDraftSchema, css('a{width:expression(alert(1))}'), 'css'],
    'validator.error_css_import': [customizationDraftSchema, css('@import url(https://evil.example/x.css);'), 'css'],
    'validator.error_css_url': [customizationDraftSchema, css('a{background:url(https://evil.example/x.png)}'), 'css'],
  } as const;
}

describe('validation keys', () => {
  it.each(Object.entries(producers))('%s is produced by a rule and worded in English and Spanish', (key, [schema, input, path = '_form']) => {
    expect(fieldErrors(schema, input)[path]?.key).toBe(key);
    const name = key.replace(/^validator\./, '') as keyof typeof sharedResources.en.validation.validator;
    expect(sharedResources.en.validation.validator[name]).toEqual(expect.any(String));
    expect(sharedResources.es.validation.validator[name]).toEqual(expect.any(String));
  });

  it('has no message that no rule produces', () => {
    const worded = Object.keys(sharedResources.en.validation.validator).map((name) => `validator.${name}`);
    expect(worded.filter((key) => !(key in producers))).toEqual([]);
  });
});
