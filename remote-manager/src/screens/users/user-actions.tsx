import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserDetail } from 'shared';
import { ConfirmDialog } from 'shared/ui';
import { readApiError, useNotify } from 'host/platform';
import { DenegateDialog, RolesDialog } from './user-dialogs';
import { useDeleteUser, useValidateUser } from './users.api';

/** The manager's actions on a user that ask first, each in its dialog. */
export type UserDialog = 'validate' | 'denegate' | 'delete' | 'roles' | null;

type Props = { user: UserDetail; dialog: UserDialog; back: string; onClose: () => void };

/** The open dialog of the sheet: it says inside why an action failed, and after one went
 * through it closes, toasts, and (for a deletion) goes back to the list it came from. */
export function UserActionDialogs({ user, dialog, back, onClose }: Props) {
  const { t } = useTranslation('manager');
  const notify = useNotify();
  const navigate = useNavigate();
  const validate = useValidateUser(user.id);
  const remove = useDeleteUser(user.id);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    onClose();
  }

  function done(message: 'manager:user.validate.done' | 'manager:user.denegate.done' | 'manager:user.roles.done' | 'manager:user.delete.done') {
    close();
    notify.success(message, { email: user.email });
  }

  function failed(error: unknown) {
    const { key } = readApiError(error);
    setFailure(
      key === 'user_has_investments'
        ? t('user.delete.has_investments', { count: user.investments.count })
        : key === 'user_has_issuances'
          ? t('user.delete.has_issuances')
          : key === 'user_has_records'
            ? t('user.delete.has_records')
            : key === 'user_is_caller'
              ? t('user.errors.user_is_caller')
              : t('user.errors.failed'),
    );
  }

  const confirmValidate = () => validate.mutateAsync().then(() => done('manager:user.validate.done'), failed);
  const confirmDelete = () =>
    remove.mutateAsync().then(() => {
      done('manager:user.delete.done');
      navigate(back, { replace: true });
    }, failed);

  return (
    <>
      <ConfirmDialog
        open={dialog === 'validate'}
        tone="primary"
        title={t('user.validate.title', { email: user.email })}
        description={t('user.validate.description')}
        confirmLabel={t('user.validate.confirm')}
        cancelLabel={t('user.dialog.back')}
        error={failure}
        onConfirm={confirmValidate}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('user.delete.title', { email: user.email })}
        description={t('user.delete.description')}
        consequence={t('user.delete.consequence')}
        confirmLabel={t('user.delete.confirm')}
        cancelLabel={t('user.dialog.back')}
        error={failure}
        onConfirm={confirmDelete}
        onCancel={close}
      />
      {dialog === 'denegate' && <DenegateDialog user={user} open onClose={close} onDone={() => done('manager:user.denegate.done')} />}
      {dialog === 'roles' && <RolesDialog user={user} open onClose={close} onDone={() => done('manager:user.roles.done')} />}
    </>
  );
}
