import { useTranslation } from 'react-i18next';
import { Star, Trash2 } from 'lucide-react';
import { toCents, type IssuanceSort, type IssuanceSummary } from 'shared';
import { ProgressBar, rowLink, Table, type Column, type SortState } from 'shared/ui';
import { IssuanceStatusBadge, softCapPercent, useCampaignTimeText } from 'shared/issuances';
import { useCurrency } from 'host/platform';
import type { IssuanceArea } from '../area';
import { IssuanceLink } from '../issuance-link';
import styles from './issuances.module.css';

/** The server sorts each order one way only, so a column header picks an order, and the
 * header shows the direction that order really has. */
const ORDER_OF_COLUMN: Readonly<Record<string, IssuanceSort>> = { title: 'title', raised: 'most_raised', days_left: 'ending_soon' };
const COLUMN_OF_ORDER: Readonly<Partial<Record<IssuanceSort, SortState>>> = {
  title: { column: 'title', direction: 'ascending' },
  most_raised: { column: 'raised', direction: 'descending' },
  ending_soon: { column: 'days_left', direction: 'ascending' },
};

/** What a row offers, as the area's capabilities allow: none for an entrepreneur. */
export type IssuanceActions = {
  onFollow?: (issuance: IssuanceSummary) => void;
  onDelete?: (issuance: IssuanceSummary) => void;
  /** The issuance whose follow is being changed. */
  followBusy: string | number | null;
};

type IssuancesTableProps = IssuanceActions & {
  area: IssuanceArea;
  caption: string;
  rows: readonly IssuanceSummary[];
  sort: IssuanceSort;
  onSortChange: (sort: IssuanceSort) => void;
  loading: boolean;
  loadingRows: number;
  /** The i18next context of the tenant's wording. */
  wording: string | undefined;
  /** False when the tenant hides progress bars (`hide.progressBar`): the amounts stay. */
  showProgress: boolean;
};

/** The figures side by side: raised against the soft cap, investors, time left, and the row's
 * actions when the area has any. */
export function IssuancesTable({ area, caption, rows, sort, onSortChange, loading, loadingRows, wording, showProgress, ...actions }: IssuancesTableProps) {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  const hasActions = Boolean(actions.onFollow || actions.onDelete);
  const { format } = useCurrency();
  const campaignTime = useCampaignTimeText();

  const columns: Column<IssuanceSummary>[] = [
    {
      id: 'title',
      header: t('issuances.column.title'),
      sortValue: (row) => row.title,
      cell: (row) => (
        <div className={styles.titleCell}>
          <IssuanceLink {...rowLink} className={styles.titleLink} to={area.paths.issuance.href(row.id)}>
            {row.title}
          </IssuanceLink>
          <span className={styles.muted}>
            {row.token_symbol} · {row.subtitle}
          </span>
        </div>
      ),
    },
    { id: 'status', header: t('issuances.column.status'), cell: (row) => <IssuanceStatusBadge issuance={row} /> },
    { id: 'product_type', header: t('issuances.column.product_type'), cell: (row) => t(`domain:product_type.${row.product_type}`) },
    {
      id: 'raised',
      header: t('issuances.column.raised'),
      numeric: true,
      sortValue: (row) => toCents(row.raised),
      cell: (row) => {
        const amounts = t('issuances.raised_of', { raised: format(row.raised, { fractionDigits: 0 }), softCap: format(row.soft_cap, { fractionDigits: 0 }) });
        const percent = t('issuances.soft_cap_reached', { percent: softCapPercent(row.soft_cap_progress) });
        return showProgress ? (
          <div className={styles.raisedCell}>
            <ProgressBar value={Math.min(100, softCapPercent(row.soft_cap_progress))} label={amounts} valueText={percent} />
          </div>
        ) : (
          <div className={styles.amounts}>
            <span>{amounts}</span>
            <span className={styles.muted}>{percent}</span>
          </div>
        );
      },
    },
    {
      id: 'investors',
      header: t('issuances.column.investors', { context: wording }),
      numeric: true,
      cell: (row) => row.investors,
    },
    {
      id: 'days_left',
      header: t('issuances.column.days_left'),
      sortValue: (row) => row.remaining_days,
      cell: (row) => <span className={styles.nowrap}>{campaignTime(row)}</span>,
    },
  ];
  if (hasActions) {
    columns.push({
      id: 'actions',
      header: t('issuances.column.actions'),
      align: 'end',
      cell: (row) => <RowActions issuance={row} {...actions} />,
    });
  }

  return (
    <Table
      caption={caption}
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={COLUMN_OF_ORDER[sort] ?? null}
      onSortChange={(next) => {
        const order = next ? ORDER_OF_COLUMN[next.column] : undefined;
        if (order && order !== sort) onSortChange(order);
      }}
      manualSorting
      loading={loading}
      loadingRows={loadingRows}
    />
  );
}

function RowActions({ issuance, onFollow, onDelete, followBusy }: IssuanceActions & { issuance: IssuanceSummary }) {
  const { t } = useTranslation('issuance-admin');
  const title = issuance.title;
  return (
    <div className={styles.rowActions}>
      {onFollow && (
        <button
        type="button"
        className={styles.iconButton}
        aria-pressed={issuance.following}
        aria-label={t(issuance.following ? 'issuances.action.unfollow_named' : 'issuances.action.follow_named', { title })}
        disabled={followBusy === issuance.id}
        onClick={() => onFollow(issuance)}
      >
        <Star size={16} aria-hidden="true" fill={issuance.following ? 'currentColor' : 'none'} />
      </button>
      )}
      {onDelete && (
      <button
        type="button"
        className={[styles.iconButton, styles.danger].join(' ')}
        aria-label={t('issuances.action.delete_named', { title })}
        title={t('issuances.action.delete_named', { title })}
        onClick={() => onDelete(issuance)}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
      )}
    </div>
  );
}
