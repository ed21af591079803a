import { useId } from 'react';
import { isZeroMoney, moneyRatio, type Money } from '../money';
import type { FormatMoney } from './types';
import { useIssuancesText } from './use-issuances-text';
import styles from './campaign-progress.module.css';

export type CampaignProgressProps = {
  raised: Money;
  softCap: Money;
  maxFundraising: Money;
  formatMoney: FormatMoney;
};

/** Raised against the maximum fundraising, with the soft cap marked on the track. */
export function CampaignProgress({ raised, softCap, maxFundraising, formatMoney }: CampaignProgressProps) {
  const { t } = useIssuancesText();
  const labelId = useId();
  const share = (amount: Money) => Math.min(1, Math.max(0, moneyRatio(amount, maxFundraising)));
  const percent = Math.round(share(raised) * 100);
  const softCapAt = share(softCap) * 100;
  const amounts = t('card.raised_of', { raised: formatMoney(raised), target: formatMoney(maxFundraising) });
  return (
    <div className={styles.progress}>
      <div className={styles.heading}>
        <span id={labelId} className={styles.label}>
          {t('card.progress')}
        </span>
        <span className={styles.percent}>{t('card.progress_value', { percent })}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${amounts}, ${t('card.progress_value', { percent })}`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
        {!isZeroMoney(softCap) && softCapAt < 100 && <div className={styles.marker} style={{ left: `${softCapAt}%` }} aria-hidden="true" />}
      </div>
      <div className={styles.amounts}>
        <span>{amounts}</span>
        {!isZeroMoney(softCap) && <span>{t('card.soft_cap', { amount: formatMoney(softCap) })}</span>}
      </div>
    </div>
  );
}
