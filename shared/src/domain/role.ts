import * as v from 'valibot';

/** Roles of spec section 3. A user holds one primary role and may hold one secondary. */
export const ROLES = ['USER', 'PREMIUM_USER', 'CLIENT', 'ENTREPRENEUR', 'ADMIN', 'ISSUER'] as const;
export const roleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof roleSchema>;

/** `Role.ADMIN` style access, for code that reads better with a name than a string. */
export const Role = Object.fromEntries(ROLES.map((role) => [role, role])) as { readonly [K in Role]: K };

/**
 * The message key (namespace `domain`) of each role's display name. The EXEU variant calls
 * investors members, so USER has a second key used when the tenant runs that wording.
 */
export const ROLE_LABEL_KEYS: { readonly [K in Role]: `role.${K}` } = {
  USER: 'role.USER',
  PREMIUM_USER: 'role.PREMIUM_USER',
  CLIENT: 'role.CLIENT',
  ENTREPRENEUR: 'role.ENTREPRENEUR',
  ADMIN: 'role.ADMIN',
  ISSUER: 'role.ISSUER',
};

export type Wording = 'default' | 'exeu';

export function roleLabelKey(role: Role, wording: Wording = 'default'): string {
  return wording === 'exeu' && (role === 'USER' || role === 'PREMIUM_USER') ? 'role.exeu.USER' : ROLE_LABEL_KEYS[role];
}

/** Where each area's landing page is after login (spec section 4, route guard). */
export const ROLE_HOME_PATHS: { readonly [K in Role]?: string } = {
  ADMIN: '/manager/issuances',
  ENTREPRENEUR: '/entrepreneur/issuances',
  CLIENT: '/entrepreneur/issuances',
  USER: '/user/issuances',
  PREMIUM_USER: '/user/issuances',
};
