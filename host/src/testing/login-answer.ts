import type { LoginResponse, Role } from 'shared';

/** A login answer as the API sends it (spec section 7), for the user described. */
export function loginAnswer({
  id = 'u-1',
  email = 'investor@demo.test',
  role = 'USER',
  roles = [role],
  token = 'token-1',
  verified = true,
}: { id?: string; email?: string; role?: Role; roles?: Role[]; token?: string; verified?: boolean } = {}): LoginResponse {
  return {
    data: {
      id,
      username: email.split('@')[0] ?? email,
      email,
      roles,
      profile_image: null,
      legal_information: { first_name: 'Irene', last_name: 'Inversora' },
      wallets: ['0x2222222222222222222222222222222222222222'],
      kyc_status: 'success',
      email_verification: verified ? '2026-01-01T00:00:00.000Z' : null,
      accessToken: token,
    },
    role,
    secret: 'secret-1',
    referral_code: 'ABCD2345',
  };
}
