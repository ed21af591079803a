import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import * as v from 'valibot';
import { formatDate, type Notification } from 'shared';
import { Button, EmptyState, PageHeader, Pagination, QueryState, rowLink, rowLinks, Skeleton } from 'shared/ui';
import { useAddressQuery } from 'host/platform';
import type { NotificationArea } from './area';
import { useInbox, useLiveRefresh, useMarkAllRead, useMarkRead, type InboxQuery } from './notifications.api';
import { ComposePanel } from './compose-panel';
import { PreferencesPanel } from './preferences-panel';
import './messages';
import { CATEGORY_LABEL } from './labels';
import styles from './notifications.module.css';

/** The inbox's address: the unread ones alone or all, and the page (a bad value is dropped). */
const inboxAddressSchema = v.object({
  filter: v.optional(v.picklist(['unread'])),
  page: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1))),
});

/** /user|manager|entrepreneur/notifications: the inbox, newest first, with the e-mail preferences
 * (and, for those who may, the broadcast composer and what was sent). */
export function NotificationsPage({ area }: { area: NotificationArea }) {
  const { t, i18n } = useTranslation('notifications');
  const { query: address, update } = useAddressQuery(inboxAddressSchema);
  const filter = address.filter ?? 'all';
  const query: InboxQuery = { filter, page: address.page ?? 1, lang: i18n.language === 'en' ? 'en' : 'es' };
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
      <QueryState query={inbox} errorTitle={t('inbox.error')} loadingLabel={t('inbox.loading')} loading={<InboxSkeleton />}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState icon={<Bell aria-hidden="true" />} title={t(filter === 'unread' ? 'inbox.empty_unread.title' : 'inbox.empty.title')} description={t(filter === 'unread' ? 'inbox.empty_unread.description' : 'inbox.empty.description')} />
          ) : (
            <>
              <InboxList items={data.data} lang={query.lang} linkOf={area.linkOf} onOpen={(item, to) => void open(item, to)} />
              {data.meta.total_pages > 1 && (
                <Pagination page={query.page} pageCount={data.meta.total_pages} onPageChange={(next) => update({ page: next === 1 ? undefined : String(next) })} label={t('inbox.pages')} />
              )}
              <p className={styles.srOnly} aria-live="polite">
                {t('inbox.summary', { count: data.meta.total, unread })}
              </p>
            </>
          )
        }
      </QueryState>
      {area.compose && <ComposePanel area={area} />}
      <PreferencesPanel scope={area.scope} />
    </div>
  );
}

function InboxSkeleton() {
  return (
    <ul className={styles.list}>
      {[0, 1, 2].map((index) => (
        <li key={index} className={styles.item}>
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </li>
      ))}
    </ul>
  );
}

type InboxListProps = {
  items: readonly Notification[];
  lang: InboxQuery['lang'];
  linkOf: NotificationArea['linkOf'];
  onOpen: (item: Notification, to: string | null) => void;
};

/** The notifications of the page, the unread ones marked for sight and for screen readers;
 * opening one (anywhere on it) marks it read and goes to its subject. */
function InboxList({ items, lang, linkOf, onOpen }: InboxListProps) {
  const { t } = useTranslation('notifications');
  return (
    <ul {...rowLinks} className={`${styles.list} ${rowLinks.className}`} aria-label={t('inbox.list_label')}>
      {items.map((item) => {
        const to = item.subject ? linkOf(item.subject) : null;
        const unreadItem = item.read_at === null;
        return (
          <li key={item.id} className={unreadItem ? `${styles.item} ${styles.unread}` : styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.text}>
              <button {...rowLink} type="button" className={styles.title} onClick={() => onOpen(item, to)}>
                {unreadItem && <span className={styles.srOnly}>{t('inbox.unread_prefix')} </span>}
                {item.title}
              </button>
              <p className={styles.body}>{item.body}</p>
              <p className={styles.meta}>
                <time dateTime={item.created_at}>{formatDate(item.created_at, lang)}</time>
                {' · '}
                {t(CATEGORY_LABEL[item.category])}
                {unreadItem ? '' : ` · ${t('inbox.read')}`}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
