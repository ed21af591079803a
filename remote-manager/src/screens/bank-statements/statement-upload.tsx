import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, useNotify } from 'host/platform';
import { BANK_STATEMENT_MAX_MB } from 'shared';
import { Button, Card, FileUpload } from 'shared/ui';
import { useImportStatement } from './bank-statements.api';
import { errorWordOf } from './bank-statement-words';
import styles from './bank-statements.module.css';


/** Where the API said the file is wrong (a line, an element), beside the reason. */
function detailOf(error: unknown): string | null {
  const data: unknown = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const detail = typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' ? detail : null;
}

/** Drag or pick the bank's file (camt.053 or Norma 43) and import it; a refused file is said under the picker. */
export function StatementUpload() {
  const { t } = useTranslation('manager');
  const notify = useNotify();
  const importing = useImportStatement();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    const [file] = files;
    if (!file) {
      setError(t('bank_statements.upload.required'));
      return;
    }
    setError(undefined);
    try {
      const answer = await importing.mutateAsync(file);
      setFiles([]);
      if (answer.already_imported) notify.info('manager:bank_statements.upload.already_imported');
      else notify.success('manager:bank_statements.upload.done', { charged: answer.charged, to_decide: answer.to_decide });
    } catch (failure) {
      const { key, status } = readApiError(failure);
      const detail = detailOf(failure);
      const known = errorWordOf(key);
      const reason = known ? t(known) : status === 413 ? t('bank_statements.errors.too_large') : t('bank_statements.errors.failed');
      setError(detail ? t('bank_statements.errors.with_detail', { reason, detail }) : reason);
    }
  }

  return (
    <Card title={t('bank_statements.upload.title')} description={t('bank_statements.upload.description')} headingLevel={2}>
      <form
        className={styles.upload}
        aria-label={t('bank_statements.upload.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FileUpload
          label={t('bank_statements.upload.label')}
          hint={t('bank_statements.upload.hint')}
          files={files}
          onFilesChange={(chosen) => {
            setFiles(chosen);
            setError(undefined);
          }}
          maxSizeMb={BANK_STATEMENT_MAX_MB}
          error={error}
          disabled={importing.isPending}
        />
        <div className={styles.uploadActions}>
          <Button type="submit" loading={importing.isPending}>
            {t('bank_statements.upload.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
