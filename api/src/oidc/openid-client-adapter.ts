import * as client from 'openid-client';
import type { OpenIdClientSettings } from '../env.js';
import { MINUTE, type Clock } from '../lib/clock.js';
import { OpenIdError, type AuthorizationChecks, type AuthorizationRequest, type OpenIdProvider, type VerifiedIdentity } from './open-id-provider.js';

/** Google asks for these; `email` and `profile` put the address, its verification and the names in the ID token. */
const SCOPE = 'openid email profile';
/** Provider metadata and keys change rarely; discovery is done again after this long, or after a failure. */
const DISCOVERY_TTL_MS = 60 * MINUTE;
/** A provider that does not answer within this many seconds is taken as down. */
const TIMEOUT_SECONDS = 10;

/** Plain HTTP only to this machine (a local provider in development and tests); anything else must be HTTPS. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The provider did not answer, or answered with something other than a protocol answer. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  if (error instanceof client.ClientError) {
    return ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? '') || isUnavailable(error.cause);
  }
  return false;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The OpenID port on `openid-client` (certified by the OpenID Foundation): discovery, the
 * authorization URL with PKCE (S256), state and nonce, and the code grant, which checks the state
 * and verifies the ID token (signature against the provider's keys, issuer, audience, expiry, nonce).
 */
export class OpenIdClientProvider implements OpenIdProvider {
  private readonly configurations = new Map<string, { config: Promise<client.Configuration>; at: number }>();

  constructor(private readonly clock: Clock) {}

  async start(settings: OpenIdClientSettings, redirectUri: string): Promise<AuthorizationRequest> {
    const config = await this.configurationOf(settings);
    const checks: AuthorizationChecks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  async finish(settings: OpenIdClientSettings, callbackUrl: URL, checks: AuthorizationChecks): Promise<VerifiedIdentity> {
    const config = await this.configurationOf(settings);
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw this.failure(settings, error);
    }
    if (!claims) throw new OpenIdError('sign_in_failed');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: stringClaim(claims.email),
      // Only a literal true counts: a provider that leaves the claim out vouches for nothing.
      emailVerified: claims.email_verified === true,
      givenName: stringClaim(claims.given_name),
      familyName: stringClaim(claims.family_name),
      name: stringClaim(claims.name),
    };
  }

  private failure(settings: OpenIdClientSettings, error: unknown): OpenIdError {
    if (error instanceof client.AuthorizationResponseError) {
      return new OpenIdError(error.error === 'access_denied' ? 'access_denied' : 'sign_in_failed', { cause: error });
    }
    if (error instanceof client.ClientError && error.message.includes('"state"')) return new OpenIdError('state_mismatch', { cause: error });
    if (isUnavailable(error)) {
      // The next sign-in discovers the provider again: its metadata or keys may have changed.
      this.configurations.delete(this.keyOf(settings));
      return new OpenIdError('provider_unavailable', { cause: error });
    }
    return new OpenIdError('sign_in_failed', { cause: error });
  }

  private keyOf(settings: OpenIdClientSettings): string {
    return `${settings.issuer} ${settings.client_id}`;
  }

  private async configurationOf(settings: OpenIdClientSettings): Promise<client.Configuration> {
    const key = this.keyOf(settings);
    const now = this.clock.now().getTime();
    const cached = this.configurations.get(key);
    if (cached && now - cached.at < DISCOVERY_TTL_MS) {
      try {
        return await cached.config;
      } catch {
        // Dropped below by the attempt that failed; discover again.
      }
    }
    const issuer = new URL(settings.issuer);
    const config = client.discovery(issuer, settings.client_id, settings.client_secret, client.ClientSecretBasic(settings.client_secret), {
      execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      timeout: TIMEOUT_SECONDS,
    });
    this.configurations.set(key, { config, at: now });
    try {
      return await config;
    } catch (error) {
      this.configurations.delete(key);
      throw new OpenIdError('provider_unavailable', { cause: error });
    }
  }
}
