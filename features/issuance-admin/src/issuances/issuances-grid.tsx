import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { IssuanceSummary, Wording } from 'shared';
import { IssuanceCard, IssuanceCardSkeleton, type FormatMoney } from 'shared/issuances';
import { VisuallyHidden } from 'shared/ui';
import type { IssuanceArea } from '../area';
import { IssuanceLink } from '../issuance-link';
import type { IssuanceActions } from './issuances-table';
import styles from './issuances.module.css';

type IssuancesGridProps = IssuanceActions & {
  area: IssuanceArea;
  label: string;
  rows: readonly IssuanceSummary[];
  loading: boolean;
  loadingCards: number;
  wording: Wording;
  formatMoney: FormatMoney;
  showProgress: boolean;
};

/** Token cards: the same issuances and actions as the table, for people who scan by image.
 * The shared card knows no delete, so the manager's action sits under it. */
export function IssuancesGrid({ area, label, rows, loading, loadingCards, wording, formatMoney, showProgress, onFollow, onDelete, followBusy }: IssuancesGridProps) {
  const { t } = useTranslation('issuance-admin');
  if (loading) {
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true">
        {Array.from({ length: loadingCards }, (_, index) => (
          <li key={index}>
            <IssuanceCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {rows.map((issuance) => (
        <li key={issuance.id} className={styles.gridItem}>
          <IssuanceCard
            issuance={issuance}
            to={area.paths.issuance.href(issuance.id)}
            linkComponent={IssuanceLink}
            formatMoney={formatMoney}
            showProgress={showProgress}
            wording={wording}
            onFollowChange={onFollow ? () => onFollow(issuance) : undefined}
            followPending={followBusy === issuance.id}
          />
          {onDelete && (
          <div className={styles.cardActions}>
            <button type="button" className={[styles.textButton, styles.danger].join(' ')} onClick={() => onDelete(issuance)}>
              <Trash2 size={16} aria-hidden="true" />
              {t('issuances.action.delete')}
              <VisuallyHidden> {issuance.title}</VisuallyHidden>
            </button>
          </div>
          )}
        </li>
      ))}
    </ul>
  );
}
