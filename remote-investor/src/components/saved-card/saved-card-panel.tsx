import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { useNotify } from 'host/platform';
import { Button, ConfirmDialog, QueryState } from 'shared/ui';
import { useRemoveSavedCard, useSavedCard } from './saved-card.api';
import styles from './saved-card-panel.module.css';

/** Card brands as Stripe names them, written as people know them; another brand is shown as named. */
const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };

/**
 * The investor's saved card on the account (brand, last four digits, expiry), when the platform's
 * card provider keeps cards: removing it asks first, then the provider forgets it (later orders
 * ask for a card again). Nothing is shown on a platform that keeps no cards.
 */
export function SavedCardPanel() {
  const { t } = useTranslation('investor');
  const saved = useSavedCard();
  const remove = useRemoveSavedCard();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  if (saved.data && !saved.data.available && !saved.data.card) return null;

  async function confirm() {
    try {
      await remove.mutateAsync();
      notify.success('investor:saved_card.removed');
      setAsking(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="investor-card-title">
      <h2 id="investor-card-title" className={styles.title}>
        {t('saved_card.title')}
      </h2>
      <QueryState query={saved} errorTitle={t('saved_card.error')} loadingLabel={t('saved_card.loading')}>
        {({ card }) =>
          card ? (
            <div className={styles.card}>
              <CreditCard size={28} aria-hidden="true" className={styles.icon} />
              <p className={styles.details}>
                <strong>{t('saved_card.number', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 })}</strong>
                <span className={styles.note}>{t('saved_card.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}</span>
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setFailed(false);
                  setAsking(true);
                }}
              >
                {t('saved_card.remove')}
              </Button>
            </div>
          ) : (
            <p className={styles.note}>{t('saved_card.none')}</p>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={asking}
        title={t('saved_card.confirm.title')}
        description={t('saved_card.confirm.description')}
        consequence={t('saved_card.confirm.consequence')}
        confirmLabel={t('saved_card.confirm.action')}
        cancelLabel={t('saved_card.confirm.keep')}
        error={failed ? t('saved_card.confirm.failed') : null}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
