import { useTranslation } from 'react-i18next';
import type { ManagedInvestment } from 'shared';
import styles from './blocked-mint.module.css';

/** The contract's reasons a mined mint reverted with, each note written out whole. */
const REVERTS = {
  UnverifiedReceiver: 'investments.mint_chain.reason.unverified_receiver',
  ReceiverNotAllowed: 'investments.mint_chain.reason.receiver_not_allowed',
  TokenPaused: 'investments.mint_chain.reason.token_paused',
} as const;

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/**
 * An order's mint on the project's chain: pending (sent, not yet confirmed; the order stays
 * CLOSED), failed with the contract's reason, or confirmed, with the transaction that minted it.
 * Minting again is safe: the API answers the same transaction while it is pending and signs a new
 * one only after a failure.
 */
export function MintOnChain({ investment }: { investment: ManagedInvestment }) {
  const { t } = useTranslation('issuance-admin');
  const chain = investment.mint_transaction;
  if (!chain) return null;
  const tx = chain.url ? (
    <a href={chain.url} target="_blank" rel="noreferrer">
      {short(chain.hash)}
    </a>
  ) : (
    <span>{short(chain.hash)}</span>
  );
  if (chain.status === 'confirmed') {
    return (
      <span className={styles.chain}>
        {t('investments.mint_chain.confirmed')} ({tx})
      </span>
    );
  }
  if (chain.status === 'pending') {
    return (
      <span role="status" className={styles.chain}>
        {t('investments.mint_chain.pending')} ({tx})
      </span>
    );
  }
  const reason = Object.entries(REVERTS).find(([name]) => name === chain.error)?.[1];
  return (
    <span role="status" className={styles.chain}>
      {t('investments.mint_chain.failed', { reason: reason ? t(reason) : (chain.error ?? '') })} ({tx})
    </span>
  );
}
