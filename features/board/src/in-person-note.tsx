import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

/** Above the board while a manager simulates the investor: why its actions are offered disabled. */
export function InPersonNote() {
  const { t } = useTranslation('board');
  return (
    <p className={styles.inPerson} role="note">
      {t('in_person')}
    </p>
  );
}
