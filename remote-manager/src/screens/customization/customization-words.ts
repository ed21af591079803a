import type { TFunction } from 'i18next';
import type { CURRENCY_SYMBOL_POSITIONS, EXTRAS_FLAGS, HIDE_FLAGS, ModuleAdapter, REGISTER_PROFILE_FIELDS, ThemeColor, ThemeFont } from 'shared';

/** The message key of each value the editor offers, written out so the message checks see
 * every key in use and the type checker sees every value named. */

export const COLOR_LABELS = {
  primary: 'customization.theme.color.primary',
  primary_hover: 'customization.theme.color.primary_hover',
  on_primary: 'customization.theme.color.on_primary',
  background: 'customization.theme.color.background',
  surface: 'customization.theme.color.surface',
  text: 'customization.theme.color.text',
  text_muted: 'customization.theme.color.text_muted',
} as const satisfies Record<ThemeColor, string>;

export const FONT_LABELS = {
  inter: 'customization.theme.fonts.inter',
  system: 'customization.theme.fonts.system',
  serif: 'customization.theme.fonts.serif',
  mono: 'customization.theme.fonts.mono',
} as const satisfies Record<ThemeFont, string>;

export const URL_LABELS = {
  home: 'customization.urls.home',
  legal: 'customization.urls.legal',
  privacy: 'customization.urls.privacy',
  contact: 'customization.urls.contact',
  faq: 'customization.urls.faq',
  whitepaper: 'customization.urls.whitepaper',
} as const;

export const POSITION_LABELS = {
  before: 'customization.currency.positions.before',
  after: 'customization.currency.positions.after',
} as const satisfies Record<(typeof CURRENCY_SYMBOL_POSITIONS)[number], string>;

export const HIDE_LABELS = {
  progressBar: 'customization.hide.progress_bar',
  extraFields: 'customization.hide.extra_fields',
  description: 'customization.hide.description',
  signInvestment: 'customization.hide.sign_investment',
  legalTypeInvestor: 'customization.hide.legal_type_investor',
} as const satisfies Record<(typeof HIDE_FLAGS)[number], string>;

export const REGISTER_LABELS = {
  name: 'customization.register.name',
  surname: 'customization.register.surname',
  phone: 'customization.register.phone',
} as const satisfies Record<(typeof REGISTER_PROFILE_FIELDS)[number], string>;

export const EXTRAS_LABELS = {
  referral: 'customization.extras.referral',
  payWithBalance: 'customization.extras.pay_with_balance',
  investmentFee: 'customization.extras.investment_fee',
  signInWithGoogle: 'customization.extras.sign_in_with_google',
  mandatoryCommercialCommunications: 'customization.extras.mandatory_commercial_communications',
  openAllAccordions: 'customization.extras.open_all_accordions',
} as const satisfies Record<(typeof EXTRAS_FLAGS)[number], string>;

export const TEXT_LABELS = {
  declareInterestDescription: 'customization.texts.declare_interest_description',
  investCustomDisclaimer: 'customization.texts.invest_custom_disclaimer',
} as const;

export const LANGUAGE_LABELS = { es: 'customization.languages.es', en: 'customization.languages.en' } as const;

export const ANALYTICS_LABELS = {
  googleTagManagerId: 'customization.analytics.google_tag_manager_id',
  metaPixelId: 'customization.analytics.meta_pixel_id',
  microsoftClarityId: 'customization.analytics.microsoft_clarity_id',
  registerEventId: 'customization.analytics.register_event_id',
} as const;

export const MODULE_LABELS = {
  kyc: 'customization.modules.kyc',
  payment: 'customization.modules.payment',
  signature: 'customization.modules.signature',
  payment_profit: 'customization.modules.payment_profit',
  erir: 'customization.modules.erir',
  ledger: 'customization.modules.ledger',
} as const;

export const ADAPTER_LABELS = {
  manual: 'customization.modules.adapters.manual',
  sandbox: 'customization.modules.adapters.sandbox',
  bank: 'customization.modules.adapters.bank',
  redsys: 'customization.modules.adapters.redsys',
  simple: 'customization.modules.adapters.simple',
  stripe: 'customization.modules.adapters.stripe',
  sepa: 'customization.modules.adapters.sepa',
  balance: 'customization.modules.adapters.balance',
  database: 'customization.modules.adapters.database',
  evm: 'customization.modules.adapters.evm',
  crypto: 'customization.modules.adapters.crypto',
} as const satisfies Record<ModuleAdapter, string>;

const FIELD_LABELS = {
  'theme.font': 'customization.theme.font',
  'theme.radius': 'customization.theme.radius',
  css: 'customization.theme.css',
  'currency.symbol': 'customization.currency.symbol',
  'currency.symbol_position': 'customization.currency.position',
  'currency.code': 'customization.currency.code',
  'currency.name': 'customization.currency.name',
  'flows.onboarding': 'customization.flows.onboarding',
  'flows.project_status': 'customization.flows.project_status',
  'fields.register': 'customization.sections.register',
  title: 'customization.identity.title',
  'image.favicon': 'customization.identity.favicon',
  'image.logo': 'customization.identity.logo',
} as const;

const GROUP_LABELS = {
  'theme.colors': COLOR_LABELS,
  urls: URL_LABELS,
  hide: HIDE_LABELS,
  extras: EXTRAS_LABELS,
  analytics: ANALYTICS_LABELS,
  modules: MODULE_LABELS,
} as const;
type GroupLabel = { [G in keyof typeof GROUP_LABELS]: (typeof GROUP_LABELS)[G][keyof (typeof GROUP_LABELS)[G]] }[keyof typeof GROUP_LABELS];

const lookup = <T extends Record<string, string>>(table: T, key: string | undefined): T[keyof T] | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key as keyof T] : undefined;

/** The editor's own label of a changed payload path (`theme.colors.primary` → "Brand colour"), so the
 * history speaks the form's words; a path no field shows (an older payload's) is given as it is. */
export function changeLabel(t: TFunction<'manager'>, path: string): string {
  const field = lookup(FIELD_LABELS, path);
  if (field) return t(field);
  const [head, name, language] = path.split('.');
  if (head === 'texts') {
    const text = lookup(TEXT_LABELS, name);
    const spoken = lookup(LANGUAGE_LABELS, language);
    if (text && spoken) return t(text, { language: t(spoken) });
  }
  for (const [group, table] of Object.entries(GROUP_LABELS) as [string, Record<string, GroupLabel>][]) {
    if (!path.startsWith(`${group}.`)) continue;
    const label = lookup(table, path.slice(group.length + 1));
    if (label) return t(label);
  }
  return path;
}
