import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type FormRenderProps } from 'react-final-form';
import { broadcastRequestSchema, type BroadcastAudience, type BroadcastRequestInput } from 'shared';
import { createValidate } from 'shared/forms';
import { Button, ConfirmDialog } from 'shared/ui';
import { readApiError } from 'host/platform';
import type { NotificationArea } from './area';
import { ComposeFields } from './compose-fields';
import { useProjects, useSendBroadcast, useUsers } from './notifications.api';
import { AUDIENCE_LABEL } from './labels';
import { SentBroadcasts } from './sent-broadcasts';
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

// The API's own schema, run on the request the draft would send.
const validateRequest = createValidate(broadcastRequestSchema);
const validate = (draft: Draft) => validateRequest(requestOf(draft));

type Outcome = { failure: string | null; sent: string | null };

/** The form's face: the fields, what the last send said, and the confirmation naming the audience. */
function ComposeBody({ area, form, outcome, onOutcome, confirming, onConfirming }: {
  area: NotificationArea;
  form: FormRenderProps<Draft>;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
  confirming: Draft | null;
  onConfirming: (draft: Draft | null) => void;
}) {
  const { t } = useTranslation('notifications');
  const manager = area.compose === 'any';
  const audiences: readonly BroadcastAudience[] = manager ? ['all_investors', 'project_investors', 'user'] : ['project_investors'];
  const { values, handleSubmit } = form;
  const send = useSendBroadcast(area.scope);
  const projects = useProjects(area.scope);
  const users = useUsers(area.scope, manager && values.audience === 'user');
  const draft = confirming ?? values;
  const audienceText =
    draft.audience === 'project_investors'
      ? t('compose.audience_project', { name: projects.data?.find((item) => item.value === draft.issuance_id)?.label ?? '' })
      : draft.audience === 'user'
        ? t('compose.audience_user', { name: users.data?.find((item) => item.value === draft.user_id)?.label ?? '' })
        : t(AUDIENCE_LABEL.all_investors);

  const confirm = () =>
    send.mutateAsync(requestOf(draft)).then(
      () => {
        onConfirming(null);
        form.form.reset();
        onOutcome({ failure: null, sent: t('compose.sent') });
      },
      (reason: unknown) => {
        const key = readApiError(reason).key;
        onOutcome({ failure: t(key === 'no_recipients' ? 'compose.no_recipients' : key === 'forbidden' ? 'compose.forbidden' : 'compose.failed'), sent: null });
        onConfirming(null);
      },
    );

  return (
    <section className={styles.panel} aria-labelledby="notification-compose">
      <h2 id="notification-compose" className={styles.panelTitle}>
        {t('compose.title')}
      </h2>
      <form noValidate onSubmit={handleSubmit} className={styles.form}>
        <ComposeFields audiences={audiences} audience={values.audience} projects={projects} users={users} />
        {outcome.failure && (
          <p role="alert" className={styles.error}>
            {outcome.failure}
          </p>
        )}
        <p role="status" className={styles.meta}>
          {outcome.sent ?? ''}
        </p>
        <div>
          <Button type="submit">{t('compose.review')}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('compose.confirm_title')}
        description={t('compose.confirm_description', { audience: audienceText })}
        confirmLabel={t('compose.send')}
        cancelLabel={t('compose.cancel')}
        tone="primary"
        onConfirm={confirm}
        onCancel={() => onConfirming(null)}
      />
    </section>
  );
}

/** A message to investors in both languages, checked as the API checks it, sent after a
 * confirmation that names its audience. */
function ComposeForm({ area }: { area: NotificationArea }) {
  const [confirming, setConfirming] = useState<Draft | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ failure: null, sent: null });
  return (
    <Form<Draft>
      onSubmit={(draft) => {
        setOutcome({ failure: null, sent: null });
        setConfirming(draft);
      }}
      validate={validate}
      initialValues={EMPTY}
    >
      {(form) => <ComposeBody area={area} form={form} outcome={outcome} onOutcome={setOutcome} confirming={confirming} onConfirming={setConfirming} />}
    </Form>
  );
}

/** The broadcast composer and the list of what was sent. */
export function ComposePanel({ area }: { area: NotificationArea }) {
  return (
    <>
      <ComposeForm area={area} />
      <SentBroadcasts scope={area.scope} />
    </>
  );
}
