import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, useNotify, useSessionCommands } from 'host/platform';
import { ACCOUNT_ERROR_KEYS, accountPasswordRequestSchema, PASSWORD_MIN_LENGTH, PROFILE_IMAGE_MAX_MB, type Account } from 'shared';
import { createValidate, TextField } from 'shared/forms';
import { Button, ConfirmDialog, Input } from 'shared/ui';
import { FieldErrorsFailure, SectionForm, type SectionValues } from '../sections/section-form';
import { useChangePassword, useDeleteAccount, useProfileImage } from './account.api';
import { squareImage } from './square-image';
import { useSectionSave } from './use-section-save';
import styles from './account-page.module.css';

const validatePassword = createValidate(accountPasswordRequestSchema);


export function PasswordSection({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('account');
  const { mutateAsync } = useChangePassword();
  const save = useSectionSave('password', async (values: SectionValues) => {
    try {
      await mutateAsync(values);
    } catch (error) {
      if (readApiError(error).key === ACCOUNT_ERROR_KEYS.wrongPassword) throw new FieldErrorsFailure({ current_password: { key: 'account:password.wrong' } });
      throw error;
    }
  });
  const initial = useMemo(() => ({}), []);
  return (
    <SectionForm
      initialValues={initial}
      validate={validatePassword}
      submitLabel={t('sections.password')}
      aria-labelledby={labelledBy}
      clearOnSave
      onSubmit={save}
    >
      <TextField name="current_password" type="password" label={t('password.current')} autoComplete="current-password" required />
      <TextField name="password" type="password" label={t('password.new')} hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })} autoComplete="new-password" required />
      <TextField name="password_confirmation" type="password" label={t('password.confirm')} autoComplete="new-password" required />
    </SectionForm>
  );
}

const DELETE_REFUSALS: Record<string, 'delete.refused_open_investments' | 'delete.refused_tokens' | 'delete.wrong_password'> = {
  [ACCOUNT_ERROR_KEYS.openInvestments]: 'delete.refused_open_investments',
  [ACCOUNT_ERROR_KEYS.holdsTokens]: 'delete.refused_tokens',
  [ACCOUNT_ERROR_KEYS.wrongPassword]: 'delete.wrong_password',
};

/** Deleting the account asks for the password in a dialog that names the consequence; a refusal says why there. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const { mutateAsync } = useDeleteAccount();
  const { logout } = useSessionCommands();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setPassword('');
    setRefusal(null);
  };
  const confirm = async () => {
    setRefusal(null);
    try {
      await mutateAsync({ password });
    } catch (error) {
      const key = readApiError(error).key;
      setRefusal(t(DELETE_REFUSALS[key ?? ''] ?? 'delete.failed'));
      return;
    }
    notify.success('account:delete.deleted');
    await logout();
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('delete.note')}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('delete.title')}
        description={t('delete.description')}
        consequence={t('delete.consequence')}
        confirmLabel={t('delete.confirm')}
        error={refusal}
        onConfirm={confirm}
        onCancel={close}
      >
        <Input
          type="password"
          label={t('delete.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}

/** The profile image: chosen, cut to a square in the browser and previewed before it is sent; deleted. */
export function ImageSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const { upload, remove } = useProfileImage();
  const [preview, setPreview] = useState<{ blob: Blob; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    if (file.size > PROFILE_IMAGE_MAX_MB * 1024 * 1024) {
      setProblem(t('image.hint', { mb: PROFILE_IMAGE_MAX_MB }));
      return;
    }
    try {
      const blob = await squareImage(file);
      setPreview({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setProblem(t('image.unreadable'));
    }
  };
  const send = async () => {
    if (!preview) return;
    try {
      await upload.mutateAsync(preview.blob);
      setPreview(null);
      notify.success('account:image.uploaded');
    } catch {
      notify.error('account:image.failed');
    }
  };
  const erase = async () => {
    try {
      await remove.mutateAsync();
      notify.success('account:image.deleted');
    } catch {
      notify.error('account:image.delete_failed');
    }
  };

  const shown = preview?.url ?? account.profile_image_url;
  return (
    <div className={styles.image}>
      {shown ? (
        <img className={styles.avatar} src={shown} alt={preview ? t('image.preview') : t('image.current')} width={96} height={96} />
      ) : (
        <div className={styles.avatarEmpty}>{t('image.none')}</div>
      )}
      <div className={styles.stack}>
        <label className={styles.fileLabel}>
          <span>{t('image.choose')}</span>
          <input type="file" accept=".jpg,.jpeg,.png,.webp,.gif,image/*" onChange={(event) => void choose(event)} />
        </label>
        <p className={styles.muted}>{t('image.hint', { mb: PROFILE_IMAGE_MAX_MB })}</p>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.row}>
          {preview && (
            <Button onClick={() => void send()} loading={upload.isPending}>
              {t('image.upload')}
            </Button>
          )}
          {account.profile_image_url && !preview && (
            <Button variant="secondary" onClick={() => void erase()} loading={remove.isPending}>
              {t('image.delete')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
