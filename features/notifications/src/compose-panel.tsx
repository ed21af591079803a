import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { broadcastRequestSchema, collectFieldErrors, formatDate, type BroadcastAudience, type BroadcastRequestInput, type FieldError } from 'shared';
import { useTranslateFieldError } from 'shared/forms';
import { Button, ConfirmDialog, EmptyState, Input, RadioGroup, Select, Skeleton, Textarea } from 'shared/ui';
import { readApiError, useHttp } from 'host/platform';
import type { NotificationArea } from './area';
import { notificationKeys, sendBroadcast, useBroadcasts, useProjects, useUsers } from './notifications.api';
import { AUDIENCE_LABEL, FIELD_LABEL, SENT_TO_LABEL } from './labels';
import styles from './notifications.module.css';

type Draft = { audience: BroadcastAudience; issuance_id: string; user_id: string; title: { es: string; en: string }; body: { es: string; en: string } };
const EMPTY: Draft = { audience: 'project_investors', issuance_id: '', user_id: '', title: { es: '', en: '' }, body: { es: '', en: '' } };

function requestOf(draft: Draft): BroadcastRequestInput {
  return {
    audience: draft.audience,
    issuance_id: draft.audience === 'project_investors' && draft.issuance_id ? draft.issuance_id : undefined,
    user_id: draft.audience === 'user' && draft.user_id ? draft.user_id : undefined,
    title: draft.title,
    body: draft.body,
  };
}

/** A message to investors in both languages, checked as the API checks it, sent after a
 * confirmation that names its audience; then the list of what was sent. */
export function ComposePanel({ area }: { area: NotificationArea }) {
  const { t, i18n } = useTranslation('notifications');
  const translate = useTranslateFieldError();
  const http = useHttp();
  const client = useQueryClient();
  const manager = area.compose === 'any';
  const audiences: readonly BroadcastAudience[] = manager ? ['all_investors', 'project_investors', 'user'] : ['project_investors'];
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const projects = useProjects(area.scope);
  const users = useUsers(area.scope, manager && draft.audience === 'user');
  const [page, setPage] = useState(1);
  const broadcasts = useBroadcasts(area.scope, page);
  const lang = i18n.language === 'en' ? 'en' : 'es';

  const error = (path: string) => (errors[path] ? translate(errors[path]) : undefined);
  const audienceText = () => {
    if (draft.audience === 'project_investors') return t('compose.audience_project', { name: projects.data?.find((item) => item.value === draft.issuance_id)?.label ?? '' });
    if (draft.audience === 'user') return t('compose.audience_user', { name: users.data?.find((item) => item.value === draft.user_id)?.label ?? '' });
    return t(AUDIENCE_LABEL.all_investors);
  };

  const check = () => {
    setSent(null);
    setFailure(null);
    const parsed = v.safeParse(broadcastRequestSchema, requestOf(draft));
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const send = async () => {
    try {
      await sendBroadcast(http, requestOf(draft));
      setConfirming(false);
      setDraft(EMPTY);
      setSent(t('compose.sent'));
      await client.invalidateQueries({ queryKey: notificationKeys(area.scope).sent });
    } catch (reason) {
      const key = readApiError(reason).key;
      setFailure(t(key === 'no_recipients' ? 'compose.no_recipients' : key === 'forbidden' ? 'compose.forbidden' : 'compose.failed'));
      setConfirming(false);
    }
  };

  const text = (field: 'title' | 'body', lang: 'es' | 'en') => {
    const props = {
      label: t(FIELD_LABEL[field][lang]),
      value: draft[field][lang],
      error: error(`${field}.${lang}`),
      lang,
      required: true,
      onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: { ...draft[field], [lang]: event.target.value } }),
    };
    return field === 'title' ? <Input {...props} /> : <Textarea {...props} rows={4} />;
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="notification-compose">
        <h2 id="notification-compose" className={styles.panelTitle}>
          {t('compose.title')}
        </h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
          className={styles.form}
        >
          {manager && (
            <RadioGroup
              legend={t('compose.audience_legend')}
              name="audience"
              options={audiences.map((value) => ({ value, label: t(AUDIENCE_LABEL[value]) }))}
              value={draft.audience}
              onChange={(value) => setDraft({ ...draft, audience: value as BroadcastAudience })}
            />
          )}
          {draft.audience === 'project_investors' &&
            (projects.isPending ? (
              <Skeleton height={40} />
            ) : (
              <Select
                label={t('compose.project')}
                placeholder={t('compose.choose')}
                options={projects.data ?? []}
                value={draft.issuance_id}
                error={error('issuance_id') ?? (projects.isError ? t('compose.projects_error') : undefined)}
                onChange={(event) => setDraft({ ...draft, issuance_id: event.target.value })}
              />
            ))}
          {draft.audience === 'user' &&
            (users.isPending ? (
              <Skeleton height={40} />
            ) : (
              <Select
                label={t('compose.user')}
                placeholder={t('compose.choose')}
                options={users.data ?? []}
                value={draft.user_id}
                error={error('user_id') ?? (users.isError ? t('compose.users_error') : undefined)}
                onChange={(event) => setDraft({ ...draft, user_id: event.target.value })}
              />
            ))}
          <div className={styles.languages}>
            <div>
              {text('title', 'es')}
              {text('body', 'es')}
            </div>
            <div>
              {text('title', 'en')}
              {text('body', 'en')}
            </div>
          </div>
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <p role="status" className={styles.meta}>
            {sent ?? ''}
          </p>
          <div>
            <Button type="submit">{t('compose.review')}</Button>
          </div>
        </form>
        <ConfirmDialog
          open={confirming}
          title={t('compose.confirm_title')}
          description={t('compose.confirm_description', { audience: audienceText() })}
          confirmLabel={t('compose.send')}
          cancelLabel={t('compose.cancel')}
          tone="primary"
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      </section>
      <section className={styles.panel} aria-labelledby="notification-sent">
        <h2 id="notification-sent" className={styles.panelTitle}>
          {t('sent.title')}
        </h2>
        {broadcasts.isPending ? (
          <Skeleton height={80} />
        ) : broadcasts.isError ? (
          <p role="alert" className={styles.error}>
            {t('sent.error')}
          </p>
        ) : broadcasts.data.data.length === 0 ? (
          <EmptyState title={t('sent.empty')} />
        ) : (
          <ul className={styles.list} aria-label={t('sent.title')}>
            {broadcasts.data.data.map((item) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.text}>
                  <p className={styles.sentTitle}>{item.title[lang]}</p>
                  <p className={styles.meta}>
                    {item.target && item.audience !== 'all_investors' ? t(SENT_TO_LABEL[item.audience], { name: item.target.name }) : t(AUDIENCE_LABEL.all_investors)}
                    {' · '}
                    <time dateTime={item.created_at}>{formatDate(item.created_at, lang)}</time>
                  </p>
                  <p className={styles.meta}>{t('sent.counts', { recipients: item.recipients, read: item.read })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {broadcasts.data && broadcasts.data.meta.total_pages > 1 && (
          <Button variant="secondary" onClick={() => setPage(page + 1)} disabled={page >= broadcasts.data.meta.total_pages}>
            {t('sent.more')}
          </Button>
        )}
      </section>
    </>
  );
}
