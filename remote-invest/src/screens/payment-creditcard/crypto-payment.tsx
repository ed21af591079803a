import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hourglass, Wallet } from 'lucide-react';
import type { CryptoPayment } from 'shared';
import { Button, Card } from 'shared/ui';
import { CopyButton } from '../order/copy-button';
import orderStyles from '../order/order.module.css';
import { browserWallet, payFromWallet, WalletPaymentError, type WalletFailure } from './browser-wallet';
import styles from './payment-creditcard.module.css';

/**
 * A crypto payment under way: what to send (the exact amount of the stablecoin, where to, on which
 * chain, from the investor's verified wallet), a "Pay from my wallet" button when the browser has
 * a wallet (EIP-1193), and the wait for the transfer's confirmations. The screen moves on when the
 * payment state says the order is paid (it is polled).
 */
export function CryptoPaymentPanel({ payment }: { payment: CryptoPayment }) {
  const { t } = useTranslation('invest');
  const { instructions, transfer } = payment;
  const wallet = browserWallet();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<WalletFailure | null>(null);
  const amount = `${instructions.amount} ${instructions.token_symbol}`;

  const pay = async () => {
    if (!wallet) return;
    setFailure(null);
    setSending(true);
    try {
      setSent(await payFromWallet(wallet, instructions));
    } catch (error) {
      setFailure(error instanceof WalletPaymentError ? error.reason : 'failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Card title={t('crypto.title')} headingLevel={2}>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt>{t('crypto.amount')}</dt>
            <dd>
              <span className={styles.amount}>{amount}</span>
              <CopyButton value={instructions.amount} label={t('crypto.amount')} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('crypto.to')}</dt>
            <dd>
              <span className={orderStyles.code}>{instructions.receiving_address}</span>
              <CopyButton value={instructions.receiving_address} label={t('crypto.to')} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('crypto.from')}</dt>
            <dd>
              <span className={orderStyles.code}>{instructions.sender_address}</span>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('crypto.chain')}</dt>
            <dd>{t('crypto.chain_id', { id: instructions.chain_id })}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('crypto.token', { symbol: instructions.token_symbol })}</dt>
            <dd>
              <span className={orderStyles.code}>{instructions.token_address}</span>
              <CopyButton value={instructions.token_address} label={t('crypto.token', { symbol: instructions.token_symbol })} />
            </dd>
          </div>
        </dl>
      </Card>
      <p className={[orderStyles.notice, orderStyles.warning, styles.breakable].join(' ')}>{t('crypto.exactly', { amount, wallet: instructions.sender_address })}</p>
      <div role="status" aria-live="polite" className={[orderStyles.notice, styles.explain].join(' ')}>
        <Hourglass size={20} aria-hidden="true" className={styles.icon} />
        <p>
          {transfer
            ? t('crypto.confirming', { count: instructions.confirmations, seen: Math.min(transfer.confirmations, instructions.confirmations), hash: transfer.tx_hash })
            : sent
              ? t('crypto.sent', { hash: sent })
              : t('crypto.waiting', { count: instructions.confirmations })}
        </p>
      </div>
      {failure && (
        <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
          {t(`crypto.errors.${failure}`, { wallet: instructions.sender_address, id: instructions.chain_id })}
        </p>
      )}
      {!transfer && !sent && (
        <div className={orderStyles.actions}>
          {wallet ? (
            <Button onClick={() => void pay()} loading={sending} icon={<Wallet size={16} aria-hidden="true" />}>
              {t('crypto.pay')}
            </Button>
          ) : (
            <p className={orderStyles.description}>{t('crypto.no_wallet')}</p>
          )}
        </div>
      )}
    </>
  );
}
