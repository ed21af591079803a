import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from 'host/platform';
import type { Ad } from 'shared';
import { Badge, Button, EmptyState, ListFooter, LoadError, Skeleton } from 'shared/ui';
import { AdCard } from './ad-card';
import { AdFilters } from './ad-filters';
import { useBoardAds } from '../board.api';
import { adsQuerySchema, AD_FILTER_KEYS } from '../board-queries';
import { ContactDialog } from './contact-dialog';
import { History, Notice } from './board-notes';
import { useThreadParam } from './thread-param';
import styles from '../board.module.css';

const CLEARED = Object.fromEntries(AD_FILTER_KEYS.map((key) => [key, undefined]));

/** The published ads with the type, product and price filters in the address, the Art. 25 notice and the past transactions. */
export function BoardTab() {
  const { t } = useTranslation('board');
  const { query, search, update } = useAddressQuery(adsQuerySchema);
  const ads = useBoardAds(query);
  const [contacting, setContacting] = useState<Ad | null>(null);
  const thread = useThreadParam();
  const filtered = AD_FILTER_KEYS.some((key) => Boolean(query[key]));

  function results() {
    if (ads.isError && !ads.data) return <LoadError keepsFilters title={t('board.error')} retrying={ads.isFetching} onRetry={() => void ads.refetch()} />;
    if (!ads.data) {
      return (
        <div role="status" aria-busy="true" aria-label={t('board.loading')}>
          <Skeleton shape="rect" height="12rem" />
        </div>
      );
    }
    const { data, meta } = ads.data;
    if (data.length === 0) {
      return (
        <EmptyState
          title={filtered ? t('board.no_match') : t('board.empty.title')}
          description={filtered ? undefined : t('board.empty.description')}
          action={filtered ? <Button variant="secondary" onClick={() => update(CLEARED)}>{t('board.filters.clear')}</Button> : undefined}
        />
      );
    }
    return (
      <>
        <ul className={styles.cards} aria-label={t('board.list_label')} aria-busy={ads.isPlaceholderData || undefined}>
          {data.map((item) => (
            <li key={item.id}>
              <AdCard ad={item} action={!item.mine && <BuyerActions ad={item} onContact={() => setContacting(item)} />} />
            </li>
          ))}
        </ul>
        <ListFooter page={query.page} perPage={query.per_page} totalPages={meta.total_pages} onChange={update} />
      </>
    );
  }

  return (
    <div className={styles.panel}>
      <Notice />
      <AdFilters query={query} search={search} update={update} price />
      {results()}
      <History />
      {contacting && <ContactDialog ad={contacting} onClose={() => setContacting(null)} onSent={thread.open} />}
    </div>
  );
}

/** Contact the author or, once the caller has, open the thread with them, saying what is new. */
function BuyerActions({ ad, onContact }: { ad: Ad; onContact: () => void }) {
  const { t } = useTranslation('board');
  const thread = useThreadParam();
  const conversationId = ad.conversation_id;
  if (conversationId === null) {
    return (
      <Button size="sm" onClick={onContact} aria-label={t('board.contact.named', { reference: ad.reference })}>
        {t('board.contact.action')}
      </Button>
    );
  }
  return (
    <span className={styles.actions}>
      <Button size="sm" onClick={() => thread.open(conversationId)} aria-label={t('board.conversations.open_with', { name: ad.author.name, reference: ad.reference })}>
        {t('board.conversations.open_own')}
      </Button>
      {ad.unread_messages > 0 && <Badge tone="info" label={t('board.conversations.unread', { count: ad.unread_messages })} />}
    </span>
  );
}
