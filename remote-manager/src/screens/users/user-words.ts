import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, roleGroupOf, type Role, type Wording } from 'shared';
import { wordingContext, wordingForTenant } from 'shared/issuances';
import { usePlatform } from 'host/platform';

/** The tenant's wording (EXEU calls investors members and the members list participants), and
 * a role's display name in it. */
export function useUserWords(): {
  wording: Wording;
  context: string | undefined;
  roleName: (role: Role) => string;
  /** Every role as a choice; where the wording gives two roles one name (EXEU's "member"),
   * the plain role name follows in brackets so a manager can tell them apart. */
  roleOptions: { value: Role; label: string }[];
} {
  const { api } = usePlatform();
  const { t } = useTranslation('domain');
  const wording = wordingForTenant(api.known ? api.tenant : null);
  const roleName = useCallback(
    (role: Role) => (wording === 'exeu' && roleGroupOf(role) === 'investor' ? t('role.exeu.USER') : t(`role.${role}`)),
    [t, wording],
  );
  const roleOptions = useMemo(() => {
    const names = ROLES.map(roleName);
    return ROLES.map((role, index) => {
      const name = names[index] ?? role;
      const shared = names.filter((other) => other === name).length > 1;
      return { value: role, label: shared ? `${name} (${t(`role.${role}`)})` : name };
    });
  }, [roleName, t]);
  return { wording, context: wordingContext(wording), roleName, roleOptions };
}
