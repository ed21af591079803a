import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, localeOf, type UserRow } from 'shared';
import { Badge, rowLink, StatusBadge, type Column } from 'shared/ui';
import { managerPaths } from '../../paths';
import { useUserWords } from './user-words';
import type { UserLinkState } from './users-list';
import styles from './users.module.css';

/** The users list's columns: the name (the row's one link), then the facts a manager scans. */
export function useUserColumns(linkState: UserLinkState): Column<UserRow>[] {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const { roleName } = useUserWords();

  return useMemo(
    () => [
      {
        id: 'name',
        header: t('users.column.name'),
        cell: (row) => (
          <Link {...rowLink} className={styles.nameLink} to={managerPaths.user.href(row.id)} state={linkState}>
            {[row.name, row.surname].filter(Boolean).join(' ') || row.username}
          </Link>
        ),
      },
      { id: 'email', header: t('users.column.email'), cell: (row) => <span className={styles.email}>{row.email}</span> },
      { id: 'roles', header: t('users.column.roles'), cell: (row) => row.roles.map(roleName).join(' · ') },
      { id: 'person', header: t('users.column.person_type'), cell: (row) => t(`domain:person_type.${row.person_type}`) },
      { id: 'kyc', header: t('users.column.kyc'), cell: (row) => <StatusBadge kind="kyc" status={row.kyc_status} /> },
      {
        id: 'flags',
        header: t('users.column.flags'),
        cell: (row) =>
          row.flags.length === 0 ? (
            <span className={styles.muted}>—</span>
          ) : (
            <span className={styles.flags}>
              {row.flags.map((flag) => (
                <Badge key={flag} tone="danger" label={t(`domain:user_flag.${flag}`)} />
              ))}
            </span>
          ),
      },
      {
        id: 'registered',
        header: t('users.column.registered'),
        align: 'end',
        cell: (row) => <span className={styles.nowrap}>{formatDate(row.registered_at, locale)}</span>,
      },
    ],
    [t, locale, roleName, linkState],
  );
}
