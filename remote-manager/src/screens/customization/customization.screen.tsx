import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type FormRenderProps } from 'react-final-form';
import { useQueryClient } from '@tanstack/react-query';
import { customizationDraftSchema, type CustomizationDraft } from 'shared';
import { createValidate, FORM_ERROR, useTranslateFieldError } from 'shared/forms';
import { Button, EmptyState, LoadingState, PageHeader } from 'shared/ui';
import { readApiError, useNotify, usePlatform } from 'host/platform';
import { customizationKeys, useCustomizationEditor, useSaveCustomization } from './customization.api';
import {
  AnalyticsSection,
  CurrencySection,
  FlowsSection,
  IdentitySection,
  ModulesSection,
  SwitchesSection,
  TextsSection,
  ThemeSection,
  UrlsSection,
  type Errors,
} from './customization-form';
import { CustomizationPreview, useContrastWarnings } from './preview';
import { COLOR_LABELS } from './customization-words';
import { VersionsPanel } from './versions';
import styles from './customization.module.css';

/** Nested final-form errors (`{ theme: { colors: { primary: {key} } } }`) as `theme.colors.primary`. */
function flatten(errors: unknown, prefix = ''): Record<string, unknown> {
  if (typeof errors !== 'object' || errors === null || 'key' in errors) return prefix ? { [prefix]: errors } : {};
  return Object.fromEntries(Object.entries(errors).flatMap(([key, value]) => Object.entries(flatten(value, prefix ? `${prefix}.${key}` : key))));
}

const validate = createValidate(customizationDraftSchema);
const FIELDS_FAILED = 'fields';
const SAVE_FAILED = 'save_failed';

/** The live preview of the draft, with the colour pairs that fall below AA contrast. */
function PreviewPanel({ draft }: { draft: CustomizationDraft }) {
  const { t } = useTranslation('manager');
  const warnings = useContrastWarnings(draft);
  return (
    <aside className={styles.preview} aria-labelledby="customization-preview-title">
      <h2 id="customization-preview-title" className={styles.sectionTitle}>
        {t('customization.preview.title')}
      </h2>
      <p className={styles.sectionHint}>{t('customization.preview.hint')}</p>
      {warnings.length > 0 && (
        <div role="status" className={styles.warning}>
          <p>{t('customization.contrast.title')}</p>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.text}-${warning.background}`}>
                {t('customization.contrast.pair', {
                  text: t(COLOR_LABELS[warning.text]),
                  background: t(COLOR_LABELS[warning.background]),
                  ratio: warning.ratio.toFixed(2),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CustomizationPreview draft={draft} />
    </aside>
  );
}

/** Field errors of a save that depend on the deployment, not on what was typed (the API's keys, each message written out whole). */
const DEPLOYMENT_REFUSALS = {
  'customization.ledger_chain_not_configured': 'customization.ledger_chain_not_configured',
} as const;

function isDeploymentRefusal(error: unknown): error is { key: keyof typeof DEPLOYMENT_REFUSALS } {
  return typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string' && error.key in DEPLOYMENT_REFUSALS;
}

/** The sections of the draft, the save button, and what went wrong at the last save. */
function EditorForm({ initial, form }: { initial: CustomizationDraft; form: FormRenderProps<CustomizationDraft> }) {
  const { t } = useTranslation('manager');
  const translateField = useTranslateFieldError();
  // A refusal that only this deployment's settings explain is the editor's own message.
  const translate = (error: unknown) => (isDeploymentRefusal(error) ? t(DEPLOYMENT_REFUSALS[error.key]) : translateField(error));
  const { values: draft, errors: invalid, submitErrors, submitError, submitFailed, hasValidationErrors, submitting, handleSubmit } = form;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  // Each edit works on a copy; the top-level parts that changed go to the form, so React sees a
  // new draft and the preview follows at once.
  const change = (update: (copy: CustomizationDraft) => void) => {
    const copy = JSON.parse(JSON.stringify(draft)) as CustomizationDraft;
    update(copy);
    form.form.batch(() => {
      for (const key of Object.keys(copy) as (keyof CustomizationDraft)[]) {
        if (JSON.stringify(copy[key]) !== JSON.stringify(draft[key])) form.form.change(key, copy[key]);
      }
    });
  };
  // Before a save only the CSS says what is wrong with it (a CSS saved under older rules opens
  // with its problem under it); after one, every refused field does.
  const shown = submitFailed ? { ...flatten(invalid), ...flatten(submitErrors) } : { css: flatten(invalid).css };
  const errors: Errors = Object.fromEntries(
    Object.entries(shown).flatMap(([path, value]) => (value ? [[path, translate(value) ?? t('customization.errors.invalid')]] : [])),
  );
  const failure = submitError === SAVE_FAILED ? t('customization.errors.save_failed') : submitFailed && (hasValidationErrors || submitError === FIELDS_FAILED) ? t('customization.errors.fields') : null;
  const sections = { draft, change, errors };
  return (
    <div className={styles.layout}>
      <form className={styles.form} aria-label={t('customization.form_label')} noValidate onSubmit={handleSubmit}>
        <ThemeSection {...sections} />
        <IdentitySection {...sections} />
        <UrlsSection {...sections} />
        <CurrencySection {...sections} />
        <FlowsSection {...sections} />
        <SwitchesSection {...sections} />
        <TextsSection {...sections} />
        <AnalyticsSection {...sections} />
        <ModulesSection {...sections} />
        <div className={styles.actions}>
          {failure && (
            <p role="alert" className={styles.formError}>
              {failure}
            </p>
          )}
          <Button type="submit" disabled={submitting}>
            {submitting ? t('customization.saving') : t('customization.save')}
          </Button>
          {dirty && <p className={styles.sectionHint}>{t('customization.unsaved')}</p>}
        </div>
      </form>
      <PreviewPanel draft={draft} />
    </div>
  );
}

/** The draft as a react-final-form form checked by the API's own schema; a field the API still
 * refuses (400) shows under its field like one refused here. */
function Editor({ initial, onSaved }: { initial: CustomizationDraft; onSaved: (saved: CustomizationDraft) => void }) {
  const notify = useNotify();
  const save = useSaveCustomization();

  async function submit(draft: CustomizationDraft) {
    try {
      const saved = await save.mutateAsync(draft);
      notify.success('manager:customization.saved', { number: saved.version?.number ?? '' });
      onSaved(saved.payload);
      return undefined;
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      return fieldErrors ? { ...fieldErrors, [FORM_ERROR]: FIELDS_FAILED } : { [FORM_ERROR]: SAVE_FAILED };
    }
  }

  return (
    <Form<CustomizationDraft> onSubmit={submit} validate={validate} initialValues={initial}>
      {(form) => <EditorForm initial={initial} form={form} />}
    </Form>
  );
}

/** `/manager/customization`: the tenant's look and settings, with a live preview and versions. */
export default function CustomizationScreen() {
  const { t } = useTranslation('manager');
  const editor = useCustomizationEditor();
  const queryClient = useQueryClient();
  const platform = usePlatform();
  // A restore or a save gives the editor a new starting point: the form starts again from it.
  const [generation, setGeneration] = useState(0);

  async function applied(payload: CustomizationDraft) {
    queryClient.setQueryData(customizationKeys.editor(), (current: typeof editor.data) => (current ? { ...current, payload } : current));
    setGeneration((value) => value + 1);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: customizationKeys.all }),
      // This page shows the new look at once; other visitors within their 5-minute cache.
      platform.customization.refresh(),
    ]);
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('customization.title')} description={t('customization.description')} />
      {editor.isPending ? (
        <LoadingState label={t('customization.loading')} />
      ) : editor.isError ? (
        <EmptyState title={t('customization.errors.load_failed')} action={<Button onClick={() => void editor.refetch()}>{t('customization.retry')}</Button>} />
      ) : (
        <>
          <Editor key={generation} initial={editor.data.payload} onSaved={(payload) => void applied(payload)} />
          <VersionsPanel current={editor.data.payload} onRestored={(payload) => void applied(payload)} />
        </>
      )}
    </div>
  );
}
