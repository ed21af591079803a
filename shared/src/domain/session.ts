import type { KycStatus } from './kyc';
import type { Role } from './role';
import type { LoginResponse } from '../schemas/login-response.schema';

/** Session lifetime set at login (spec section 9). */
export const SESSION_LIFETIME_DAYS = 15;

/** The session user the host keeps, mapped from the login answer (spec section 3). */
export type SessionUser = {
  id: number | string;
  /** From the username. */
  name: string;
  email: string;
  role: Role;
  roles: Role[];
  /** Fixed by the spec. */
  nationality: 'Español';
  image: string | null;
  type: string | null;
  firstName: string | null;
  lastName: string | null;
  wallets: string[];
  kycStatus: KycStatus | null;
  secret: string | null;
  referralCode: string | null;
  email_verification: string | null;
};

export type AuthState = {
  user: SessionUser | null;
  email: string | null;
  access_token: string;
  /** Epoch milliseconds. */
  token_expired_at: number | null;
  redirect: string | null;
};

export function toSessionUser(response: LoginResponse): SessionUser {
  const { data } = response;
  return {
    id: data.id,
    name: data.username,
    email: data.email,
    role: response.role,
    roles: data.roles,
    nationality: 'Español',
    image: data.profile_image,
    type: null,
    firstName: data.legal_information.first_name,
    lastName: data.legal_information.last_name,
    wallets: data.wallets,
    kycStatus: data.kyc_status,
    secret: response.secret,
    referralCode: response.referral_code,
    email_verification: data.email_verification,
  };
}

/** When a fresh login expires: 15 days from `now`. */
export function sessionExpiry(now: number): number {
  return now + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
}

/** Spec section 4: expired without user, token, e-mail verification or expiry, or past expiry. */
export function isSessionExpired(state: AuthState, now: number): boolean {
  return (
    !state.user ||
    !state.access_token ||
    !state.user.email_verification ||
    state.token_expired_at === null ||
    state.token_expired_at <= now
  );
}
