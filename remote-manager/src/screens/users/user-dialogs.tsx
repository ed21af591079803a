import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useField } from 'react-final-form';
import {
  denegateUserRequestSchema,
  updateUserRolesRequestSchema,
  USER_FLAGS,
  type DenegateUserRequest,
  type DenegateUserValues,
  type UpdateUserRolesRequest,
  type UpdateUserRolesValues,
  type UserDetail,
  type UserFlag,
} from 'shared';
import * as v from 'valibot';
import { createValidate, SelectField, TextareaField, useFieldErrorText } from 'shared/forms';
import { Button, Checkbox, Modal } from 'shared/ui';
import { readApiError } from 'host/platform';
import { useUserWords } from './user-words';
import { useDenegateUser, useUpdateUserRoles } from './users.api';
import styles from './user-detail.module.css';

type DialogProps = { user: UserDetail; open: boolean; onClose: () => void; onDone: () => void };

/** The sentence of a failed action, said inside the dialog that asked (the dialog stays open
 * with what was typed); a 400's field errors go under their fields instead. */
function useFailure() {
  const { t } = useTranslation('manager');
  const [failure, setFailure] = useState<string | null>(null);
  function fail(error: unknown) {
    const { key, fieldErrors } = readApiError(error);
    if (fieldErrors) return fieldErrors;
    setFailure(key === 'user_is_caller' ? t('user.errors.user_is_caller') : key === 'user_not_found' ? t('user.errors.user_not_found') : t('user.errors.failed'));
    return undefined;
  }
  return { failure, clear: () => setFailure(null), fail };
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.dialogError}>
      {text}
    </p>
  ) : null;
}

const validateDenegate = createValidate(denegateUserRequestSchema);
// One object for the form's life: final-form starts again when given new initial values, which
// would wipe what was typed each time the dialog re-renders (a failure shown, for one).
const DENEGATE_INITIAL: DenegateUserRequest = { flags: [], message: '' };

function FlagBox({ flag }: { flag: UserFlag }) {
  const { t } = useTranslation('domain');
  const { input } = useField<UserFlag>('flags', { type: 'checkbox', value: flag });
  return <Checkbox name={input.name} value={flag} label={t(`user_flag.${flag}`)} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} />;
}

function FlagsFieldset() {
  const { t } = useTranslation('manager');
  const { meta } = useField<UserFlag[]>('flags', { subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const error = useFieldErrorText(meta);
  return (
    <fieldset className={styles.flagSet} aria-describedby={error ? 'denegate-flags-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        {t('user.denegate.flags')} <span aria-hidden="true">*</span>
      </legend>
      {USER_FLAGS.map((flag) => (
        <FlagBox key={flag} flag={flag} />
      ))}
      {error && (
        <p id="denegate-flags-error" className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Denegate: one or more flags and the message the user reads, checked by the API's schema. */
export function DenegateDialog({ user, open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('manager');
  const denegate = useDenegateUser(user.id);
  const { failure, clear, fail } = useFailure();
  const close = () => {
    clear();
    onClose();
  };

  async function submit(values: DenegateUserRequest) {
    clear();
    try {
      await denegate.mutateAsync(v.parse(denegateUserRequestSchema, values) satisfies DenegateUserValues);
    } catch (error) {
      return fail(error);
    }
    onDone();
    return undefined;
  }

  return (
    <Form<DenegateUserRequest> onSubmit={submit} validate={validateDenegate} initialValues={DENEGATE_INITIAL}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open={open}
          onClose={close}
          dismissible={!submitting}
          title={t('user.denegate.title', { email: user.email })}
          description={t('user.denegate.description')}
          footer={
            <>
              <Button variant="secondary" onClick={close} disabled={submitting}>
                {t('user.dialog.back')}
              </Button>
              <Button type="submit" form="denegate-form" variant="danger" loading={submitting}>
                {t('user.denegate.confirm')}
              </Button>
            </>
          }
        >
          <form id="denegate-form" className={styles.dialogForm} onSubmit={handleSubmit} noValidate>
            <FlagsFieldset />
            <TextareaField name="message" label={t('user.denegate.message')} hint={t('user.denegate.message_hint')} rows={4} maxLength={1000} required />
            <Failure text={failure} />
          </form>
        </Modal>
      )}
    </Form>
  );
}

const validateRoles = createValidate(updateUserRolesRequestSchema);

/** Roles: one primary and, optionally, a different secondary. */
export function RolesDialog({ user, open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('manager');
  const updateRoles = useUpdateUserRoles(user.id);
  const { roleOptions: options } = useUserWords();
  const { failure, clear, fail } = useFailure();
  const initial = useMemo<UpdateUserRolesRequest>(
    () => ({ primary_role: user.primary_role, secondary_role: user.secondary_role ?? '' }),
    [user.primary_role, user.secondary_role],
  );
  const close = () => {
    clear();
    onClose();
  };

  async function submit(values: UpdateUserRolesRequest) {
    clear();
    try {
      await updateRoles.mutateAsync(v.parse(updateUserRolesRequestSchema, values) satisfies UpdateUserRolesValues);
    } catch (error) {
      return fail(error);
    }
    onDone();
    return undefined;
  }

  return (
    <Form<UpdateUserRolesRequest>
      onSubmit={submit}
      validate={validateRoles}
      initialValues={initial}
    >
      {({ handleSubmit, submitting, pristine }) => (
        <Modal
          open={open}
          onClose={close}
          dismissible={!submitting}
          title={t('user.roles.title', { email: user.email })}
          description={t('user.roles.description')}
          footer={
            <>
              <Button variant="secondary" onClick={close} disabled={submitting}>
                {t('user.dialog.back')}
              </Button>
              <Button type="submit" form="roles-form" loading={submitting} disabled={pristine}>
                {t('user.roles.confirm')}
              </Button>
            </>
          }
        >
          <form id="roles-form" className={styles.dialogForm} onSubmit={handleSubmit} noValidate>
            <SelectField name="primary_role" label={t('user.roles.primary')} options={options} placeholder={false} required />
            <SelectField name="secondary_role" label={t('user.roles.secondary')} options={options} placeholder={t('user.roles.no_secondary')} hint={t('user.roles.secondary_hint')} />
            <Failure text={failure} />
          </form>
        </Modal>
      )}
    </Form>
  );
}
