import { canMove, PAID_INVESTMENT_STATUSES } from '../invest/investment-transitions';
import { countsAsRaised, INVESTMENT_STATUSES, INVESTMENT_STATUS_TAB, RAISED_INVESTMENT_STATUSES, statusesOfTab } from './investment';
import { ROLE_GROUPS, ROLE_HOME_PATHS, ROLES, Role, inRoleGroups, roleGroupOf, roleLabelKey, rolesOf } from './role';
import { canChangePhase } from './project';
import { isClaimable } from './earning';
import { type AuthState, isSessionExpired, sessionExpiry, toSessionUser } from './session';

describe('investment statuses', () => {
  it('are the 17 of the spec', () => {
    expect(INVESTMENT_STATUSES).toHaveLength(17);
  });

  it('each belong to one investor tab, and all together make the all tab', () => {
    const grouped = (['preordered', 'ordered', 'disbursed', 'signed', 'closed', 'canceled', 'minted'] as const).flatMap((tab) => statusesOfTab(tab));
    expect([...grouped].sort()).toEqual([...INVESTMENT_STATUSES].sort());
    expect(statusesOfTab('all')).toEqual(INVESTMENT_STATUSES);
  });

  it('puts a declared interest under preordered and a paid one under disbursed', () => {
    expect(INVESTMENT_STATUS_TAB.RESERVED).toBe('preordered');
    expect(INVESTMENT_STATUS_TAB.CHARGED).toBe('disbursed');
  });

  it('completes only the orders that can no longer be revoked or cancelled: a signed one still can', () => {
    expect(statusesOfTab('completed')).toEqual(RAISED_INVESTMENT_STATUSES.filter((status) => !canMove(status, 'CANCELED')));
    expect(statusesOfTab('completed')).not.toContain('SIGNED');
    expect(statusesOfTab('completed')).not.toContain('CHARGED');
  });

  it('counts as raised the paid orders only, never an interest, an unpaid, failed or cancelled one', () => {
    expect(INVESTMENT_STATUSES.filter(countsAsRaised)).toEqual(['CHARGED', 'SIGNED', 'SIGNED_PENDING', 'CLOSED', 'MINTED']);
    expect(PAID_INVESTMENT_STATUSES).toBe(RAISED_INVESTMENT_STATUSES);
  });
});

describe('roles', () => {
  it('names USER a member in the EXEU wording and an investor otherwise', () => {
    expect(roleLabelKey('USER')).toBe('role.USER');
    expect(roleLabelKey('USER', 'exeu')).toBe('role.exeu.USER');
    expect(roleLabelKey('ADMIN', 'exeu')).toBe('role.ADMIN');
  });

  it('sends each area to its issuances page after login', () => {
    expect(ROLE_HOME_PATHS[Role.ADMIN]).toBe('/manager/issuances');
    expect(ROLE_HOME_PATHS[Role.ENTREPRENEUR]).toBe('/entrepreneur/issuances');
    expect(ROLE_HOME_PATHS[Role.USER]).toBe('/user/issuances');
  });

  it('puts every role in exactly one group, the issuer with the entrepreneurs', () => {
    const grouped = Object.values(ROLE_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...ROLES].sort());
    expect(roleGroupOf('ISSUER')).toBe('issuer');
    expect(ROLE_HOME_PATHS.ISSUER).toBe('/entrepreneur/issuances');
  });

  it('lets a user in a group with any of their roles', () => {
    expect(inRoleGroups(['USER', 'ENTREPRENEUR'], ['issuer'])).toBe(true);
    expect(inRoleGroups(['USER'], ['issuer', 'manager'])).toBe(false);
    expect(rolesOf('investor', 'manager')).toEqual(['USER', 'PREMIUM_USER', 'ADMIN']);
  });
});

describe('project phases and earnings', () => {
  it('does not let an issuance under validation change phase', () => {
    expect(canChangePhase('validating')).toBe(false);
    expect(canChangePhase('validated')).toBe(true);
  });

  it('lets only a pending earning be claimed', () => {
    expect(isClaimable({ status: 'paid' })).toBe(true);
    expect(isClaimable({ status: 'pending' })).toBe(false);
    expect(isClaimable({ status: 'claimed' })).toBe(false);
  });
});

describe('session', () => {
  const now = Date.UTC(2026, 0, 1);
  const user = toSessionUser({
    data: {
      id: 7,
      username: 'ana',
      email: 'ana@example.com',
      roles: ['USER'],
      profile_image: null,
      legal_information: { first_name: 'Ana', last_name: 'Núñez' },
      wallets: [],
      kyc_status: 'pending',
      email_verification: '2025-12-01',
      accessToken: 'token',
    },
    role: 'USER',
    secret: null,
    referral_code: 'REF',
  });
  const state: AuthState = { user, email: user.email, access_token: 'token', token_expired_at: sessionExpiry(now), redirect: null };

  it('maps the login answer to the session user of section 3', () => {
    expect(user).toMatchObject({ id: 7, name: 'ana', firstName: 'Ana', lastName: 'Núñez', nationality: 'Español', kycStatus: 'pending', referralCode: 'REF' });
  });

  it('lasts 15 days from login', () => {
    expect(isSessionExpired(state, now + 14 * 24 * 3600 * 1000)).toBe(false);
    expect(isSessionExpired(state, now + 15 * 24 * 3600 * 1000)).toBe(true);
  });

  it('is expired without a token, a user, an e-mail verification or an expiry', () => {
    expect(isSessionExpired({ ...state, access_token: '' }, now)).toBe(true);
    expect(isSessionExpired({ ...state, user: null }, now)).toBe(true);
    expect(isSessionExpired({ ...state, user: { ...user, email_verification: null } }, now)).toBe(true);
    expect(isSessionExpired({ ...state, token_expired_at: null }, now)).toBe(true);
  });
});
