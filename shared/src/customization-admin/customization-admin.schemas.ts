import * as v from 'valibot';
import { ONBOARDING_STEPS } from '../domain/onboarding';
import { PROJECT_STATUSES } from '../domain/project';
import { REGISTER_PROFILE_FIELDS } from '../schemas/register.schema';
import { CURRENCY_SYMBOL_POSITIONS, type CUSTOMIZATION_MODULES } from '../schemas/customization.schema';
import { customCssProblem, CUSTOM_CSS_MAX_LENGTH } from './custom-css';

/**
 * The manager's customization editor (issue 16): the editable payload, its versions, and the
 * save and restore requests. The editable payload is the section-3 customization without the
 * time zone (the tenant's own column), with the theme as design tokens beside the advanced CSS;
 * the API serves both to clients as the payload's `css` (tokens first, so the advanced CSS wins).
 */

const INVALID = 'validator.form_field_invalid';

/** The design tokens a manager picks; each maps to one CSS custom property of `tokens.css`. */
export const THEME_COLOR_TOKENS = {
  primary: '--color-primary',
  primary_hover: '--color-primary-hover',
  on_primary: '--color-on-primary',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  text_muted: '--color-text-muted',
} as const;
export type ThemeColor = keyof typeof THEME_COLOR_TOKENS;
export const THEME_COLORS = Object.keys(THEME_COLOR_TOKENS) as ThemeColor[];

/** The fonts that ship with the build or the visitor's system: nothing loads from a CDN. */
export const THEME_FONTS = {
  inter: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;
export const THEME_FONT_NAMES = Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]];

export const THEME_RADIUS_MAX = 24;

/** The kit's own values (`tokens.css`): a theme equal to these adds no CSS. */
export const themeDefaults = {
  colors: {
    primary: '#1d4ed8',
    primary_hover: '#1e40af',
    on_primary: '#ffffff',
    background: '#f6f7f9',
    surface: '#ffffff',
    text: '#111827',
    text_muted: '#4b5563',
  } satisfies Record<ThemeColor, string>,
  font: 'inter' as ThemeFont,
  radius: 8,
};

const hexColor = v.pipe(v.string(INVALID), v.toLowerCase(), v.regex(/^#[0-9a-f]{6}$/, 'validator.error_hex_color'));

export const themeSchema = v.object({
  colors: v.optional(
    v.object(
      Object.fromEntries(THEME_COLORS.map((name) => [name, v.optional(hexColor, themeDefaults.colors[name])])) as Record<
        ThemeColor,
        v.OptionalSchema<typeof hexColor, string>
      >,
    ),
    {},
  ),
  font: v.optional(v.picklist(THEME_FONT_NAMES, INVALID), themeDefaults.font),
  radius: v.optional(
    v.pipe(v.number('validator.error_number'), v.integer('validator.error_number_integer'), v.minValue(0, 'validator.error_number_min'), v.maxValue(THEME_RADIUS_MAX, 'validator.error_number_max')),
    themeDefaults.radius,
  ),
});
export type Theme = v.InferOutput<typeof themeSchema>;

/** The CSS custom properties of a theme, for the page's `:root` or a preview container. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of THEME_COLORS) variables[THEME_COLOR_TOKENS[name]] = theme.colors[name];
  // The focus ring follows the brand, as in the kit.
  variables['--color-focus'] = theme.colors.primary;
  variables['--font-family-sans'] = THEME_FONTS[theme.font];
  variables['--radius-sm'] = `${Math.round(theme.radius / 2)}px`;
  variables['--radius-md'] = `${theme.radius}px`;
  variables['--radius-lg'] = `${Math.round(theme.radius * 1.5)}px`;
  return variables;
}

/** The theme as a `:root` rule of the tokens it changes; empty for the kit's own theme. */
export function themeCss(theme: Theme): string {
  const base = themeVariables(v.parse(themeSchema, {}));
  const changed = Object.entries(themeVariables(theme)).filter(([name, value]) => base[name] !== value);
  return changed.length === 0 ? '' : `:root { ${changed.map(([name, value]) => `${name}: ${value};`).join(' ')} }`;
}

/** The adapters this deployment has for each module (`api/src/{kyc,payments,signature}`); null is off. */
export const MODULE_ADAPTERS = {
  kyc: ['manual', 'sandbox'],
  payment: ['bank', 'sandbox', 'redsys', 'stripe', 'crypto'],
  signature: ['simple'],
  payment_profit: ['sandbox', 'sepa', 'balance'],
  erir: [],
  ledger: ['database', 'evm'],
} as const satisfies Record<(typeof CUSTOMIZATION_MODULES)[number], readonly string[]>;

export type ModuleAdapter = (typeof MODULE_ADAPTERS)[keyof typeof MODULE_ADAPTERS][number];

/** What runs when a tenant names no adapter: the API falls back to these, so the editor says so instead of "Off". */
export const MODULE_DEFAULT_ADAPTERS = {
  kyc: 'sandbox',
  payment: 'sandbox',
  signature: 'simple',
  payment_profit: 'sandbox',
  erir: null,
  ledger: 'database',
} as const satisfies { [M in keyof typeof MODULE_ADAPTERS]: (typeof MODULE_ADAPTERS)[M][number] | null };

/** The on/off switches of the payload, in the editor's order. */
export const HIDE_FLAGS = ['progressBar', 'extraFields', 'description', 'signInvestment', 'legalTypeInvestor'] as const;
export const EXTRAS_FLAGS = ['referral', 'payWithBalance', 'investmentFee', 'signInWithGoogle', 'mandatoryCommercialCommunications', 'openAllAccordions'] as const;

/** '' from a cleared field is "not set". */
function optionalText(max: number, pattern?: { regex: RegExp; key: 'validator.error_url' | 'validator.error_analytics_id' }) {
  return v.pipe(
    v.nullable(v.string(INVALID)),
    v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, 'validator.error_string_max'),
        v.check((value) => !pattern || pattern.regex.test(value), pattern?.key ?? INVALID),
      ),
    ),
  );
}

/** A page of this site (`/login`) or an http(s) address. */
const URL_OR_PATH = { regex: /^(?:\/(?!\/)\S*|https?:\/\/[^\s/]+\S*)$/i, key: 'validator.error_url' } as const;
const optionalUrl = optionalText(2048, URL_OR_PATH);
/** Tag ids are pasted from each vendor's console: letters, digits, hyphens and underscores. */
const analyticsId = optionalText(64, { regex: /^[A-Za-z0-9_-]+$/, key: 'validator.error_analytics_id' });

/** An order of distinct known values: the editor reorders, it does not repeat nor invent. */
function orderSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return v.pipe(
    v.array(v.picklist(values, INVALID), INVALID),
    v.minLength(1, 'validator.error_null'),
    v.check((list) => new Set(list).size === list.length, 'validator.error_order_duplicate'),
  );
}

const localizedText = v.object({ es: optionalText(2000), en: optionalText(2000) });
const moduleAdapter = <const T extends readonly string[]>(adapters: T) =>
  v.nullable(v.picklist(adapters as unknown as readonly [T[number], ...T[number][]], INVALID));

export const customizationDraftSchema = v.object({
  theme: themeSchema,
  css: v.pipe(
    v.string(INVALID),
    v.maxLength(CUSTOM_CSS_MAX_LENGTH, 'validator.error_css_too_large'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = customCssProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
  urls: v.object({
    home: v.pipe(v.string(INVALID), v.trim(), v.minLength(1, 'validator.error_null'), v.maxLength(2048, 'validator.error_string_max'), v.regex(URL_OR_PATH.regex, 'validator.error_url')),
    legal: optionalUrl,
    privacy: optionalUrl,
    contact: optionalUrl,
    faq: optionalUrl,
    whitepaper: optionalUrl,
  }),
  currency: v.object({
    symbol: v.pipe(v.string(INVALID), v.trim(), v.minLength(1, 'validator.error_null'), v.maxLength(5, 'validator.error_string_max')),
    symbol_position: v.picklist(CURRENCY_SYMBOL_POSITIONS, INVALID),
    code: v.pipe(v.string(INVALID), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'validator.error_currency_code')),
    name: v.pipe(v.string(INVALID), v.trim(), v.minLength(1, 'validator.error_null'), v.maxLength(40, 'validator.error_string_max')),
  }),
  flows: v.object({ onboarding: orderSchema(ONBOARDING_STEPS), project_status: orderSchema(PROJECT_STATUSES) }),
  hide: v.object({
    progressBar: v.boolean(INVALID),
    extraFields: v.boolean(INVALID),
    description: v.boolean(INVALID),
    signInvestment: v.boolean(INVALID),
    legalTypeInvestor: v.boolean(INVALID),
  }),
  fields: v.object({
    register: v.pipe(
      v.array(v.picklist(REGISTER_PROFILE_FIELDS, INVALID), INVALID),
      v.check((list) => new Set(list).size === list.length, 'validator.error_order_duplicate'),
    ),
  }),
  extras: v.object({
    referral: v.boolean(INVALID),
    payWithBalance: v.boolean(INVALID),
    investmentFee: v.boolean(INVALID),
    signInWithGoogle: v.boolean(INVALID),
    mandatoryCommercialCommunications: v.boolean(INVALID),
    openAllAccordions: v.boolean(INVALID),
  }),
  texts: v.object({ declareInterestDescription: localizedText, investCustomDisclaimer: localizedText }),
  analytics: v.object({ googleTagManagerId: analyticsId, metaPixelId: analyticsId, microsoftClarityId: analyticsId, registerEventId: analyticsId }),
  modules: v.object({
    kyc: moduleAdapter(MODULE_ADAPTERS.kyc),
    payment: moduleAdapter(MODULE_ADAPTERS.payment),
    signature: moduleAdapter(MODULE_ADAPTERS.signature),
    payment_profit: moduleAdapter(MODULE_ADAPTERS.payment_profit),
    erir: v.null(INVALID),
    ledger: moduleAdapter(MODULE_ADAPTERS.ledger),
  }),
  title: optionalText(80),
  image: v.object({
    favicon: v.pipe(v.string(INVALID), v.trim(), v.minLength(1, 'validator.error_null'), v.maxLength(2048, 'validator.error_string_max'), v.regex(URL_OR_PATH.regex, 'validator.error_url')),
    logo: optionalUrl,
  }),
});
export type CustomizationDraftInput = v.InferInput<typeof customizationDraftSchema>;
export type CustomizationDraft = v.InferOutput<typeof customizationDraftSchema>;

const actorSchema = v.nullable(v.object({ id: v.string(), email: v.string(), name: v.nullable(v.string()) }));

export const customizationVersionSummarySchema = v.object({
  id: v.string(),
  /** 1, 2, 3… in the order they were saved. */
  number: v.pipe(v.number(), v.integer()),
  /** Who saved it; null for the seed's first version or a deleted account. */
  actor: actorSchema,
  at: v.pipe(v.string(), v.isoTimestamp()),
  /** The payload's paths that differ from the version before (`theme.colors.primary`, `flows.onboarding`). */
  changed: v.array(v.string()),
  /** The version it brought back, when it was a restore. */
  restored_from: v.nullable(v.pipe(v.number(), v.integer())),
});
export type CustomizationVersionSummary = v.InferOutput<typeof customizationVersionSummarySchema>;

/**
 * A draft as the API answers it: a stored one read back, whose CSS may predate today's rule (an
 * outside `url()` saved before it was refused). It comes back as it was, for the manager to see
 * and fix; saving it is checked by `customizationDraftSchema` again.
 */
const storedDraftSchema = v.object({ ...customizationDraftSchema.entries, css: v.string(INVALID) });

export const customizationVersionSchema = v.object({ ...customizationVersionSummarySchema.entries, payload: storedDraftSchema });
export type CustomizationVersion = v.InferOutput<typeof customizationVersionSchema>;

/** GET /manager/customization: what the editor starts from, and the version it is (null before any save). */
export const customizationEditorResponseSchema = v.object({
  data: v.object({ payload: storedDraftSchema, version: v.nullable(customizationVersionSummarySchema) }),
});
export type CustomizationEditorResponse = v.InferOutput<typeof customizationEditorResponseSchema>;

export const customizationVersionListResponseSchema = v.object({ data: v.array(customizationVersionSummarySchema) });
export type CustomizationVersionListResponse = v.InferOutput<typeof customizationVersionListResponseSchema>;

export const customizationVersionResponseSchema = v.object({ data: customizationVersionSchema });
export type CustomizationVersionResponse = v.InferOutput<typeof customizationVersionResponseSchema>;

/** PUT /manager/customization: the whole payload, saved as a new version; a refused field
 * answers 400 under its own path (`css`, `theme.colors.primary`). */
export const saveCustomizationRequestSchema = v.object({ ...customizationDraftSchema.entries });
export type SaveCustomizationRequest = CustomizationDraftInput;

/** POST …/versions/:id/restore: saves that version's payload again as a new version. */
export const restoreCustomizationRequestSchema = v.object({});

/** The leaf paths whose values differ between two payloads (lists compare whole). */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [prefix];
}

export const customizationAdminPaths = {
  editor: '/manager/customization',
  versions: '/manager/customization/versions',
  version: (id: string) => `/manager/customization/versions/${encodeURIComponent(id)}`,
  restore: (id: string) => `/manager/customization/versions/${encodeURIComponent(id)}/restore`,
  images: '/manager/customization/images',
} as const;

/** The tenant's images the editor uploads: the favicon and the logo. */
export const CUSTOMIZATION_IMAGE_KINDS = ['favicon', 'logo'] as const;
export type CustomizationImageKind = (typeof CUSTOMIZATION_IMAGE_KINDS)[number];

/** An uploaded image: its public address goes into `image.favicon` or `image.logo` of the draft. */
export const customizationImageUploadResponseSchema = v.object({
  data: v.object({ id: v.string(), kind: v.picklist(CUSTOMIZATION_IMAGE_KINDS), url: v.string() }),
});
