import { useTranslation } from 'react-i18next';
import type { SavedCard, SavedCardUse } from 'shared';
import { Button, RadioGroup } from 'shared/ui';
import { useRemovePaymentCard } from './saved-card.api';
import styles from './payment-creditcard.module.css';

/** `once`: pay on the provider's page without keeping the card. */
export type CardChoice = SavedCardUse | 'once';

/**
 * How a card payment uses the investor's saved card, when the platform's provider keeps cards:
 * pay with the saved one (no page), save this one and pay, or pay once. Native radios in a
 * fieldset: arrows move, the legend names the group for screen readers.
 */
export function SavedCardChoice({ card, value, onChange }: { card: SavedCard | null; value: CardChoice; onChange: (choice: CardChoice) => void }) {
  const { t } = useTranslation('invest');
  const remove = useRemovePaymentCard();
  const expiry = card ? `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}` : '';
  const options = [
    ...(card ? [{ value: 'saved', label: t('card.saved.use', { brand: card.brand.toUpperCase(), last4: card.last4, expiry }) }] : []),
    { value: 'register', label: card ? t('card.saved.replace') : t('card.saved.register') },
    { value: 'once', label: t('card.saved.once') },
  ];
  const forget = async () => {
    await remove.mutateAsync();
    onChange('once');
  };
  return (
    <div className={styles.choice}>
      <RadioGroup legend={t('card.saved.legend')} name="saved-card" cards options={options} value={value} onChange={(next) => onChange(next as CardChoice)} />
      {card && (
        <Button variant="secondary" onClick={() => void forget().catch(() => undefined)} loading={remove.isPending}>
          {t('card.saved.remove', { last4: card.last4 })}
        </Button>
      )}
      <p role="status" className={styles.status}>
        {remove.isSuccess ? t('card.saved.removed') : remove.isError ? t('card.saved.remove_failed') : ''}
      </p>
    </div>
  );
}
