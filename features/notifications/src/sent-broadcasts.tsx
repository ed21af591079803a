import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared';
import { Button, EmptyState, Skeleton } from 'shared/ui';
import { useBroadcasts } from './notifications.api';
import { AUDIENCE_LABEL, SENT_TO_LABEL } from './labels';
import styles from './notifications.module.css';

/** What was sent, newest first, with how many received and read each; more pages on demand. */
export function SentBroadcasts({ scope }: { scope: string }) {
  const { t, i18n } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const broadcasts = useBroadcasts(scope, page);
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return (
    <section className={styles.panel} aria-labelledby="notification-sent">
      <h2 id="notification-sent" className={styles.panelTitle}>
        {t('sent.title')}
      </h2>
      {broadcasts.isPending ? (
        <Skeleton height={80} />
      ) : broadcasts.isError ? (
        <p role="alert" className={styles.error}>
          {t('sent.error')}
        </p>
      ) : broadcasts.data.data.length === 0 ? (
        <EmptyState title={t('sent.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('sent.title')}>
          {broadcasts.data.data.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.text}>
                <p className={styles.sentTitle}>{item.title[lang]}</p>
                <p className={styles.meta}>
                  {item.target && item.audience !== 'all_investors' ? t(SENT_TO_LABEL[item.audience], { name: item.target.name }) : t(AUDIENCE_LABEL.all_investors)}
                  {' · '}
                  <time dateTime={item.created_at}>{formatDate(item.created_at, lang)}</time>
                </p>
                <p className={styles.meta}>{t('sent.counts', { recipients: item.recipients, read: item.read })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {broadcasts.data && broadcasts.data.meta.total_pages > 1 && (
        <Button variant="secondary" onClick={() => setPage(page + 1)} disabled={page >= broadcasts.data.meta.total_pages}>
          {t('sent.more')}
        </Button>
      )}
    </section>
  );
}
