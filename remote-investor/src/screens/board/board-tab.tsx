import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AD_TYPES, boardQuerySchema, PRODUCT_TYPES, type Ad } from 'shared';
import { Badge, Button, EmptyState, Input, Pagination, Select, Skeleton } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { AdCard } from './ad-card';
import { useBoardAds, useBoardHistory } from './board.api';
import { ContactDialog } from './contact-dialog';
import { useThreadParam } from './thread-param';
import { readSearch, withChanges } from './search';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './board.module.css';

const FILTERS = ['type', 'product', 'min_price', 'max_price', 'page'] as const;

/** The published ads with the type, product and price filters in the address, the Art. 25 notice and the past transactions. */
export function BoardTab() {
  const { t } = useTranslation(['investor', 'domain']);
  const [params, setParams] = useSearchParams();
  const query = readSearch(boardQuerySchema, params, FILTERS);
  const ads = useBoardAds(query);
  const [contacting, setContacting] = useState<Ad | null>(null);
  const thread = useThreadParam();
  const update = (changes: Record<string, string | undefined>) => setParams(withChanges(params, changes));
  const filtered = Boolean(query.type || query.product || query.min_price || query.max_price);

  function results() {
    if (ads.isPending) {
      return (
        <div role="status" aria-busy="true" aria-label={t('board.loading')}>
          <Skeleton shape="rect" height="12rem" />
        </div>
      );
    }
    if (ads.isError) {
      return <EmptyState title={t('board.error')} action={<Button variant="secondary" onClick={() => void ads.refetch()}>{t('board.retry')}</Button>} />;
    }
    const { data, meta } = ads.data;
    if (data.length === 0) {
      return (
        <EmptyState
          title={filtered ? t('board.no_match') : t('board.empty.title')}
          description={filtered ? undefined : t('board.empty.description')}
          action={filtered ? <Button variant="secondary" onClick={() => update({ type: undefined, product: undefined, min_price: undefined, max_price: undefined })}>{t('board.filters.clear')}</Button> : undefined}
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
        <Pagination page={meta.page} pageCount={Math.max(1, meta.total_pages)} onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })} />
      </>
    );
  }

  return (
    <div className={styles.panel}>
      <Notice />
      <div className={styles.filters} role="search" aria-label={t('board.filters.label')}>
        <Select
          label={t('board.filters.type')}
          placeholder={t('board.filters.any_type')}
          options={AD_TYPES.map((type) => ({ value: type, label: t(`domain:ad_type.${type}`) }))}
          value={query.type ?? ''}
          onChange={(event) => update({ type: event.target.value })}
        />
        <Select
          label={t('board.filters.product')}
          placeholder={t('board.filters.any_product')}
          options={PRODUCT_TYPES.map((product) => ({ value: product, label: t(`domain:product_type.${product}`) }))}
          value={query.product ?? ''}
          onChange={(event) => update({ product: event.target.value })}
        />
        <PriceFilter label={t('board.filters.min_price')} value={params.get('min_price') ?? ''} onCommit={(value) => update({ min_price: value })} />
        <PriceFilter label={t('board.filters.max_price')} value={params.get('max_price') ?? ''} onCommit={(value) => update({ max_price: value })} />
      </div>
      {results()}
      <History />
      {contacting && <ContactDialog ad={contacting} onClose={() => setContacting(null)} onSent={thread.open} />}
    </div>
  );
}

/** Contact the author or, once the caller has, open the thread with them, saying what is new. */
function BuyerActions({ ad, onContact }: { ad: Ad; onContact: () => void }) {
  const { t } = useTranslation('investor');
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

/** A unit price bound: the address changes when the person leaves the field or presses Enter, not on every digit. */
function PriceFilter({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim() || undefined);
  };
  return (
    <Input
      label={label}
      numeric
      inputMode="decimal"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** ECSPR Art. 25: what the board is and is not, and the risk, above the ads. */
function Notice() {
  const { t } = useTranslation('investor');
  return (
    <section className={styles.notice} aria-labelledby="board-notice">
      <h2 id="board-notice">{t('board.notice.title')}</h2>
      <p>{t('board.notice.not_exchange')}</p>
      <p>{t('board.notice.agreement')}</p>
      <p>
        <strong>{t('board.notice.risk')}</strong>
      </p>
    </section>
  );
}

/** The board's past transactions, without the parties (ECSPR Art. 25). */
function History() {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const history = useBoardHistory();
  return (
    <section className={styles.section} aria-labelledby="board-history">
      <h2 id="board-history" className={styles.sectionTitle}>
        {t('board.history.title')}
      </h2>
      <p className={styles.muted}>{t('board.history.description')}</p>
      {history.isPending && <Skeleton shape="rect" height="6rem" />}
      {history.isError && <p className={styles.muted}>{t('board.history.error')}</p>}
      {history.data && history.data.length === 0 && <p className={styles.muted}>{t('board.history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.hidden}>{t('board.history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('board.columns.project')}</th>
                <th scope="col">{t('board.columns.date')}</th>
                <th scope="col" className={tableStyles.numeric}>{t('board.columns.tokens')}</th>
                <th scope="col" className={tableStyles.numeric}>{t('board.columns.unit_price')}</th>
                <th scope="col" className={tableStyles.numeric}>{t('board.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label={t('board.columns.project')}>{row.project.title}</th>
                  <td data-label={t('board.columns.date')}>{format.day(row.traded_at)}</td>
                  <td data-label={t('board.columns.tokens')} className={tableStyles.numeric}>{format.tokens(row.tokens, row.project.token_symbol)}</td>
                  <td data-label={t('board.columns.unit_price')} className={tableStyles.numeric}>{format.money(row.unit_price)}</td>
                  <td data-label={t('board.columns.amount')} className={tableStyles.numeric}>{format.money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
