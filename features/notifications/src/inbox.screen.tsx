import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Bell } from 'lucide-react';
import { formatDate, type Notification } from 'shared';
import { Button, EmptyState, PageHeader, Pagination, rowLink, rowLinks, Skeleton } from 'shared/ui';
import type { NotificationArea } from './area';
import { useInbox, useLiveRefresh, useMarkAllRead, useMarkRead, type InboxQuery } from './notifications.api';
import { ComposePanel } from './compose-panel';
import { PreferencesPanel } from './preferences-panel';
import './messages';
import { CATEGORY_LABEL } from './labels';
import styles from './notifications.module.css';

/** /user|manager|entrepreneur/notifications: the inbox, newest first, with the e-mail preferences
 * (and, for those who may, the broadcast composer and what was sent). */
export function NotificationsPage({ area }: { area: NotificationArea }) {
  const { t, i18n } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: InboxQuery = { filter, page, lang: i18n.language === 'en' ? 'en' : 'es' };
  const inbox = useInbox(area.scope, query);
  useLiveRefresh(area.scope);
  const markRead = useMarkRead(area.scope);
  const markAllRead = useMarkAllRead(area.scope);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (item: Notification, to: string | null) => {
    setFailure(null);
    if (!item.read_at) {
      try {
        await markRead.mutateAsync(item.id);
      } catch {
        setFailure(t('inbox.read_failed'));
      }
    }
    if (to) await navigate(to);
  };

  const readAll = async () => {
    setFailure(null);
    try {
      await markAllRead.mutateAsync();
    } catch {
      setFailure(t('inbox.read_failed'));
    }
  };

  const go = (next: { filter?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.filter !== undefined) {
      if (next.filter === 'unread') search.set('filter', 'unread');
      else search.delete('filter');
      search.delete('page');
    }
    if (next.page !== undefined) search.set('page', String(next.page));
    setParams(search);
  };

  const unread = inbox.data?.unread ?? 0;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('inbox.title')}
        description={t('inbox.description')}
        actions={
          <Button variant="secondary" onClick={() => void readAll()} disabled={unread === 0} loading={markAllRead.isPending}>
            {t('inbox.read_all')}
          </Button>
        }
      />
      <nav aria-label={t('inbox.filter_label')} className={styles.filters}>
        {(['all', 'unread'] as const).map((value) => (
          <Link key={value} to={value === 'unread' ? '?filter=unread' : '?'} aria-current={filter === value ? 'page' : undefined} className={styles.filter}>
            {value === 'unread' ? t('inbox.filter_unread', { count: unread }) : t('inbox.filter_all')}
          </Link>
        ))}
      </nav>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {inbox.isPending ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('inbox.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.item}>
              <Skeleton width="40%" />
              <Skeleton width="80%" />
            </li>
          ))}
        </ul>
      ) : inbox.isError ? (
        <div role="alert" className={styles.error}>
          {t('inbox.error')}{' '}
          <Button variant="secondary" onClick={() => void inbox.refetch()}>
            {t('inbox.retry')}
          </Button>
        </div>
      ) : inbox.data.data.length === 0 ? (
        <EmptyState icon={<Bell aria-hidden="true" />} title={t(filter === 'unread' ? 'inbox.empty_unread.title' : 'inbox.empty.title')} description={t(filter === 'unread' ? 'inbox.empty_unread.description' : 'inbox.empty.description')} />
      ) : (
        <>
          <ul {...rowLinks} className={`${styles.list} ${rowLinks.className}`} aria-label={t('inbox.list_label')}>
            {inbox.data.data.map((item) => {
              const to = item.subject ? area.linkOf(item.subject) : null;
              const unreadItem = item.read_at === null;
              return (
                <li key={item.id} className={unreadItem ? `${styles.item} ${styles.unread}` : styles.item}>
                  <span className={styles.dot} aria-hidden="true" />
                  <div className={styles.text}>
                    <button {...rowLink} type="button" className={styles.title} onClick={() => void open(item, to)}>
                      {unreadItem && <span className={styles.srOnly}>{t('inbox.unread_prefix')} </span>}
                      {item.title}
                    </button>
                    <p className={styles.body}>{item.body}</p>
                    <p className={styles.meta}>
                      <time dateTime={item.created_at}>{formatDate(item.created_at, query.lang)}</time>
                      {' · '}
                      {t(CATEGORY_LABEL[item.category])}
                      {unreadItem ? '' : ` · ${t('inbox.read')}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {inbox.data.meta.total_pages > 1 && (
            <Pagination page={page} pageCount={inbox.data.meta.total_pages} onPageChange={(next) => go({ page: next })} label={t('inbox.pages')} />
          )}
          <p className={styles.srOnly} aria-live="polite">
            {t('inbox.summary', { count: inbox.data.meta.total, unread })}
          </p>
        </>
      )}
      {area.compose && <ComposePanel area={area} />}
      <PreferencesPanel scope={area.scope} />
    </div>
  );
}
