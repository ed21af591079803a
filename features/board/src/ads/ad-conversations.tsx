import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf, type Ad } from 'shared';
import { Badge, Button, Skeleton, VisuallyHidden } from 'shared/ui';
import { useAdConversations } from '../board.api';
import { useThreadParam } from './thread-param';
import styles from '../board.module.css';

/** On the author's ad: the buyers who wrote, each thread's last message and what is new, folded until asked for. */
export function AdConversations({ ad }: { ad: Ad }) {
  const { t } = useTranslation('board');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.thread}>
      <span className={styles.actions}>
        <Button size="sm" variant="secondary" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded(!expanded)}>
          {ad.unread_messages > 0 ? t('board.conversations.toggle_unread', { count: ad.unread_messages }) : t('board.conversations.toggle')}
          <VisuallyHidden>{t('board.conversations.of_ad', { reference: ad.reference })}</VisuallyHidden>
        </Button>
      </span>
      <div id={panelId} hidden={!expanded}>
        {expanded && <ConversationList adId={ad.id} reference={ad.reference} />}
      </div>
    </div>
  );
}

function ConversationList({ adId, reference }: { adId: string; reference: string }) {
  const { t, i18n } = useTranslation('board');
  const locale = localeOf(i18n.language);
  const conversations = useAdConversations(adId);
  const thread = useThreadParam();
  if (conversations.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('board.conversations.loading')}>
        <Skeleton shape="rect" height="3rem" />
      </div>
    );
  }
  if (conversations.isError) {
    return (
      <p className={styles.formError} role="alert">
        {t('board.conversations.error')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void conversations.refetch()}>
          {t('board.retry')}
        </Button>
      </p>
    );
  }
  if (conversations.data.length === 0) return <p className={styles.muted}>{t('board.conversations.empty')}</p>;
  return (
    <ul className={styles.conversations} aria-label={t('board.conversations.list_label', { reference })}>
      {conversations.data.map((conversation) => (
        <li key={conversation.id} className={styles.conversation}>
          <div className={styles.conversationText}>
            <p className={styles.messageMeta}>
              <strong>{conversation.counterpart.name}</strong>
              {conversation.last_message && (
                <>
                  {' · '}
                  <time dateTime={conversation.last_message.created_at}>{formatDateTime(conversation.last_message.created_at, locale)}</time>
                </>
              )}
            </p>
            {conversation.last_message && (
              <p className={styles.excerpt}>
                {conversation.last_message.mine ? `${t('board.thread.you')}: ` : ''}
                {conversation.last_message.body}
              </p>
            )}
          </div>
          <span className={styles.actions}>
            {conversation.unread > 0 && <Badge tone="info" label={t('board.conversations.unread', { count: conversation.unread })} />}
            <Button size="sm" onClick={() => thread.open(conversation.id)} aria-label={t('board.conversations.open_named', { name: conversation.counterpart.name })}>
              {t('board.conversations.open')}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
