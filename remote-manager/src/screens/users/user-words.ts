import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { roleGroupOf, type Role, type Wording } from 'shared';
import { wordingContext, wordingForTenant } from 'shared/issuances';
import { usePlatform } from 'host/platform';

/** The tenant's wording (EXEU calls investors members and the members list participants), and
 * a role's display name in it. */
export function useUserWords(): { wording: Wording; context: string | undefined; roleName: (role: Role) => string } {
  const { api } = usePlatform();
  const { t } = useTranslation('domain');
  const wording = wordingForTenant(api.known ? api.tenant : null);
  const roleName = useCallback(
    (role: Role) => (wording === 'exeu' && roleGroupOf(role) === 'investor' ? t('role.exeu.USER') : t(`role.${role}`)),
    [t, wording],
  );
  return { wording, context: wordingContext(wording), roleName };
}
