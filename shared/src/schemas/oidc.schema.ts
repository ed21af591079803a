import * as v from 'valibot';
import { form } from '../validation/rules';

/** The front page an OpenID sign-in comes back to, with `?code=` or `?error=` (spec section 2). */
export const OIDC_CALLBACK_PATH = '/callback';

/**
 * Why an OpenID sign-in did not finish: the `error` the API puts on /callback, which the page
 * explains. Anything else the page shows as `sign_in_failed`.
 */
export const OIDC_CALLBACK_ERRORS = [
  /** The person declined at the provider (or closed its consent screen). */
  'access_denied',
  /** The answer did not belong to the sign-in this browser started (forged, replayed or too old). */
  'state_mismatch',
  /** The provider does not vouch for the e-mail address, so it cannot name an account. */
  'email_not_verified',
  /** The provider could not be reached or answered with an error. */
  'provider_unavailable',
  /** The account of that e-mail may not sign in (deleted, blocked) or is linked to another Google account. */
  'account_unavailable',
  /** Too many failed sign-ins from this address; wait and try again. */
  'too_many_attempts',
  /** Anything else: an ID token that did not verify, an unexpected answer. */
  'sign_in_failed',
] as const;
export type OidcCallbackError = (typeof OIDC_CALLBACK_ERRORS)[number];

export function isOidcCallbackError(value: unknown): value is OidcCallbackError {
  return typeof value === 'string' && (OIDC_CALLBACK_ERRORS as readonly string[]).includes(value);
}

/** `POST /api/v2/auth/oidc/exchange`: the one-time code /callback received, for the login answer. */
export const oidcExchangeSchema = form({
  code: v.pipe(v.string('validator.error_null'), v.trim(), v.nonEmpty('validator.error_null'), v.maxLength(128, 'validator.form_field_invalid')),
});
export type OidcExchangeValues = v.InferOutput<typeof oidcExchangeSchema>;
