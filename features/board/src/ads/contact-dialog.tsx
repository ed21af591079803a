import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { readApiError, useNotify } from 'host/platform';
import { contactRequestSchema, FOLLOW_UP_TYPES, type Ad, type ContactRequestInput } from 'shared';
import { createValidate, SelectField, TextareaField, type FormErrors } from 'shared/forms';
import { Button, Modal } from 'shared/ui';
import { useContactAd } from '../board.api';
import styles from '../board.module.css';

const validate = createValidate(contactRequestSchema);

/**
 * A message to an ad's author with a follow-up type; it reaches them by e-mail and notification,
 * and no address is shown to either side. It starts the thread with them, which opens once sent.
 */
export function ContactDialog({ ad, onClose, onSent }: { ad: Ad; onClose: () => void; onSent: (conversationId: string) => void }) {
  const { t } = useTranslation(['board', 'domain']);
  const notify = useNotify();
  const contact = useContactAd();

  async function submit(values: ContactRequestInput): Promise<FormErrors | undefined> {
    try {
      const { conversation_id: conversationId } = await contact.mutateAsync({ id: ad.id, values: v.parse(contactRequestSchema, values) });
      notify.success('board:board.contact.sent', { name: ad.author.name });
      onClose();
      onSent(conversationId);
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      return { [FORM_ERROR]: failure.key === 'ad_not_open' || failure.key === 'own_ad' ? failure.key : 'failed' };
    }
  }

  return (
    <Modal open onClose={onClose} title={t('board.contact.title', { name: ad.author.name })} description={t('board.contact.description', { reference: ad.reference })}>
      <Form<ContactRequestInput> onSubmit={submit} validate={validate} initialValues={{ follow_up: 'request_information' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <SelectField name="follow_up" label={t('board.contact.follow_up')} options={FOLLOW_UP_TYPES.map((type) => ({ value: type, label: t(`domain:follow_up_type.${type}`) }))} placeholder={false} required />
            <TextareaField name="message" label={t('board.contact.message')} hint={t('board.contact.message_hint')} rows={5} maxLength={2000} required />
            {typeof submitError === 'string' && (
              <p className={styles.formError} role="alert">
                {t(`board.contact.errors.${submitError === 'ad_not_open' || submitError === 'own_ad' ? submitError : 'failed'}`)}
              </p>
            )}
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onClose}>
                {t('board.cancel')}
              </Button>
              <Button type="submit" loading={submitting}>
                {t('board.contact.send')}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </Modal>
  );
}
