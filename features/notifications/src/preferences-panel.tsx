import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { NOTIFICATION_CATEGORIES, notificationPreferencesSchema, type NotificationPreferences } from 'shared';
import { CheckboxField, createValidate, FORM_ERROR } from 'shared/forms';
import { Button, Skeleton } from 'shared/ui';
import { usePreferences, useSavePreferences } from './notifications.api';
import { CATEGORY_LABEL } from './labels';
import styles from './notifications.module.css';

const validate = createValidate(notificationPreferencesSchema);

/** The categories as checkboxes; what the last save said stays until a box changes again. */
function PreferencesForm({ scope, saved }: { scope: string; saved: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const save = useSavePreferences(scope);
  // The form starts from what was loaded; a save's answer is what the boxes already show.
  const [initialValues] = useState(saved);

  async function submit(values: NotificationPreferences) {
    try {
      await save.mutateAsync(values);
      return undefined;
    } catch {
      return { [FORM_ERROR]: 'failed' };
    }
  }

  return (
    <Form<NotificationPreferences> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitSucceeded, submitFailed, dirtySinceLastSubmit }) => (
        <form onSubmit={handleSubmit}>
          <fieldset className={styles.fieldset}>
            <legend>{t('preferences.legend')}</legend>
            {NOTIFICATION_CATEGORIES.map((category) => (
              <CheckboxField key={category} name={`email.${category}`} label={t(CATEGORY_LABEL[category])} />
            ))}
          </fieldset>
          <Button type="submit" disabled={submitting}>
            {t('preferences.save')}
          </Button>
          <p role="status" className={submitFailed && !dirtySinceLastSubmit ? styles.error : styles.meta}>
            {dirtySinceLastSubmit || submitting ? '' : submitSucceeded ? t('preferences.saved') : submitFailed ? t('preferences.failed') : ''}
          </p>
        </form>
      )}
    </Form>
  );
}

/** Which categories are also e-mailed (in-app is always on). */
export function PreferencesPanel({ scope }: { scope: string }) {
  const { t } = useTranslation('notifications');
  const saved = usePreferences(scope);
  return (
    <section className={styles.panel} aria-labelledby="notification-preferences">
      <h2 id="notification-preferences" className={styles.panelTitle}>
        {t('preferences.title')}
      </h2>
      {saved.isError ? (
        <p role="alert" className={styles.error}>
          {t('preferences.error')}
        </p>
      ) : !saved.data ? (
        <Skeleton height={120} />
      ) : (
        <PreferencesForm scope={scope} saved={saved.data} />
      )}
    </section>
  );
}
