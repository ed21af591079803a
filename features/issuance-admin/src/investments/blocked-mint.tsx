import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { businessDay, formatDate, localeOf, type ManagedInvestment, type MintBlock } from 'shared';
import { Button } from 'shared/ui';
import { useCustomization } from 'host/platform';
import { MOVE_TEXT } from './move-text';
import styles from './blocked-mint.module.css';

/** Each block's note, written out whole so the message checks see each one used. */
const BLOCK_TEXT = {
  reflection_period_open: 'investments.mint_blocked.reflection_period_open',
  campaign_not_closed: 'investments.mint_blocked.campaign_not_closed',
  holder_has_no_wallet: 'investments.mint_blocked.holder_has_no_wallet',
  holder_wallet_unverified: 'investments.mint_blocked.holder_wallet_unverified',
} as const satisfies { readonly [B in MintBlock]: string };

/**
 * The Mint button of an order the API will not mint yet, disabled, with why beside it and when the
 * reflection period lets it (the day it ends in the tenant's zone, as the investor's Revoke counts it).
 */
export function BlockedMint({ investment }: { investment: ManagedInvestment }) {
  const { t, i18n } = useTranslation('issuance-admin');
  const { time_zone: timeZone } = useCustomization();
  const noteId = useId();
  const from = investment.mintable_from ? formatDate(businessDay(new Date(investment.mintable_from), timeZone), localeOf(i18n.language)) : '';
  return (
    <span className={styles.blocked}>
      <Button size="sm" variant="primary" disabled aria-label={t(MOVE_TEXT.mint.named, { name: investment.investor.name })} aria-describedby={noteId}>
        {t(MOVE_TEXT.mint.action)}
      </Button>
      <span id={noteId} className={styles.note}>
        {investment.mint_blocked_by.map((block) => (
          <span key={block}>{t(BLOCK_TEXT[block], { date: from })}</span>
        ))}
      </span>
    </span>
  );
}
