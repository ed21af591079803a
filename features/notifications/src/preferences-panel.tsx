import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_CATEGORIES, type NotificationPreferences } from 'shared';
import { Button, Checkbox, Skeleton } from 'shared/ui';
import { useHttp } from 'host/platform';
import { notificationKeys, savePreferences, usePreferences } from './notifications.api';
import { CATEGORY_LABEL } from './labels';
import styles from './notifications.module.css';

/** Which categories are also e-mailed (in-app is always on). */
export function PreferencesPanel({ scope }: { scope: string }) {
  const { t } = useTranslation('notifications');
  const saved = usePreferences(scope);
  const http = useHttp();
  const client = useQueryClient();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const shown = draft ?? saved.data;

  const save = async () => {
    if (!shown) return;
    setStatus('saving');
    try {
      client.setQueryData(notificationKeys(scope).preferences, await savePreferences(http, shown));
      setDraft(null);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="notification-preferences">
      <h2 id="notification-preferences" className={styles.panelTitle}>
        {t('preferences.title')}
      </h2>
      {saved.isError ? (
        <p role="alert" className={styles.error}>
          {t('preferences.error')}
        </p>
      ) : !shown ? (
        <Skeleton height={120} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend>{t('preferences.legend')}</legend>
            {NOTIFICATION_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                label={t(CATEGORY_LABEL[category])}
                checked={shown.email[category]}
                onChange={(event) => {
                  setStatus('idle');
                  setDraft({ email: { ...shown.email, [category]: event.target.checked } });
                }}
              />
            ))}
          </fieldset>
          <Button type="submit" disabled={status === 'saving'}>
            {t('preferences.save')}
          </Button>
          <p role="status" className={status === 'failed' ? styles.error : styles.meta}>
            {status === 'saved' ? t('preferences.saved') : status === 'failed' ? t('preferences.failed') : ''}
          </p>
        </form>
      )}
    </section>
  );
}
