import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { formatDateTime, localeOf, roleSchema, USER_FLAGS, type AuditEntry, type UserFlag } from 'shared';
import { useUserWords } from './user-words';
import styles from './user-detail.module.css';

const ACTION_TEXT = {
  'user.validated': 'user.history.action.validated',
  'user.denegated': 'user.history.action.denegated',
  'user.deleted': 'user.history.action.deleted',
  'user.roles_changed': 'user.history.action.roles_changed',
  'impersonation.started': 'user.history.action.impersonation_started',
  'impersonation.ended': 'user.history.action.impersonation_ended',
  'impersonation.write': 'user.history.action.impersonation_write',
} as const satisfies Record<AuditEntry['action'], string>;

type AuditDetail = AuditEntry['details'][string] | undefined;
const textOf = (value: AuditDetail) => (typeof value === 'string' ? value : '');
const listOf = (value: AuditDetail) => (Array.isArray(value) ? value : []);

/** A write made while simulating: the route as the API declares it, then what was sent (secrets already redacted by the API). */
function writeDetail(details: AuditEntry['details']): string {
  return [`${textOf(details.method)} ${textOf(details.route)}`.trim(), listOf(details.changes).join(', ')].filter(Boolean).join(' — ');
}

export function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const { roleName } = useUserWords();
  const flagName = (flag: string) => (USER_FLAGS.some((known) => known === flag) ? t(`domain:user_flag.${flag as UserFlag}`) : flag);
  const who = entry.actor ? entry.actor.name || entry.actor.email : t('user.history.deleted_actor');
  const detail =
    entry.action === 'user.denegated'
      ? [listOf(entry.details.flags).map((flag) => flagName(flag)).join(', '), typeof entry.details.message === 'string' ? entry.details.message : null]
          .filter(Boolean)
          .join(' — ')
      : entry.action === 'user.roles_changed'
        ? `${listOf(entry.details.before).map((role) => roleNameOf(role, roleName)).join(' · ')} → ${listOf(entry.details.after).map((role) => roleNameOf(role, roleName)).join(' · ')}`
        : entry.action === 'impersonation.write'
          ? writeDetail(entry.details)
          : null;
  return (
    <li className={styles.entry}>
      <span className={styles.entryWhat}>{t(ACTION_TEXT[entry.action])}</span>
      <span className={styles.muted}>
        {t('user.history.by', { who })} · <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
      </span>
      {detail && <span className={styles.entryDetail}>{detail}</span>}
    </li>
  );
}

// History outlives the role list: a role the app no longer knows is shown as recorded.
function roleNameOf(role: string, roleName: ReturnType<typeof useUserWords>['roleName']): string {
  return v.is(roleSchema, role) ? roleName(role) : role;
}
