import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../platform/i18n';
import styles from './language-switch.module.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <label className={styles.switch}>
      <span className={styles.label}>{t('language.label')}</span>
      <select
        className={styles.select}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
