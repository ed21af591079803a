import { useTranslation } from 'react-i18next';
import { toCents, type IssuanceSort, type IssuanceSummary } from 'shared';
import { ProgressBar, StatusBadge, Table, type Column, type SortState } from 'shared/ui';
import { softCapPercent, useCampaignTimeText } from 'shared/issuances';
import { useCurrency } from 'host/platform';
import { IssuanceLink } from '../../issuance-link';
import { entrepreneurPaths } from '../../paths';
import styles from './issuances.module.css';

/** The server sorts each order one way only, so a column header picks an order, and the
 * header shows the direction that order really has. */
const ORDER_OF_COLUMN: Readonly<Record<string, IssuanceSort>> = { title: 'title', raised: 'most_raised', days_left: 'ending_soon' };
const COLUMN_OF_ORDER: Readonly<Partial<Record<IssuanceSort, SortState>>> = {
  title: { column: 'title', direction: 'ascending' },
  most_raised: { column: 'raised', direction: 'descending' },
  ending_soon: { column: 'days_left', direction: 'ascending' },
};

type IssuancesTableProps = {
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

/** The entrepreneur's figures side by side: raised against the soft cap, investors, time left. */
export function IssuancesTable({ caption, rows, sort, onSortChange, loading, loadingRows, wording, showProgress }: IssuancesTableProps) {
  const { t } = useTranslation(['entrepreneur', 'domain']);
  const { format } = useCurrency();
  const campaignTime = useCampaignTimeText();

  const columns: Column<IssuanceSummary>[] = [
    {
      id: 'title',
      header: t('issuances.column.title'),
      sortValue: (row) => row.title,
      cell: (row) => (
        <div className={styles.titleCell}>
          <IssuanceLink className={styles.titleLink} to={entrepreneurPaths.issuance.href(row.id)}>
            {row.title}
          </IssuanceLink>
          <span className={styles.muted}>
            {row.token_symbol} · {row.subtitle}
          </span>
        </div>
      ),
    },
    { id: 'status', header: t('issuances.column.status'), cell: (row) => <StatusBadge kind="project" status={row.status} /> },
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
    { id: 'investors', header: t('issuances.column.investors', { context: wording }), numeric: true, cell: (row) => row.investors },
    {
      id: 'days_left',
      header: t('issuances.column.days_left'),
      sortValue: (row) => row.remaining_days,
      cell: (row) => <span className={styles.nowrap}>{campaignTime(row)}</span>,
    },
  ];

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
