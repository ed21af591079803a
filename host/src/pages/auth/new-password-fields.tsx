import { useTranslation } from 'react-i18next';
import { TextField } from 'shared/forms';

/**
 * A new password and its confirmation, as every screen that sets one asks for them (register,
 * reset): the same hint, the same browser hint to suggest a strong password. Field names match
 * shared's password schemas.
 */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextField name="password" type="password" label={label} hint={t('register.password_hint')} autoComplete="new-password" required />
      <TextField
        name="password_confirmation"
        type="password"
        label={t('register.password_confirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
