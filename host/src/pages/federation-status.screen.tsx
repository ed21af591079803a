import { useTranslation } from 'react-i18next';
import { hostReactVersion, usePlatform } from 'host/platform';
import type { RemoteName } from '../federation/areas';
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
  return (
    <section aria-labelledby="status-title">
      <h1 id="status-title">{t('status.title')}</h1>
      <p className={styles.lead}>{t('status.description', { react: hostReactVersion })}</p>
      <button type="button" className={styles.check} onClick={checkAll}>
        {t('status.check_all')}
      </button>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('status.remote')}</th>
            <th scope="col">{t('status.entry')}</th>
            <th scope="col">{t('status.state')}</th>
            <th scope="col">{t('status.version')}</th>
            <th scope="col">{t('status.react')}</th>
            <th scope="col">{t('status.platform')}</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((remote) => (
            <tr key={remote.name} data-remote={remote.name}>
              <th scope="row">{remote.name}</th>
              <td className={styles.entry}>{remote.entry}</td>
              <td data-testid="remote-status">{t(`status.states.${remote.status}`)}</td>
              <td data-testid="remote-version">{remote.report?.buildVersion ?? '—'}</td>
              <td>{remote.report?.reactVersion ?? '—'}</td>
              <td data-testid="remote-platform">
                {remote.report
                  ? remote.report.platformId === platform.id
                    ? t('status.shared')
                    : t('status.separate')
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
