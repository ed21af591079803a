import {
  createInvestmentAmountSchema,
  createLossBearingAcknowledgementSchema,
  multiplyMoney,
  requiresLossBearingAcknowledgement,
  type InvestmentAmountInput,
  type InvestmentLimits,
  type Locale,
  type Money,
} from 'shared';
import { createValidate, type FormErrors } from 'shared/forms';

/** What the amount form holds: the shared schema's input, the token count as typed. */
export type InvestValues = InvestmentAmountInput;

/** How each page language groups thousands: "30.000" in Spanish, "30,000" in English (spaces in both). */
const GROUPED: Record<Locale, RegExp> = {
  es: /^\d{1,3}([.\s\u00a0\u202f]\d{3})+$/,
  en: /^\d{1,3}([,\s\u00a0\u202f]\d{3})+$/,
};

/**
 * The token count as typed, read in the page's language: its thousands separators dropped
 * ("30.000" is 30000 in Spanish). Anything else is left as typed, for the schema to refuse.
 */
export function readTokens(value: unknown, locale: Locale): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return GROUPED[locale].test(text) ? text.replace(/\D/g, '') : text;
}

/** The whole number of tokens typed, or null while it is not one (empty, decimal, text). */
function typedTokens(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The query that carries the amount typed through a detour (the loss-bearing simulation) and back. */
const TOKENS_QUERY = 'tokens';

/** `path` with the number of tokens typed, when it is one, so the page it leads to can bring it back. */
export function withTokens(path: string, value: unknown): string {
  const tokens = typedTokens(value);
  if (tokens === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [TOKENS_QUERY]: String(tokens) }).toString()}`;
}

/** The number of tokens an address carries back, as the amount field holds it; null without one. */
export function carriedTokens(search: URLSearchParams): string | null {
  const tokens = typedTokens(search.get(TOKENS_QUERY));
  return tokens === null ? null : String(tokens);
}

/** tokens × price, exact; null while the count is not a whole number. */
export function totalOf(value: unknown, tokenPrice: Money): Money | null {
  const tokens = typedTokens(value);
  return tokens === null ? null : multiplyMoney(tokenPrice, tokens);
}

export type InvestorRisk = { sophisticated: boolean; netWorth: Money | null };

/** Whether this amount needs the Art. 21(7) acknowledgement from this investor (shared's rule). */
export function needsLossBearingAcknowledgement(amount: Money | null, investor: InvestorRisk): boolean {
  return amount !== null && requiresLossBearingAcknowledgement({ sophisticated: investor.sophisticated, amount, netWorth: investor.netWorth });
}

/**
 * The form's validate: the project's limits and the risk boxes (the schema the API runs), plus
 * the Art. 21(7) box when the amount typed needs it for this investor.
 */
export function createInvestValidate(limits: InvestmentLimits, investor: InvestorRisk, locale: Locale) {
  const amountValidate = createValidate(createInvestmentAmountSchema(limits));
  return (typed: InvestValues): FormErrors | undefined => {
    const values = { ...typed, tokens: readTokens(typed.tokens, locale) };
    const required = needsLossBearingAcknowledgement(totalOf(values.tokens, limits.tokenPrice), investor);
    const acknowledgement = createValidate(createLossBearingAcknowledgementSchema(required))(values);
    const errors = { ...acknowledgement, ...amountValidate(values) };
    return Object.keys(errors).length === 0 ? undefined : errors;
  };
}

/**
 * A key per attempt at an order: random, URL-safe, within the API's pattern. `getRandomValues`
 * works on plain http too, where `randomUUID` does not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
