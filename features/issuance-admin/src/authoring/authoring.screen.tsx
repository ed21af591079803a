import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Check, Eye } from 'lucide-react';
import { AUTHORING_STEPS, projectStatusKey, type AuthoringStep, type IssuanceDraft } from 'shared';
import { PageHeader, QueryState, Skeleton, VisuallyHidden } from 'shared/ui';
import type { IssuanceArea } from '../area';
import '../messages';
import { useDraft } from './authoring.api';
import { BasicsForm, StoryForm, TokenForm } from './step-forms';
import { MediaStep } from './media-step';
import { DocumentsStep } from './documents-step';
import { DraftPreview } from './draft-preview';
import { STEP_LABELS } from './labels';
import styles from './authoring.module.css';

/** The views of the form: its steps, then the preview of the sheet investors will see. */
type View = AuthoringStep | 'preview';
const VIEWS: readonly View[] = [...AUTHORING_STEPS, 'preview'];

function isView(value: string | null): value is View {
  return value !== null && (VIEWS as readonly string[]).includes(value);
}

/** Where an edit opens without a step in the address: the first step not done, else the preview. */
function resumeView(draft: IssuanceDraft): View {
  return AUTHORING_STEPS.find((step) => !draft.steps_done.includes(step)) ?? 'preview';
}

/**
 * `/…/issuances/create` (no `:id`) and `/…/issuances/:id/edit?step=…`: the issuance authoring
 * form. Each step is saved as the draft (the first creates it), so the person may leave and come
 * back where they stopped; the address carries the step.
 */
export function AuthoringPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  const { id } = useParams();
  const [search] = useSearchParams();
  const draft = useDraft(area.ns, id);
  const back = (
    <Link className={styles.back} to={id ? area.paths.issuance.href(id) : area.paths.issuances.href()}>
      <ArrowLeft size={16} aria-hidden="true" />
      {id ? t('authoring.back_to_sheet') : t('authoring.back_to_list')}
    </Link>
  );

  if (id === undefined) {
    return (
      <div className={styles.page}>
        {back}
        <PageHeader title={t('authoring.create_title')} description={t('authoring.create_description')} />
        <Authoring area={area} draft={undefined} view="basics" />
      </div>
    );
  }

  const requested = search.get('step');
  return (
    <div className={styles.page}>
      {back}
      {/* An issuance the person may not see is a page that does not exist: the host's 404. */}
      <QueryState
        query={draft}
        notFound="page"
        heading
        errorTitle={t('authoring.load_failed')}
        loadingLabel={t('authoring.loading')}
        loading={
          <>
            <Skeleton width="40%" height="2rem" />
            <Skeleton shape="rect" height="20rem" />
          </>
        }
      >
        {(data) => (
          <>
            <PageHeader title={t('authoring.edit_title', { title: data.values.title })} description={t('authoring.edit_description')} />
            {!data.editable && (
              <p className={styles.warning} role="status">
                {t('authoring.not_editable', { status: t(`domain:${projectStatusKey(data.status)}`) })}
              </p>
            )}
            <Authoring area={area} draft={data} view={data.editable ? (isView(requested) ? requested : resumeView(data)) : 'preview'} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Authoring({ area, draft, view }: { area: IssuanceArea; draft: IssuanceDraft | undefined; view: View }) {
  const navigate = useNavigate();

  /** A step was saved (the draft in the cache is already the API's answer): the next view opens. */
  function saved(next: IssuanceDraft, step: AuthoringStep) {
    const following = VIEWS[VIEWS.indexOf(step) + 1] ?? 'preview';
    // A new draft's address replaces the create one: going back must not create a second draft.
    void navigate(area.paths.editIssuance.href(next.id, following), { replace: draft === undefined });
  }

  const stepProps = { area, draft, onSaved: saved };
  return (
    <div className={styles.layout}>
      <StepList area={area} draft={draft} view={view} />
      <div>
        {view === 'basics' && <BasicsForm {...stepProps} />}
        {draft && view === 'story' && <StoryForm {...stepProps} draft={draft} />}
        {draft && view === 'media' && <MediaStep {...stepProps} draft={draft} />}
        {draft && view === 'documents' && <DocumentsStep {...stepProps} draft={draft} />}
        {draft && view === 'token' && <TokenForm {...stepProps} draft={draft} />}
        {draft && view === 'preview' && <DraftPreview area={area} draft={draft} />}
      </div>
    </div>
  );
}

/** The steps, each a link once the draft exists, saying which are done and which is open. */
function StepList({ area, draft, view }: { area: IssuanceArea; draft: IssuanceDraft | undefined; view: View }) {
  const { t } = useTranslation('issuance-admin');
  return (
    <nav aria-label={t('authoring.steps_label')}>
      <ol className={styles.steps}>
        {VIEWS.map((item, index) => {
          const done = item !== 'preview' && draft?.steps_done.includes(item) === true;
          const label = item === 'preview' ? t('authoring.preview.step') : t(STEP_LABELS[item]);
          const reachable = draft !== undefined && draft.editable;
          const current = item === view;
          return (
            <li key={item} className={done ? styles.done : undefined}>
              <Link
                className={styles.stepLink}
                to={draft ? area.paths.editIssuance.href(draft.id, item) : area.paths.createIssuance.href()}
                aria-current={current ? 'step' : undefined}
                aria-disabled={!reachable && !current ? true : undefined}
                tabIndex={!reachable && !current ? -1 : undefined}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {done ? <Check size={14} /> : item === 'preview' ? <Eye size={14} /> : index + 1}
                </span>
                {label}
                {done && <VisuallyHidden>{` (${t('authoring.step_done')})`}</VisuallyHidden>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
