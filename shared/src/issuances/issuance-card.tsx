import { useId } from 'react';
import type { Wording } from '../domain/role';
import type { IssuanceSummary } from '../schemas/issuance-list.schema';
import { Badge } from '../ui/badge/badge';
import { useKitText } from '../ui/use-kit-text';
import { CampaignProgress } from './campaign-progress';
import { FollowButton } from './follow-button';
import { campaignDaysLeft } from './issuance-facts';
import { IssuanceStatusBadge } from './issuance-status-badge';
import type { FormatMoney, IssuanceLinkComponent } from './types';
import { useIssuancesText } from './use-issuances-text';
import { wordingContext } from './wording';
import styles from './issuance-card.module.css';

export type IssuanceItemProps = {
  issuance: IssuanceSummary;
  /** The project sheet the title leads to. */
  to: string;
  linkComponent: IssuanceLinkComponent;
  formatMoney: FormatMoney;
  /** False when the tenant hides progress bars (`hide.progressBar`). */
  showProgress: boolean;
  wording?: Wording;
  /** Leave out where following means nothing (a visitor, a manager's list). */
  onFollowChange?: (follow: boolean) => void;
  followPending?: boolean;
  headingLevel?: 2 | 3;
};

/** Days left, or "ended": the one time fact a card shows. */
export function CampaignTime({ issuance }: { issuance: IssuanceSummary }) {
  const { t } = useIssuancesText();
  const days = campaignDaysLeft(issuance);
  return <span>{days === null ? t('card.ended') : t('card.days_left', { count: days })}</span>;
}

/** The token card of the grid: the whole card opens the project, the follow toggle stays its own target. */
export function IssuanceCard({
  issuance,
  to,
  linkComponent: Link,
  formatMoney,
  showProgress,
  wording = 'default',
  onFollowChange,
  followPending,
  headingLevel = 2,
}: IssuanceItemProps) {
  const { t } = useIssuancesText();
  const domain = useKitText('domain');
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const cover = issuance.intro_images[0];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>{cover && <img src={cover} alt="" loading="lazy" />}</div>
      <div className={styles.body}>
        <div className={styles.identity}>
          {issuance.logo && <img className={styles.logo} src={issuance.logo} alt="" width={40} height={40} loading="lazy" />}
          <div className={styles.titles}>
            <Heading id={titleId} className={styles.title}>
              <Link to={to} className={styles.link}>
                {issuance.title}
              </Link>
            </Heading>
            <p className={styles.subtitle}>{issuance.subtitle}</p>
          </div>
        </div>
        <div className={styles.tags}>
          <IssuanceStatusBadge issuance={issuance} />
          <span className={styles.type}>{domain(`product_type.${issuance.product_type}`)}</span>
          {issuance.invested && <Badge tone="success" label={t('card.invested')} />}
        </div>
        {showProgress && (
          <CampaignProgress
            raised={issuance.raised}
            softCap={issuance.soft_cap}
            maxFundraising={issuance.max_fundraising}
            formatMoney={formatMoney}
          />
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{t('card.price')}</dt>
            <dd>{formatMoney(issuance.price)}</dd>
          </div>
          <div>
            <dt>{t('card.min_investment')}</dt>
            <dd>{formatMoney(issuance.minimum_contribution ?? issuance.min_offer)}</dd>
          </div>
          {!showProgress && (
            <div>
              <dt>{t('card.raised')}</dt>
              <dd>{formatMoney(issuance.raised)}</dd>
            </div>
          )}
        </dl>
        <div className={styles.footer}>
          <div className={styles.meta}>
            <span>{t('card.investors', { count: issuance.investors, context: wordingContext(wording) })}</span>
            <span aria-hidden="true">·</span>
            <CampaignTime issuance={issuance} />
          </div>
          {onFollowChange && (
            <FollowButton following={issuance.following} onToggle={onFollowChange} title={issuance.title} disabled={followPending} />
          )}
        </div>
      </div>
    </article>
  );
}
