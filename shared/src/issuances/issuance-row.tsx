import { useId } from 'react';
import { Badge } from '../ui/badge/badge';
import { useKitText } from '../ui/use-kit-text';
import { CampaignProgress } from './campaign-progress';
import { CampaignTime, type IssuanceItemProps } from './issuance-card';
import { FollowButton } from './follow-button';
import { IssuanceStatusBadge } from './issuance-status-badge';
import { useIssuancesText } from './use-issuances-text';
import { wordingContext } from './wording';
import styles from './issuance-row.module.css';

export type IssuanceRowProps = IssuanceItemProps;

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.amount}>
      <span className={styles.amountLabel}>{label}</span>
      <span className={styles.amountValue}>{value}</span>
    </div>
  );
}

/** One project in the list view: the card's facts on a line, for comparing many at once. */
export function IssuanceRow({
  issuance,
  to,
  linkComponent: Link,
  formatMoney,
  showProgress,
  wording = 'default',
  onFollowChange,
  followPending,
  headingLevel = 2,
}: IssuanceRowProps) {
  const { t } = useIssuancesText();
  const domain = useKitText('domain');
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <div className={styles.identity}>
        {issuance.logo && <img className={styles.logo} src={issuance.logo} alt="" width={40} height={40} loading="lazy" />}
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            <Link to={to} className={styles.link}>
              {issuance.title}
            </Link>
          </Heading>
          <p className={styles.subtitle}>{issuance.subtitle}</p>
          <div className={styles.tags}>
            <IssuanceStatusBadge issuance={issuance} />
            <span className={styles.type}>{domain(`product_type.${issuance.product_type}`)}</span>
            {issuance.invested && <Badge tone="success" label={t('card.invested')} />}
          </div>
        </div>
      </div>
      <div className={styles.progress}>
        {showProgress ? (
          <CampaignProgress raised={issuance.raised} softCap={issuance.soft_cap} maxFundraising={issuance.max_fundraising} formatMoney={formatMoney} />
        ) : (
          <Amount label={t('card.raised')} value={formatMoney(issuance.raised)} />
        )}
      </div>
      <Amount label={t('card.price')} value={formatMoney(issuance.price)} />
      <div className={styles.meta}>
        <span>{t('card.investors', { count: issuance.investors, context: wordingContext(wording) })}</span>
        <CampaignTime issuance={issuance} />
      </div>
      <div className={styles.action}>
        {onFollowChange && (
          <FollowButton following={issuance.following} onToggle={onFollowChange} title={issuance.title} disabled={followPending} />
        )}
      </div>
    </article>
  );
}
