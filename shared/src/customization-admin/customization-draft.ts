import * as v from 'valibot';
import { customizationSchema, type Customization, type LocalizedText } from '../schemas/customization.schema';
import { customizationDraftSchema, MODULE_ADAPTERS, themeCss, themeSchema, type CustomizationDraft, type Theme } from './customization-admin.schemas';

/** How a tenant's customization is stored: the section-3 overrides plus the editor's theme. */
export type StoredCustomization = Omit<CustomizationDraft, 'theme'> & { theme: Theme };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function localized(text: LocalizedText | string | null): { es: string | null; en: string | null } {
  if (text === null) return { es: null, en: null };
  // An older payload kept one disclaimer for both languages.
  if (typeof text === 'string') return { es: text, en: text };
  return { es: text.es, en: text.en };
}

function adapterOf<const T extends readonly string[]>(adapters: T, value: string | null): T[number] | null {
  return value !== null && adapters.includes(value) ? value : null;
}

/**
 * What the editor starts from: the stored overrides completed with the defaults, the theme
 * apart from the advanced CSS. Values the editor cannot offer (an adapter this deployment no
 * longer has) read as off rather than blocking every later save.
 */
export function draftOfStored(stored: unknown): CustomizationDraft {
  const record = isRecord(stored) ? stored : {};
  const full: Customization = v.parse(customizationSchema, record);
  const theme = v.safeParse(themeSchema, record.theme ?? {});
  const draft = {
    theme: theme.success ? theme.output : v.parse(themeSchema, {}),
    css: full.css ?? '',
    urls: full.urls,
    currency: full.currency,
    flows: full.flows,
    hide: full.hide,
    fields: { register: full.fields.register },
    extras: full.extras,
    texts: { declareInterestDescription: localized(full.texts.declareInterestDescription), investCustomDisclaimer: localized(full.texts.investCustomDisclaimer) },
    analytics: full.analytics,
    modules: {
      kyc: adapterOf(MODULE_ADAPTERS.kyc, full.modules.kyc),
      payment: adapterOf(MODULE_ADAPTERS.payment, full.modules.payment),
      signature: adapterOf(MODULE_ADAPTERS.signature, full.modules.signature),
      payment_profit: adapterOf(MODULE_ADAPTERS.payment_profit, full.modules.payment_profit),
      erir: null,
      ledger: adapterOf(MODULE_ADAPTERS.ledger, full.modules.ledger),
    },
    title: full.title,
    image: { favicon: full.image.favicon, logo: full.image.logo },
  };
  const parsed = v.safeParse(customizationDraftSchema, draft);
  if (parsed.success) return parsed.output;
  // Register fields the form does not offer are dropped, as adapters are. CSS saved under an older
  // rule is kept as it was: the manager sees it and a save checks it again, so it is never lost
  // without a word (a restore checks it too).
  const withoutCss = v.safeParse(customizationDraftSchema, { ...draft, css: '' });
  const rest = withoutCss.success ? withoutCss.output : v.parse(customizationDraftSchema, { ...draft, css: '', fields: { register: [] } });
  return { ...rest, css: draft.css };
}

/** The payload clients receive (`GET /v2/ui/get-customization`): the theme's tokens come first
 * in `css`, so the advanced CSS can still override them. */
export function servedCss(theme: Theme, css: string): string | null {
  const served = [themeCss(theme), css].filter((part) => part.trim() !== '').join('\n');
  return served === '' ? null : served;
}
