import { useTranslation } from 'react-i18next';
import { Table, type Column } from 'shared/ui';
import { hostReactVersion, platformVersion, usePlatform } from 'host/platform';
import type { RemoteName } from '../federation/areas';
import type { RemoteState } from '../federation/remote-loader';
import { useRemoteLoader, useRemoteStates } from '../federation/remote-loader-context';
import styles from './federation-status.module.css';

/** Operations view of this deployment: which remote is served from where, whether it loaded,
 * and whether it shares the host's React and platform (what a broken singleton would break). */
export function FederationStatusPage() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const loader = useRemoteLoader();
  const remotes = useRemoteStates();
  // Loads every area that is not loaded yet; a failure shows in its row, not as a crash.
  const checkAll = () => {
    for (const remote of remotes) {
      if (remote.status === 'idle' || remote.status === 'failed') {
        const name = remote.name as RemoteName;
        (remote.status === 'failed' ? loader.retry(name) : loader.loadRoutes(name)).catch(() => undefined);
      }
    }
  };
  const columns: Column<RemoteState>[] = [
    // The marks let the end-to-end checks find a remote's row and read its cells.
    { id: 'remote', header: t('status.remote'), cell: (remote) => <span data-remote={remote.name}>{remote.name}</span> },
    {
      id: 'entry',
      header: t('status.entry'),
      cell: (remote) => (
        <>
          <span className={styles.entry} data-testid="remote-entry">
            {remote.entry}
          </span>
          {remote.build ? (
            <span className={styles.build} data-testid="remote-build">
              {t(`status.builds.${remote.build}`)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'state',
      header: t('status.state'),
      cell: (remote) => (
        <>
          <span data-testid="remote-status">{t(`status.states.${remote.status}`)}</span>
          {remote.problems && remote.problems.length > 0 ? (
            <ul className={styles.problems} data-testid="remote-problems">
              {remote.problems.map((problem) => (
                <li key={problem.kind === 'platform' ? 'platform' : problem.name}>
                  {problem.kind === 'platform'
                    ? t('status.problems.platform', { required: problem.required, provided: problem.provided })
                    : t('status.problems.singleton', { name: problem.name, required: problem.required, provided: problem.provided })}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    },
    { id: 'version', header: t('status.version'), cell: (remote) => <span data-testid="remote-version">{remote.report?.buildVersion ?? '—'}</span> },
    { id: 'react', header: t('status.react'), cell: (remote) => remote.report?.reactVersion ?? '—' },
    {
      id: 'platform',
      header: t('status.platform'),
      cell: (remote) => (
        <span data-testid="remote-platform">{remote.report ? (remote.report.platformId === platform.id ? t('status.shared') : t('status.separate')) : '—'}</span>
      ),
    },
  ];
  return (
    <section aria-labelledby="status-title">
      <h1 id="status-title">{t('status.title')}</h1>
      <p className={styles.lead}>{t('status.description', { react: hostReactVersion, platform: platformVersion })}</p>
      <button type="button" className={styles.check} onClick={checkAll}>
        {t('status.check_all')}
      </button>
      <Table caption={t('status.caption')} hideCaption columns={columns} rows={remotes} rowKey={(remote) => remote.name} />
    </section>
  );
}
