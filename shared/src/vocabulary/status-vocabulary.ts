import type { ValidationState } from '../authoring/authoring.schemas';
import { INVESTMENT_STATUSES, INVESTMENT_TABS } from '../domain/investment';
import { PROJECT_PHASES, TOKEN_CARD_STATUSES, type ProjectPhase, type ProjectStatus, type TokenCardStatus } from '../domain/project';
import type { Wording } from '../domain/role';
import { sharedResources, type Locale } from '../messages';

/**
 * The kinds of status the product names, each with its values. Their words are one table: the
 * `domain` namespace of shared (`<kind>.<status>`, and `<kind>.<status>_exeu` where the EXEU
 * wording says it otherwise), read by every area's screens through i18next, and by the API's
 * notifications and exports through `statusWord`. No area keeps words of its own for these.
 */
export const STATUS_KINDS = {
  project_phase: PROJECT_PHASES,
  token_card_status: TOKEN_CARD_STATUSES,
  investment_status: INVESTMENT_STATUSES,
  investment_tab: INVESTMENT_TABS,
} as const;
export type StatusKind = keyof typeof STATUS_KINDS;
export type StatusOf<K extends StatusKind> = (typeof STATUS_KINDS)[K][number];

/**
 * A project status (the phase machine's state) is named by its phase: one stage, one word,
 * whether the manager's flow, the investor's filter or a card shows it.
 */
export const PROJECT_STATUS_PHASE: { readonly [K in ProjectStatus]: ProjectPhase } = {
  DRAFT: 'draft',
  VALIDATING: 'validating',
  PRE_CAMPAIGN: 'pre-campaign',
  CAMPAIGN: 'campaign',
  CLOSED: 'closed',
};

/** The message key (namespace `domain`) of a status's word. */
export function statusKey<K extends StatusKind>(kind: K, status: StatusOf<K>): `${K}.${StatusOf<K>}` {
  return `${kind}.${status}`;
}

/** The message key of a project status's word: its phase's. */
export function projectStatusKey(status: ProjectStatus): `project_phase.${ProjectPhase}` {
  return statusKey('project_phase', PROJECT_STATUS_PHASE[status]);
}

/**
 * The phase a project is in: validated once the regulator validated it (still VALIDATING),
 * financed once closed with its soft cap reached. Before it closes a project is never financed,
 * however much it raised: the campaign is still open.
 */
export function phaseOf(status: ProjectStatus, softCapReached: boolean, validation: ValidationState): ProjectPhase {
  if (status === 'VALIDATING' && validation === 'validated') return 'validated';
  return status === 'CLOSED' && softCapReached ? 'financed' : PROJECT_STATUS_PHASE[status];
}

/** The token card's status follows the phase: financed once the phase is, a candidacy until then. */
export function tokenCardStatusOf(phase: ProjectPhase): TokenCardStatus {
  return phase === 'financed' ? 'financed' : 'candidacy';
}

type Words = Readonly<Record<string, string>>;

/**
 * A status's word in a language and wording, outside React (the API's notifications, e-mails and
 * exports): the same lookup i18next does with `context: 'exeu'`, the EXEU word where there is
 * one, else the common one.
 */
export function statusWord<K extends StatusKind>(kind: K, status: StatusOf<K>, locale: Locale, wording: Wording = 'default'): string {
  const words = sharedResources[locale].domain[kind] as Words;
  const variant = wording === 'exeu' ? words[`${status}_exeu`] : undefined;
  return variant ?? (words[status] as string);
}

/**
 * The `domain` namespace as a tenant with this wording reads it: each EXEU word in place of the
 * common one. The host gives the page's i18n instance this, so every screen says the tenant's
 * words without each call site passing a context.
 */
export function domainMessagesFor<T extends object>(domain: T, wording: Wording): T {
  if (wording !== 'exeu') return domain;
  const withVariants = (words: Words): Words =>
    Object.fromEntries(
      Object.entries(words).map(([key, word]) => [key, key.endsWith('_exeu') ? word : (words[`${key}_exeu`] ?? word)]),
    );
  const kinds = Object.keys(STATUS_KINDS);
  return Object.fromEntries(Object.entries(domain).map(([group, words]) => [group, kinds.includes(group) ? withVariants(words as Words) : words])) as T;
}
