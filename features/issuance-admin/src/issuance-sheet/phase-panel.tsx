import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { ListChecks, Pencil } from 'lucide-react';
import * as v from 'valibot';
import { PROJECT_STATUS_PHASE, projectStatusKey, statusKey, validationDecisionSchema, type PhaseState, type ProjectStatus, type ValidationDecision } from 'shared';
import { Button, ConfirmDialog, QueryState, Skeleton } from 'shared/ui';
import { createValidate, RadioGroupField, TextareaField, type FormErrors } from 'shared/forms';
import { readApiError, useCustomization, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useDecideValidation, useMovePhase, usePhase } from '../authoring/authoring.api';
import { MOVE_REFUSALS, STEP_LABELS, type MoveRefusal } from '../authoring/labels';
import { useHistoryLine } from './history-line';
import styles from './phase-panel.module.css';

const refusalOf = (key: string | null): MoveRefusal => (key !== null && key in MOVE_REFUSALS ? (key as MoveRefusal) : 'failed');

function useDateTime() {
  const { i18n } = useTranslation();
  const { time_zone: timeZone } = useCustomization();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * The phases of the issuance (`GET /issuances/:id/phase`): the tenant's order and where it is,
 * the moves the caller may make (each confirmed first; a blocked one says why), a manager's
 * record of the regulator's decision while it validates, and who changed what and when.
 */
export function PhasePanel({ area, issuanceId }: { area: IssuanceArea; issuanceId: string }) {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  const phase = usePhase(area.ns, issuanceId);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('phases.title')}
      </h2>
      <div className={styles.links}>
        <Link className={styles.link} to={area.paths.editIssuance.href(issuanceId)}>
          <Pencil size={16} aria-hidden="true" />
          {t('phases.edit')}
        </Link>
        <Link className={styles.link} to={area.paths.whitelist.href(issuanceId)}>
          <ListChecks size={16} aria-hidden="true" />
          {t('phases.whitelist')}
        </Link>
      </div>
      <QueryState query={phase} errorTitle={t('phases.load_failed')} loading={<Skeleton shape="rect" height="8rem" />}>
        {(data) => <PhaseContent area={area} issuanceId={issuanceId} state={data} />}
      </QueryState>
    </section>
  );
}

function PhaseContent({ area, issuanceId, state }: { area: IssuanceArea; issuanceId: string; state: PhaseState }) {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  const dateTime = useDateTime();
  const [moving, setMoving] = useState<ProjectStatus | null>(null);
  const historyId = useId();
  const historyLine = useHistoryLine();
  const stepNames = state.missing_steps.map((step) => t(STEP_LABELS[step])).join(', ');
  const reason = (blocker: string) =>
    blocker === 'issuance_incomplete' ? t('phases.blocked.issuance_incomplete', { steps: stepNames }) : blocker === 'issuance_under_validation' ? t('phases.blocked.issuance_under_validation') : t('phases.blocked.other');

  return (
    <div className={styles.body}>
      <div className={styles.column}>
        <ol className={styles.order} aria-label={t('phases.order')}>
          {state.order.map((status) => {
            const current = status === state.status;
            return (
              <li key={status} className={current ? styles.current : undefined} aria-current={current ? 'step' : undefined}>
                {t(`domain:${projectStatusKey(status)}`)}
                {/* The phase only where it says more than the status (validated, financed): never the same word twice. */}
                {current && state.phase !== PROJECT_STATUS_PHASE[status] && <span className={styles.phase}>{` · ${t(`domain:${statusKey('project_phase', state.phase)}`)}`}</span>}
              </li>
            );
          })}
        </ol>

        <ValidationState state={state} dateTime={dateTime} />

        {state.missing_steps.length > 0 && state.status === 'DRAFT' && (
          <p className={styles.note}>
            {t('phases.missing', { steps: stepNames })}{' '}
            <Link to={area.paths.editIssuance.href(issuanceId)}>{t('phases.complete_them')}</Link>
          </p>
        )}

        {state.moves.length > 0 && (
          <ul className={styles.moves} aria-label={t('phases.moves')}>
            {state.moves.map((move) => {
              const blocked = move.blocked_by.length > 0;
              const reasonId = `${issuanceId}-move-${move.to}-reason`;
              return (
                <li key={move.to}>
                  <Button variant={blocked ? 'secondary' : 'primary'} disabled={blocked} aria-describedby={blocked ? reasonId : undefined} onClick={() => setMoving(move.to)}>
                    {move.to === 'VALIDATING' ? t('phases.submit') : t('phases.move_to', { status: t(`domain:${projectStatusKey(move.to)}`) })}
                  </Button>
                  {blocked && (
                    <p id={reasonId} className={styles.note}>
                      {move.blocked_by.map(reason).join(' ')}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}

        {area.capabilities.validate === true && state.status === 'VALIDATING' && state.validation !== 'validated' && <ValidationForm area={area} issuanceId={issuanceId} />}

        <MoveDialog area={area} issuanceId={issuanceId} to={moving} onClose={() => setMoving(null)} />
      </div>

      <div className={styles.column}>
        <h3 id={historyId} className={styles.subtitle}>
          {t('phases.history')}
        </h3>
        {state.history.length === 0 ? (
          <p className={styles.note}>{t('phases.history_empty')}</p>
        ) : (
          <ol className={styles.history} aria-labelledby={historyId}>
            {[...state.history].reverse().map((entry) => (
              <li key={`${entry.at}-${entry.action}-${entry.detail ?? ''}`}>
                <span className={styles.when}>{dateTime(entry.at)}</span>
                <span>
                  {t('phases.by', { name: entry.by.name })} · {historyLine(entry)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function ValidationState({ state, dateTime }: { state: PhaseState; dateTime: (iso: string) => string }) {
  const { t } = useTranslation('issuance-admin');
  if (state.validation === 'none') return null;
  const text =
    state.validation === 'pending'
      ? t('phases.validation.pending')
      : state.validation === 'validated'
        ? t('phases.validation.validated', { date: state.validated_at ? dateTime(state.validated_at) : '' })
        : t('phases.validation.rejected');
  return (
    <div className={state.validation === 'rejected' ? styles.warning : styles.info} role="status">
      <p>{text}</p>
      {state.validation_message && <p className={styles.message}>“{state.validation_message}”</p>}
    </div>
  );
}

function MoveDialog({ area, issuanceId, to, onClose }: { area: IssuanceArea; issuanceId: string; to: ProjectStatus | null; onClose: () => void }) {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  const notify = useNotify();
  const move = useMovePhase(area.ns, issuanceId);
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const status = to ? t(`domain:${projectStatusKey(to)}`) : '';

  async function confirm() {
    if (!to) return;
    try {
      await move.mutateAsync(to);
      notify.success('issuance-admin:phases.moved', { status });
      setRefusal(null);
      onClose();
    } catch (error) {
      setRefusal(refusalOf(readApiError(error).key));
    }
  }

  return (
    <ConfirmDialog
      open={to !== null}
      tone="primary"
      title={to === 'VALIDATING' ? t('phases.confirm.submit_title') : t('phases.confirm.title', { status })}
      description={to === 'VALIDATING' ? t('phases.confirm.submit_description') : t('phases.confirm.description', { status })}
      confirmLabel={to === 'VALIDATING' ? t('phases.submit') : t('phases.move_to', { status })}
      error={refusal ? t(MOVE_REFUSALS[refusal]) : undefined}
      onConfirm={confirm}
      onCancel={() => {
        setRefusal(null);
        onClose();
      }}
    />
  );
}

type DecisionValues = { decision?: string; message?: string };
// The contract's variant is a plain object: a message never typed would read "Invalid key"
// instead of "cannot be blank", so an empty field is sent to the check as empty text.
const withMessage = (values: DecisionValues) => ({ ...values, message: values.message ?? '' });
const checkDecision = createValidate(validationDecisionSchema);
const validateDecision = (values: DecisionValues) => checkDecision(withMessage(values));

/** A manager records the regulator's answer: validated (the issuance may move on) or rejected with a message (back to draft). */
function ValidationForm({ area, issuanceId }: { area: IssuanceArea; issuanceId: string }) {
  const { t } = useTranslation('issuance-admin');
  const notify = useNotify();
  const decide = useDecideValidation(area.ns, issuanceId);

  async function submit(values: DecisionValues): Promise<FormErrors | undefined> {
    try {
      const decision: ValidationDecision = v.parse(validationDecisionSchema, withMessage(values));
      await decide.mutateAsync(decision);
      notify.success(decision.decision === 'validated' ? 'issuance-admin:phases.decision.validated_done' : 'issuance-admin:phases.decision.rejected_done');
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      return failure.fieldErrors ?? { [FORM_ERROR]: 'failed' };
    }
  }

  return (
    <Form<DecisionValues> onSubmit={submit} validate={validateDecision} initialValues={{ decision: 'validated' }}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form className={styles.decision} onSubmit={handleSubmit} noValidate aria-labelledby={`${issuanceId}-decision`}>
          <h3 id={`${issuanceId}-decision`} className={styles.subtitle}>
            {t('phases.decision.title')}
          </h3>
          <p className={styles.note}>{t('phases.decision.description')}</p>
          <RadioGroupField
            name="decision"
            legend={t('phases.decision.legend')}
            options={[
              { value: 'validated', label: t('phases.decision.validated') },
              { value: 'rejected', label: t('phases.decision.rejected') },
            ]}
            required
          />
          <TextareaField
            name="message"
            label={t('phases.decision.message')}
            hint={values.decision === 'rejected' ? t('phases.decision.message_required') : t('phases.decision.message_hint')}
            required={values.decision === 'rejected'}
            rows={3}
          />
          {submitError && (
            <p role="alert" className={styles.error}>
              {t('phases.decision.failed')}
            </p>
          )}
          <Button type="submit" loading={submitting}>
            {t('phases.decision.submit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
