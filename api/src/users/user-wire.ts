import type { PersonType } from 'shared';
import type { User } from '../auth/sessions.js';
import { rolesOf } from './users.repository.js';

type WireFields = Pick<
  User,
  'id' | 'email' | 'username' | 'name' | 'surname' | 'primaryRole' | 'secondaryRole' | 'investorType' | 'kycStatus' | 'flags' | 'flagsMessage' | 'emailVerifiedAt' | 'createdAt'
>;

/** Natural unless the stored investor type says legal (the column predates the person-type names). */
export const personTypeOf = (user: Pick<User, 'investorType'>): PersonType => (user.investorType === 'legal' ? 'legal' : 'natural');

/**
 * A user row as every answer about a user spells it (`GET /users/me`, the manager's users and
 * their detail, the onboarding's state): who they are and where their identification stands.
 */
export function userWire(user: WireFields) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    surname: user.surname,
    roles: rolesOf(user),
    person_type: personTypeOf(user),
    kyc_status: user.kycStatus,
    flags: user.flags,
    flags_message: user.flagsMessage,
    email_verified: user.emailVerifiedAt !== null,
    registered_at: user.createdAt.toISOString(),
  };
}
