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

/**
 * The three kinds of people the product serves (spec section 3): investors invest, issuers run
 * their own projects (the spec's issuer manages projects like an entrepreneur), managers run the
 * tenant. The host's areas, the API's access rules and its issuance scope all read these.
 */
export const ROLE_GROUPS = {
  investor: ['USER', 'PREMIUM_USER'],
  issuer: ['ENTREPRENEUR', 'CLIENT', 'ISSUER'],
  manager: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;
export const ROLE_GROUP_NAMES = Object.keys(ROLE_GROUPS) as RoleGroup[];

/** The group a role belongs to; every role is in exactly one. */
export function roleGroupOf(role: Role): RoleGroup {
  const group = ROLE_GROUP_NAMES.find((name) => (ROLE_GROUPS[name] as readonly Role[]).includes(role));
  if (!group) throw new Error(`role ${role} is in no role group`);
  return group;
}

/** Whether any of these roles (a user's primary and secondary) is in one of the groups. */
export function inRoleGroups(roles: readonly Role[], groups: readonly RoleGroup[]): boolean {
  return roles.some((role) => groups.includes(roleGroupOf(role)));
}

/** The roles of these groups, for code that lists roles (the API's access rules). */
export function rolesOf(...groups: readonly RoleGroup[]): Role[] {
  return groups.flatMap((group) => ROLE_GROUPS[group]);
}

/** Where each group lands after login: its area's issuances page (spec section 4, route guard). */
export const ROLE_GROUP_HOME_PATHS = {
  investor: '/user/issuances',
  issuer: '/entrepreneur/issuances',
  manager: '/manager/issuances',
} as const satisfies { readonly [G in RoleGroup]: string };

/** Where each role lands after login, by its group. */
export const ROLE_HOME_PATHS = Object.fromEntries(ROLES.map((role) => [role, ROLE_GROUP_HOME_PATHS[roleGroupOf(role)]])) as {
  readonly [K in Role]: string;
};
