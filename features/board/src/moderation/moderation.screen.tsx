import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from 'host/platform';
import type { Ad, AdRejectionReason } from 'shared';
import { Button, EmptyState, ListFooter, ListTable, LoadError, PageHeader, StatusBadge, type Column } from 'shared/ui';
import { AdFilters } from '../ads/ad-filters';
import { useBoardFormat } from '../board-format';
import { moderationQuerySchema } from '../board-queries';
import { useModeratedAds } from './moderation.api';
import { WithdrawDialog } from './withdraw-dialog';
import '../messages';
import styles from './moderation.module.css';

/** Each reason by its full key, so the message check sees every one used. */
const REASON_KEYS = {
  unsafe_text: 'moderation.reason.unsafe_text',
  tokens_not_available: 'moderation.reason.tokens_not_available',
  issuance_not_tradable: 'moderation.reason.issuance_not_tradable',
  withdrawn_by_manager: 'moderation.reason.withdrawn_by_manager',
} as const satisfies Record<AdRejectionReason, string>;

const isOpen = (ad: Ad) => ad.status === 'in_review' || ad.status === 'published';

/**
 * /manager/board: every ad of the bulletin board in any status, filterable by status and type,
 * and Withdraw with a reason the author is told (an ad that breaks the rules or misleads).
 */
export function BoardModerationPage() {
  const { t } = useTranslation('board');
  const { query, search, update } = useAddressQuery(moderationQuerySchema);
  const ads = useModeratedAds(query);
  const [withdrawing, setWithdrawing] = useState<Ad | null>(null);
  const columns = useModerationColumns(setWithdrawing);
  const data = ads.data;

  function results() {
    if (ads.isError && !data) return <LoadError keepsFilters title={t('moderation.error')} retrying={ads.isFetching} onRetry={() => void ads.refetch()} />;
    if (data && data.data.length === 0) return <EmptyState title={t('moderation.empty')} description={t('moderation.empty_hint')} />;
    return (
      <>
        <div aria-busy={ads.isPlaceholderData || undefined}>
          <ListTable caption={t('moderation.caption')} columns={columns} rows={data?.data ?? []} rowKey={(row) => row.id} loading={ads.isPending} loadingRows={4} />
        </div>
        {data && <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('moderation.title')} description={t('moderation.description')} />
      <AdFilters query={query} search={search} update={update} />
      {results()}
      {withdrawing && <WithdrawDialog key={withdrawing.id} ad={withdrawing} onClose={() => setWithdrawing(null)} />}
    </div>
  );
}

/** An ad as the moderator reads it: reference, type and date, project and text, author, figures, status and why. */
function useModerationColumns(onWithdraw: (ad: Ad) => void) {
  const { t } = useTranslation(['board', 'domain']);
  const format = useBoardFormat();
  return useMemo<Column<Ad>[]>(
    () => [
      {
        id: 'reference',
        header: t('board.columns.reference'),
        cell: (ad) => (
          <span className={styles.stack}>
            <span>{ad.reference}</span>
            <span className={styles.muted}>
              {t(`domain:ad_type.${ad.type}`)} · {format.day(ad.created_at)}
            </span>
          </span>
        ),
      },
      {
        id: 'project',
        header: t('board.columns.project'),
        cell: (ad) => (
          <span className={styles.stack}>
            <span>{ad.project.title}</span>
            {ad.description && <span className={styles.muted}>{ad.description}</span>}
          </span>
        ),
      },
      { id: 'author', header: t('board.columns.author'), cell: (ad) => ad.author.name },
      { id: 'tokens', header: t('board.columns.tokens'), numeric: true, cell: (ad) => format.tokens(ad.tokens, ad.project.token_symbol) },
      { id: 'unit_price', header: t('board.columns.unit_price'), numeric: true, cell: (ad) => format.money(ad.unit_price) },
      { id: 'amount', header: t('board.columns.amount'), numeric: true, cell: (ad) => format.money(ad.amount) },
      {
        id: 'status',
        header: t('board.columns.status'),
        cell: (ad) => (
          <span className={styles.stack}>
            <StatusBadge kind="ad" status={ad.status} />
            {ad.rejection_reason && <span className={styles.muted}>{t(REASON_KEYS[ad.rejection_reason])}</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('board.columns.actions'),
        cell: (ad) =>
          isOpen(ad) && (
            <Button size="sm" variant="secondary" aria-label={t('moderation.withdraw.named', { reference: ad.reference })} onClick={() => onWithdraw(ad)}>
              {t('moderation.withdraw.action')}
            </Button>
          ),
      },
    ],
    [t, format, onWithdraw],
  );
}
