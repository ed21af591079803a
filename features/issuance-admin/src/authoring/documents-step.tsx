import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import * as v from 'valibot';
import { DOCUMENT_MAX_MB, DOCUMENT_VIEW_PERMISSIONS, documentSettingsSchema, rules, type IssuanceDraft, type ProjectDocument } from 'shared';
import { Button, ConfirmDialog, Input, Select } from 'shared/ui';
import { createValidate, FileField, SelectField, TextField, type FormErrors } from 'shared/forms';
import { readApiError, useNotify } from 'host/platform';
import { useRemoveDocument, useSaveStep, useUpdateDocument, useUploadDocument } from './authoring.api';
import type { StepProps } from './step-form';
import { PERMISSION_LABELS, STEP_REFUSALS } from './labels';
import styles from './authoring.module.css';

/** A document to upload: the PDF, its name, who may see it and until when. */
const uploadSchema = v.object({
  ...documentSettingsSchema.entries,
  name: rules.freeText({ max: 150 }),
  file: rules.file(DOCUMENT_MAX_MB),
});
const validateUpload = createValidate(uploadSchema);
type UploadValues = { name?: string; view_permission?: string; expires_at?: string; file?: File };

function usePermissionOptions() {
  const { t } = useTranslation('issuance-admin');
  return DOCUMENT_VIEW_PERMISSIONS.map((value) => ({ value, label: t(PERMISSION_LABELS[value]) }));
}

function UploadForm({ area, draft }: { area: StepProps['area']; draft: IssuanceDraft }) {
  const { t } = useTranslation('issuance-admin');
  const upload = useUploadDocument(area.ns, draft.id);
  const options = usePermissionOptions();

  async function submit(values: UploadValues, form: { reset: () => void }): Promise<FormErrors | undefined> {
    const parsed = v.parse(uploadSchema, values);
    try {
      await upload.mutateAsync({ file: parsed.file as File, name: parsed.name, view_permission: parsed.view_permission, expires_at: parsed.expires_at });
      // The form empties for the next document once the list shows this one.
      setTimeout(form.reset);
      return undefined;
    } catch (error) {
      return readApiError(error).fieldErrors ?? { [FORM_ERROR]: 'failed' };
    }
  }

  return (
    <Form<UploadValues> onSubmit={submit} validate={validateUpload} initialValues={{ view_permission: 'hidden' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.section} onSubmit={handleSubmit} noValidate aria-labelledby="upload-document-title">
          <h3 id="upload-document-title">{t('authoring.documents.upload_title')}</h3>
          <FileField name="file" label={t('authoring.documents.file')} accept="application/pdf,.pdf" maxSizeMb={DOCUMENT_MAX_MB} hint={t('authoring.documents.file_hint')} />
          <div className={styles.grid}>
            <TextField name="name" label={t('authoring.documents.name')} hint={t('authoring.documents.name_hint')} required />
            <SelectField name="view_permission" label={t('authoring.documents.permission')} options={options} placeholder={false} required />
            <TextField name="expires_at" type="date" label={t('authoring.documents.expires_at')} hint={t('authoring.documents.expires_hint')} />
          </div>
          {submitError && (
            <p role="alert" className={styles.error}>
              {t('authoring.documents.upload_failed')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={submitting}>
              {t('authoring.documents.upload')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** A stored document: its permission and expiry may change, or it may go. */
function DocumentRow({ area, draft, document }: { area: StepProps['area']; draft: IssuanceDraft; document: ProjectDocument }) {
  const { t } = useTranslation('issuance-admin');
  const id = String(document.id);
  const update = useUpdateDocument(area.ns, draft.id, id);
  const remove = useRemoveDocument(area.ns, draft.id, id);
  const notify = useNotify();
  const options = usePermissionOptions();
  const [permission, setPermission] = useState<string>(document.view_permission);
  const [expiry, setExpiry] = useState(document.expires_at ?? '');
  const [problem, setProblem] = useState(false);
  const [removing, setRemoving] = useState(false);
  const changed = permission !== document.view_permission || expiry !== (document.expires_at ?? '');

  function save() {
    update.mutate(
      { view_permission: permission, ...(expiry ? { expires_at: expiry } : {}) },
      {
        onSuccess: () => {
          setProblem(false);
          notify.success('issuance-admin:authoring.documents.saved', { name: document.name });
        },
        onError: () => setProblem(true),
      },
    );
  }

  return (
    <li className={styles.document}>
      <span className={styles.documentName}>{document.name}</span>
      <Select label={t('authoring.documents.permission_of', { name: document.name })} options={options} placeholder={false} value={permission} onChange={(event) => setPermission(event.target.value)} />
      <Input type="date" label={t('authoring.documents.expires_of', { name: document.name })} value={expiry} onChange={(event) => setExpiry(event.target.value)} />
      <div className={styles.rowActions}>
        <Button variant="secondary" size="sm" disabled={!changed} loading={update.isPending} onClick={save}>
          {t('authoring.documents.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
          {t('authoring.documents.remove', { name: document.name })}
        </Button>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {t('authoring.documents.save_failed')}
        </p>
      )}
      <ConfirmDialog
        open={removing}
        title={t('authoring.documents.remove_title', { name: document.name })}
        consequence={t('authoring.documents.remove_consequence')}
        confirmLabel={t('authoring.documents.remove_confirm')}
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          await remove.mutateAsync();
          setRemoving(false);
        }}
      />
    </li>
  );
}

/** The documents of the issuance (a pitch deck at least), each public or hidden from investors, with an optional expiry. */
export function DocumentsStep({ area, draft, onSaved }: StepProps & { draft: IssuanceDraft }) {
  const { t } = useTranslation('issuance-admin');
  const save = useSaveStep(area.ns, draft.id);
  const [refusal, setRefusal] = useState<'document_required' | 'failed' | undefined>();

  function next() {
    save.mutate(
      { step: 'documents', body: {} },
      {
        onSuccess: (saved) => onSaved(saved, 'documents'),
        onError: (error) => {
          const failure = readApiError(error);
          setRefusal(failure.fieldErrors && 'documents' in failure.fieldErrors ? 'document_required' : 'failed');
        },
      },
    );
  }

  return (
    <section className={styles.form} aria-labelledby="step-documents-title">
      <h2 id="step-documents-title">{t('authoring.step.documents')}</h2>
      <p className={styles.hint}>{t('authoring.documents.intro')}</p>
      {draft.documents.length === 0 ? (
        <p className={styles.notice}>{t('authoring.documents.none')}</p>
      ) : (
        <ul className={styles.documents} aria-label={t('authoring.documents.list')}>
          {draft.documents.map((document) => (
            <DocumentRow key={document.id} area={area} draft={draft} document={document} />
          ))}
        </ul>
      )}
      <UploadForm area={area} draft={draft} />
      {refusal && (
        <p role="alert" className={styles.error}>
          {t(STEP_REFUSALS[refusal])}
        </p>
      )}
      <div className={styles.actions}>
        <Button loading={save.isPending} onClick={next}>
          {t('authoring.save_and_continue')}
        </Button>
      </div>
    </section>
  );
}
