import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { customCssProblem, type CustomizationDraft } from 'shared';
import { useTranslateFieldError } from 'shared/forms';
import { Button, EmptyState, LoadingState, PageHeader } from 'shared/ui';
import { readApiError, useHttp, useNotify, usePlatform } from 'host/platform';
import { customizationKeys, saveCustomization, useCustomizationEditor } from './customization.api';
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

function Editor({ initial, onSaved }: { initial: CustomizationDraft; onSaved: (saved: CustomizationDraft) => void }) {
  const { t } = useTranslation('manager');
  const http = useHttp();
  const notify = useNotify();
  const translate = useTranslateFieldError();
  const [draft, setDraft] = useState(initial);
  // CSS saved before today's rules (an outside address) opens with what is wrong under it, not only at the next save.
  const [errors, setErrors] = useState<Errors>((): Errors => {
    const problem = customCssProblem(initial.css);
    return problem ? { css: translate({ key: problem }) ?? t('customization.errors.invalid') } : {};
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const warnings = useContrastWarnings(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  // Each edit works on a copy, so React sees a new draft and the preview follows at once.
  const change = (update: (copy: CustomizationDraft) => void) =>
    setDraft((current) => {
      const copy = JSON.parse(JSON.stringify(current)) as CustomizationDraft;
      update(copy);
      return copy;
    });

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveCustomization(http, draft);
      setErrors({});
      notify.success('manager:customization.saved', { number: saved.version?.number ?? '' });
      onSaved(saved.payload);
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      if (fieldErrors) {
        const flat = flatten(fieldErrors);
        setErrors(Object.fromEntries(Object.entries(flat).map(([path, value]) => [path, translate(value) ?? t('customization.errors.invalid')])));
        setFailure(t('customization.errors.fields'));
      } else setFailure(t('customization.errors.save_failed'));
    } finally {
      setSaving(false);
    }
  }

  const sections = { draft, change, errors };
  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        aria-label={t('customization.form_label')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
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
          <Button type="submit" disabled={saving}>
            {saving ? t('customization.saving') : t('customization.save')}
          </Button>
          {dirty && <p className={styles.sectionHint}>{t('customization.unsaved')}</p>}
        </div>
      </form>
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
    </div>
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
