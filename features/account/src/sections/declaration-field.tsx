import { useTranslation } from 'react-i18next';
import { DECLARATION_WORD } from 'shared';
import { TextField } from 'shared/forms';
import styles from './section-form.module.css';

/** The word Declaro typed as a declaration (`declaration`), after the words of what is declared. */
export function DeclarationField({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <p className={styles.note}>{text}</p>
      <TextField name="declaration" label={label} hint={t('investor_type.declaration_hint', { word: DECLARATION_WORD })} autoComplete="off" required />
    </>
  );
}
