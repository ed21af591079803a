import type { OidcCallbackError } from 'shared';
import type { OpenIdClientSettings } from '../env.js';

/** What the browser carries from the start of a sign-in to the provider's callback (in a signed cookie). */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationRequest {
  /** Where the browser goes to sign in at the provider. */
  url: URL;
  checks: AuthorizationChecks;
}

/** Who the provider says signed in, from an ID token whose signature, issuer, audience, expiry and nonce were checked. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

/** A sign-in that cannot go on, with the key /callback explains. */
export class OpenIdError extends Error {
  constructor(
    readonly key: OidcCallbackError,
    options?: { cause?: unknown },
  ) {
    super(key, options);
    this.name = 'OpenIdError';
  }
}

/**
 * The port of OpenID Connect sign-in (authorization code flow with PKCE, state and nonce): what
 * the product needs from a provider, whichever library or provider is behind it.
 */
export interface OpenIdProvider {
  /** The provider's authorization URL for a new sign-in, with fresh state, nonce and PKCE verifier. Throws OpenIdError. */
  start(client: OpenIdClientSettings, redirectUri: string): Promise<AuthorizationRequest>;
  /**
   * Checks the provider's answer at `callbackUrl` against `checks`, trades the code for tokens and
   * verifies the ID token. Throws OpenIdError (`access_denied`, `state_mismatch`, `provider_unavailable`, `sign_in_failed`).
   */
  finish(client: OpenIdClientSettings, callbackUrl: URL, checks: AuthorizationChecks): Promise<VerifiedIdentity>;
}
