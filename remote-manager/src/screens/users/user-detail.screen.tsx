import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Eye, ShieldX, Trash2, UserCog } from 'lucide-react';
import * as v from 'valibot';
import { formatDate, formatDateTime, localeOf, roleSchema, USER_FLAGS, userKycDocumentPath, type UserFlag, type AuditEntry, type UserDetail } from 'shared';
import { Badge, Button, ConfirmDialog, DocumentPreview, QueryState, Skeleton, StatusBadge } from 'shared/ui';
import { readApiError, useBusEvent, useCurrency, useFetchFile, useHttp, useNotify, usePlatform, useSessionCommands } from 'host/platform';
import { managerPaths } from '../../paths';
import { DenegateDialog, RolesDialog } from './user-dialogs';
import type { UserLinkState } from './users-page';
import { useUserWords } from './user-words';
import { deleteUser, useUser, userKeys, validateUser } from './users.api';
import styles from './user-detail.module.css';

type Dialog = 'validate' | 'denegate' | 'delete' | 'roles' | null;

function backFrom(state: unknown): string {
  const back = (state as Partial<UserLinkState> | null)?.back;
  // Only a path of this area: the state comes from the history, which a page may have written.
  return typeof back === 'string' && back.startsWith('/manager/') ? back : managerPaths.users.href();
}

/** /manager/users/:id: a user's profile, roles, KYC documents, investments and history, with
 * the manager's actions on them. */
export default function UserDetailScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['manager', 'ui']);
  const location = useLocation();
  const back = backFrom(location.state);
  const user = useUser(id);

  return (
    <div className={styles.page}>
      <Link className={styles.back} to={back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('user.back')}
      </Link>
      {/* A user that does not exist is a page that does not exist: the host's 404. */}
      <QueryState query={user} notFound="page" errorTitle={t('user.error.title')} errorDescription={t('users.error.description')} loading={<UserSheetSkeleton />}>
        {(data) => <UserSheet user={data} back={back} />}
      </QueryState>
    </div>
  );
}

function UserSheetSkeleton() {
  return (
    <div className={styles.loading}>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="70%" />
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.section}>
            <Skeleton width="50%" />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </div>
        ))}
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserSheet({ user, back }: { user: UserDetail; back: string }) {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const http = useHttp();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  const fetchFile = useFetchFile();
  const { format } = useCurrency();
  const { startSimulation } = useSessionCommands();
  const { roleName } = useUserWords();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [simulating, setSimulating] = useState(false);
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.username;

  // Another screen (or tab's bus) changed a user: this one may be it.
  useBusEvent('data.changed', ({ entity }) => {
    if (entity === 'user') void queryClient.invalidateQueries({ queryKey: userKeys.all });
  });

  function close() {
    setDialog(null);
    setFailure(null);
  }

  /** An action went through: toast, then the detail and every list refetch. */
  async function done(message: string) {
    close();
    notify.success(message, { email: user.email });
    bus.emit('data.changed', { entity: 'user', id: user.id });
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
  }

  function failed(error: unknown) {
    const { key } = readApiError(error);
    setFailure(
      key === 'user_has_investments'
        ? t('user.delete.has_investments', { count: user.investments.count })
        : key === 'user_has_issuances'
          ? t('user.delete.has_issuances')
          : key === 'user_has_records'
            ? t('user.delete.has_records')
            : key === 'user_is_caller'
          ? t('user.errors.user_is_caller')
          : t('user.errors.failed'),
    );
  }

  async function confirmValidate() {
    try {
      await validateUser(http, user.id);
    } catch (error) {
      failed(error);
      return;
    }
    await done('manager:user.validate.done');
  }

  async function confirmDelete() {
    try {
      await deleteUser(http, user.id);
    } catch (error) {
      failed(error);
      return;
    }
    close();
    notify.success('manager:user.delete.done', { email: user.email });
    queryClient.removeQueries({ queryKey: userKeys.detail(user.id) });
    bus.emit('data.changed', { entity: 'user', id: user.id });
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
    navigate(back, { replace: true });
  }

  async function simulate() {
    setSimulating(true);
    try {
      // The host brings the manager back to this list, filters included, on "Back to manager".
      await startSimulation(user.id, { returnTo: back });
    } catch {
      notify.error('manager:user.simulate.failed');
      setSimulating(false);
    }
  }

  const actions = user.actions;
  const p = user.profile;

  return (
    <>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.subtitle}>
            <span>{user.email}</span>
            <StatusBadge kind="kyc" status={user.kyc_status} />
            {user.flags.map((flag) => (
              <Badge key={flag} tone="danger" label={t(`domain:user_flag.${flag}`)} />
            ))}
          </p>
        </div>
        <div className={styles.actions} role="group" aria-label={t('user.actions_label')}>
          {actions.roles && (
            <Button variant="secondary" icon={<UserCog size={16} aria-hidden="true" />} onClick={() => setDialog('roles')}>
              {t('user.roles.action')}
            </Button>
          )}
          {actions.simulate && (
            <Button variant="secondary" icon={<Eye size={16} aria-hidden="true" />} loading={simulating} onClick={() => void simulate()}>
              {t('user.simulate.action')}
            </Button>
          )}
          {actions.delete && (
            <Button variant="ghost" className={styles.danger} icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setDialog('delete')}>
              {t('user.delete.action')}
            </Button>
          )}
        </div>
      </header>

      {user.flags_message && (
        <p className={styles.flagsMessage}>
          <strong>{t('user.flags_message')}</strong> {user.flags_message}
        </p>
      )}

      <div className={styles.grid}>
        <div className={styles.column}>
          <Section id="user-profile" title={t('user.profile.title')}>
            <Facts
              rows={[
                [t('user.profile.username'), user.username],
                [t('user.profile.person_type'), t(`domain:person_type.${user.person_type}`)],
                ...(user.company
                  ? ([
                      [t('user.profile.company'), user.company.organisation_name],
                      [t('user.profile.tax_id'), user.company.tax_id],
                    ] as [string, ReactNode][])
                  : []),
                [t('user.profile.id_number'), p.id_number],
                [t('user.profile.birthday'), p.birthday ? formatDate(p.birthday, locale) : null],
                [t('user.profile.phone'), p.phone],
                [t('user.profile.address'), [p.address, p.postal_code, p.city, p.province, p.country_of_residence].filter(Boolean).join(', ') || null],
                [t('user.profile.nationality'), p.nationality],
                [t('user.profile.wallet'), p.wallet ? <code className={styles.code}>{p.wallet}</code> : null],
                [t('user.profile.email_verified'), user.email_verified ? t('user.yes') : t('user.no')],
                [t('user.profile.communications'), p.commercial_communications ? t('user.yes') : t('user.no')],
                [t('user.profile.registered'), formatDateTime(user.registered_at, locale)],
              ]}
            />
          </Section>

          <Section id="user-kyc" title={t('user.kyc.title')}>
            <Facts
              rows={[
                [t('user.kyc.status'), <StatusBadge kind="kyc" status={user.kyc.status} />],
                [t('user.kyc.provider'), user.kyc.provider === 'manual' ? t('user.kyc.provider_manual') : user.kyc.provider === 'sandbox' ? t('user.kyc.provider_sandbox') : user.kyc.provider],
                [t('user.kyc.submitted'), user.kyc.submitted_at ? formatDateTime(user.kyc.submitted_at, locale) : null],
                [t('user.kyc.decided'), user.kyc.decided_at ? formatDateTime(user.kyc.decided_at, locale) : null],
              ]}
            />
            {user.kyc.documents.length === 0 ? (
              <p className={styles.muted}>{t('user.kyc.no_documents')}</p>
            ) : (
              <ul className={styles.documents} aria-label={t('user.kyc.documents')}>
                {user.kyc.documents.map((document) => (
                  <li key={document.file_id} className={styles.document}>
                    <span className={styles.documentName}>
                      <strong>{t(`domain:kyc_document.${document.type}`)}</strong>
                      <span className={styles.muted}>
                        {document.name} · {formatDate(document.submitted_at, locale)}
                      </span>
                    </span>
                    <DocumentPreview
                      label={t(`domain:kyc_document.${document.type}`)}
                      name={document.name}
                      source={document.file_id}
                      load={() => fetchFile(userKycDocumentPath(user.id, document.file_id), document.name)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {(actions.validate || actions.denegate) && (
              // The decision sits under the documents it is made on.
              <div className={styles.decision} role="group" aria-label={t('user.kyc.decision')}>
                {actions.validate && (
                  <Button icon={<CircleCheck size={16} aria-hidden="true" />} onClick={() => setDialog('validate')}>
                    {t('user.validate.action')}
                  </Button>
                )}
                {actions.denegate && (
                  <Button variant="secondary" icon={<ShieldX size={16} aria-hidden="true" />} onClick={() => setDialog('denegate')}>
                    {t('user.denegate.action')}
                  </Button>
                )}
              </div>
            )}
          </Section>
        </div>
        <div className={styles.column}>
          <Section id="user-roles" title={t('user.roles.title_section')}>
            <Facts
              rows={[
                [t('user.roles.primary'), roleName(user.primary_role)],
                [t('user.roles.secondary'), user.secondary_role ? roleName(user.secondary_role) : t('user.roles.no_secondary')],
              ]}
            />
          </Section>

          <Section id="user-investments" title={t('user.investments.title')}>
            <Facts
              rows={[
                [t('user.investments.count'), <span className={styles.numeric}>{user.investments.count}</span>],
                [t('user.investments.amount'), <span className={styles.numeric}>{format(user.investments.amount)}</span>],
              ]}
            />
          </Section>

          <Section id="user-history" title={t('user.history.title')}>
            {user.history.length === 0 ? (
              <p className={styles.muted}>{t('user.history.empty')}</p>
            ) : (
              <ol className={styles.history}>
                {user.history.map((entry) => (
                  <HistoryEntry key={entry.id} entry={entry} />
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>

      <ConfirmDialog
        open={dialog === 'validate'}
        tone="primary"
        title={t('user.validate.title', { email: user.email })}
        description={t('user.validate.description')}
        confirmLabel={t('user.validate.confirm')}
        cancelLabel={t('user.dialog.back')}
        error={failure}
        onConfirm={confirmValidate}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('user.delete.title', { email: user.email })}
        description={t('user.delete.description')}
        consequence={t('user.delete.consequence')}
        confirmLabel={t('user.delete.confirm')}
        cancelLabel={t('user.dialog.back')}
        error={failure}
        onConfirm={confirmDelete}
        onCancel={close}
      />
      {dialog === 'denegate' && <DenegateDialog user={user} open onClose={close} onDone={() => done('manager:user.denegate.done')} />}
      {dialog === 'roles' && <RolesDialog user={user} open onClose={close} onDone={() => done('manager:user.roles.done')} />}
    </>
  );
}

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

function HistoryEntry({ entry }: { entry: AuditEntry }) {
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
