import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { IssuanceSummary } from 'shared';
import { Badge, ProgressBar, Skeleton, StatusBadge } from 'shared/ui';
import { useCurrency } from 'host/platform';
import { managerPaths } from '../../paths';
import type { WordingContext } from '../../wording';
import { softCapPercent, useDaysLeftText } from './figures';
import { RowActions, type IssuanceActions } from './issuances-table';
import styles from './issuances.module.css';

type IssuancesGridProps = IssuanceActions & {
  label: string;
  rows: readonly IssuanceSummary[];
  loading: boolean;
  loadingCards: number;
  wording: WordingContext;
};

/** Token cards: the same issuances and actions as the table, for people who scan by image. */
export function IssuancesGrid({ label, rows, loading, loadingCards, wording, ...actions }: IssuancesGridProps) {
  if (loading) {
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true">
        {Array.from({ length: loadingCards }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton shape="rect" height="9rem" />
            <div className={styles.cardBody}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
              <Skeleton />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {rows.map((issuance) => (
        <li key={issuance.id} className={styles.card}>
          <TokenCard issuance={issuance} wording={wording} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function TokenCard({ issuance, wording, ...actions }: IssuanceActions & { issuance: IssuanceSummary; wording: WordingContext }) {
  const { t } = useTranslation('manager');
  const { format } = useCurrency();
  const daysLeft = useDaysLeftText();
  const { search } = useLocation();
  const image = issuance.intro_images[0] ?? issuance.logo;
  const percent = softCapPercent(issuance.soft_cap_progress);
  return (
    <article className={styles.cardInner} aria-labelledby={`issuance-${issuance.id}`}>
      <div className={styles.cardMedia}>
        {image ? <img src={image} alt="" loading="lazy" /> : <span className={styles.cardSymbol}>{issuance.token_symbol}</span>}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardBadges}>
          <StatusBadge kind="project" status={issuance.status} />
          {issuance.card_status && <Badge label={t(`domain:token_card_status.${issuance.card_status}`)} tone="info" />}
        </div>
        <h2 id={`issuance-${issuance.id}`} className={styles.cardTitle}>
          <Link to={managerPaths.issuance.href(issuance.id)} state={{ listSearch: search }}>{issuance.title}</Link>
        </h2>
        <p className={styles.muted}>{issuance.subtitle}</p>
        <p className={styles.muted}>
          {t(`domain:product_type.${issuance.product_type}`)} · {issuance.token_symbol}
        </p>
        <ProgressBar
          value={Math.min(100, percent)}
          label={t('issuances.raised_of', { raised: format(issuance.raised, { fractionDigits: 0 }), softCap: format(issuance.soft_cap, { fractionDigits: 0 }) })}
          valueText={t('issuances.soft_cap_reached', { percent })}
        />
        <p className={styles.cardFacts}>
          <span>{t('issuances.investor_count', { count: issuance.investors, context: wording })}</span>
          <span>{daysLeft(issuance.remaining_days, issuance.status)}</span>
        </p>
      </div>
      <div className={styles.cardFooter}>
        <RowActions issuance={issuance} {...actions} />
      </div>
    </article>
  );
}
