import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedPaths, formatDateTime, localeOf, type CustomizationDraft, type CustomizationVersionSummary } from 'shared';
import { Button, ConfirmDialog } from 'shared/ui';
import { useNotify } from 'host/platform';
import { useCustomizationVersions, useFetchCustomizationVersion, useRestoreCustomization } from './customization.api';
import { changeLabel } from './customization-words';
import styles from './customization.module.css';

type Comparison = { number: number; paths: string[] } | { number: number; failed: true };

/** The saved versions, newest first: who saved each, when and what it changed; one can be
 * compared with the payload in use and restored (as a new version, after a confirmation). */
export function VersionsPanel({ current, onRestored }: { current: CustomizationDraft; onRestored: (payload: CustomizationDraft) => void }) {
  const { t, i18n } = useTranslation('manager');
  const locale = localeOf(i18n.language);
  const fetchVersion = useFetchCustomizationVersion();
  const restoreVersion = useRestoreCustomization();
  const notify = useNotify();
  const versions = useCustomizationVersions();
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [restoring, setRestoring] = useState<CustomizationVersionSummary | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  async function compare(version: CustomizationVersionSummary) {
    try {
      const whole = await fetchVersion(version.id);
      setComparison({ number: version.number, paths: changedPaths(whole.payload, current) });
    } catch {
      setComparison({ number: version.number, failed: true });
    }
  }

  async function restore(version: CustomizationVersionSummary) {
    setRestoreError(null);
    try {
      const restored = await restoreVersion.mutateAsync(version.id);
      setRestoring(null);
      setComparison(null);
      notify.success('manager:customization.versions.restored', { number: version.number });
      onRestored(restored.payload);
    } catch {
      setRestoreError(t('customization.versions.restore_failed'));
    }
  }

  const latest = versions.data?.[0]?.number;
  return (
    <section className={styles.section} aria-labelledby="customization-versions">
      <h2 id="customization-versions" className={styles.sectionTitle}>
        {t('customization.versions.title')}
      </h2>
      {versions.isPending ? null : versions.isError ? (
        <p role="alert">{t('customization.versions.load_failed')}</p>
      ) : versions.data.length === 0 ? (
        <p className={styles.sectionHint}>{t('customization.versions.none')}</p>
      ) : (
        <ol className={styles.versions}>
          {versions.data.map((version) => (
            <li key={version.id} className={styles.version}>
              <div>
                <p className={styles.versionTitle}>
                  {t('customization.versions.number', { number: version.number })}
                  {version.number === latest && <span className={styles.currentBadge}>{t('customization.versions.current')}</span>}
                </p>
                <p className={styles.sectionHint}>
                  {t('customization.versions.by', { who: version.actor?.name ?? version.actor?.email ?? t('customization.versions.system'), when: formatDateTime(version.at, locale) })}
                  {version.restored_from !== null && ` · ${t('customization.versions.restored_from', { number: version.restored_from })}`}
                </p>
                <p className={styles.sectionHint}>
                  {version.changed.length === 0 ? t('customization.versions.initial') : t('customization.versions.changed', { paths: version.changed.map((path) => changeLabel(t, path)).join(', ') })}
                </p>
              </div>
              <div className={styles.versionActions}>
                <Button variant="secondary" onClick={() => void compare(version)} aria-label={t('customization.versions.compare_label', { number: version.number })}>
                  {t('customization.versions.compare')}
                </Button>
                {version.number !== latest && (
                  <Button variant="secondary" onClick={() => setRestoring(version)} aria-label={t('customization.versions.restore_label', { number: version.number })}>
                    {t('customization.versions.restore')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div aria-live="polite">
        {comparison &&
          ('failed' in comparison ? (
            <p role="alert">{t('customization.versions.compare_failed')}</p>
          ) : (
            <div className={styles.comparison}>
              <h3 className={styles.subTitle}>{t('customization.versions.comparison', { number: comparison.number })}</h3>
              {comparison.paths.length === 0 ? (
                <p>{t('customization.versions.same')}</p>
              ) : (
                <ul>
                  {comparison.paths.map((path) => (
                    <li key={path}>{changeLabel(t, path)}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
      </div>
      <ConfirmDialog
        open={restoring !== null}
        tone="primary"
        title={t('customization.versions.confirm_title', { number: restoring?.number ?? '' })}
        description={t('customization.versions.confirm_description')}
        consequence={t('customization.versions.confirm_consequence')}
        confirmLabel={t('customization.versions.restore')}
        error={restoreError}
        onConfirm={() => (restoring ? restore(restoring) : undefined)}
        onCancel={() => {
          setRestoring(null);
          setRestoreError(null);
        }}
      />
    </section>
  );
}
