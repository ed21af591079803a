import { useEffect, useRef, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { readApiError } from 'host/platform';
import { BOARD_MESSAGE_MAX_LENGTH, boardMessageRequestSchema, formatDateTime, localeOf, type BoardMessageRequestInput, type BoardThread } from 'shared';
import { createValidate, TextareaField, type FormErrors } from 'shared/forms';
import { Button, EmptyState, Modal, Skeleton, VisuallyHidden } from 'shared/ui';
import { useActingInPerson } from '../board-format';
import { InPersonNote } from '../in-person-note';
import { useConversation, useSendMessage } from '../board.api';
import styles from '../board.module.css';

const validate = createValidate(boardMessageRequestSchema);

/**
 * A reply thread between an ad's author and one buyer: the messages, oldest first, each with its
 * sender and time, and a reply box while the ad is open. New messages from the other party (the
 * thread looks for them while open) are announced politely.
 */
export function ThreadDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { t } = useTranslation('board');
  const thread = useConversation(conversationId);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={thread.data ? t('board.thread.title', { name: thread.data.counterpart.name }) : t('board.thread.title_loading')}
      description={thread.data ? t('board.thread.description', { reference: thread.data.ad.reference, project: thread.data.ad.project.title }) : undefined}
      closeLabel={t('board.thread.close')}
    >
      {thread.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('board.thread.loading')}>
          <Skeleton shape="rect" height="8rem" />
        </div>
      ) : thread.isError ? (
        <EmptyState
          title={readApiError(thread.error).key === 'conversation_not_found' ? t('board.thread.not_found') : t('board.thread.error')}
          action={<Button variant="secondary" onClick={() => void thread.refetch()}>{t('board.retry')}</Button>}
        />
      ) : (
        <Thread thread={thread.data} />
      )}
    </Modal>
  );
}

function Thread({ thread }: { thread: BoardThread }) {
  const { t, i18n } = useTranslation(['board', 'domain']);
  const locale = localeOf(i18n.language);
  const inPerson = useActingInPerson();
  const send = useSendMessage();
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(thread.messages.length);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const arrived = thread.messages.slice(seen.current).filter((message) => !message.mine);
    seen.current = thread.messages.length;
    const last = arrived.at(-1);
    if (last) setAnnouncement(t('board.thread.arrived', { name: last.sender.name, count: arrived.length }));
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [thread.messages, t]);

  async function submit(values: BoardMessageRequestInput): Promise<FormErrors | undefined> {
    try {
      await send.mutateAsync({ conversationId: thread.id, message: v.parse(boardMessageRequestSchema, values).message });
      setAnnouncement(t('board.thread.sent'));
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      return { [FORM_ERROR]: failure.key === 'ad_not_open' ? 'ad_not_open' : 'failed' };
    }
  }

  return (
    <div className={styles.thread}>
      <ol className={styles.messages} aria-label={t('board.thread.messages_label')}>
        {thread.messages.map((message, index) => (
          <li key={message.id} ref={index === thread.messages.length - 1 ? end : undefined} className={message.mine ? styles.messageMine : styles.message}>
            <p className={styles.messageMeta}>
              <strong>{message.mine ? t('board.thread.you') : message.sender.name}</strong>
              {' · '}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
              {message.follow_up && (
                <>
                  {' · '}
                  {t(`domain:follow_up_type.${message.follow_up}`)}
                </>
              )}
            </p>
            <p className={styles.messageBody}>{message.body}</p>
          </li>
        ))}
      </ol>
      <p aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </p>
      {!thread.can_reply ? (
        <p className={styles.muted} role="note">
          {t('board.thread.closed')}
        </p>
      ) : !inPerson ? (
        <InPersonNote />
      ) : (
        <Form<BoardMessageRequestInput> onSubmit={async (values, form) => {
          const failure = await submit(values);
          if (!failure) window.setTimeout(() => form.restart());
          return failure;
        }} validate={validate}>
          {({ handleSubmit, submitting, submitError }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              <TextareaField name="message" label={t('board.thread.reply')} hint={t('board.thread.reply_hint')} rows={3} maxLength={BOARD_MESSAGE_MAX_LENGTH} required />
              {typeof submitError === 'string' && (
                <p className={styles.formError} role="alert">
                  {t(`board.thread.errors.${submitError === 'ad_not_open' ? 'ad_not_open' : 'failed'}`)}
                </p>
              )}
              <div className={styles.buttons}>
                <Button type="submit" loading={submitting}>
                  {t('board.thread.send')}
                </Button>
              </div>
            </form>
          )}
        </Form>
      )}
    </div>
  );
}
