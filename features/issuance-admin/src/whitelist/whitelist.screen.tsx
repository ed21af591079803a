import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Form, type FormRenderProps } from 'react-final-form';
import { ArrowLeft, Lock, Upload } from 'lucide-react';
import * as v from 'valibot';
import { isEmail, whitelistAddSchema, WHITELIST_MAX_PER_REQUEST, type FieldError, type WhitelistEntry } from 'shared';
import { Badge, Button, ConfirmDialog, PageHeader, QueryState, Skeleton } from 'shared/ui';
import { createValidate, TextareaField, type FormErrors } from 'shared/forms';
import { readApiError, useCustomization, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useAddToWhitelist, useRemoveFromWhitelist, useWhitelist } from '../authoring/authoring.api';
import styles from './whitelist.module.css';

/** The e-mails of a pasted list or a CSV file: split on commas, semicolons, spaces and new lines; quotes and a header-like word dropped by the check. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim().replace(/^"|"$/g, '').toLowerCase())
    .filter((item) => item !== '');
}

type AddValues = { text?: string };
const checkBody = createValidate(whitelistAddSchema);

/** Why a list cannot be sent, in the page's words (the entries that are not e-mails named to the
 * person), then by the API's own schema; nothing when it can. */
function listProblem(items: readonly string[]): FieldError | undefined {
  if (items.length === 0) return { key: 'issuance-admin:whitelist.empty_input' };
  const invalid = items.filter((item) => !isEmail(item));
  if (invalid.length > 0) return { key: 'issuance-admin:whitelist.invalid', params: { count: invalid.length, entries: invalid.join(', ') } };
  if (new Set(items).size > WHITELIST_MAX_PER_REQUEST) return { key: 'issuance-admin:whitelist.too_many', params: { max: WHITELIST_MAX_PER_REQUEST } };
  return checkBody({ emails: items }) ? { key: 'issuance-admin:whitelist.invalid_server' } : undefined;
}

const validate = (values: AddValues): FormErrors | undefined => {
  const problem = listProblem(splitEmails(values.text ?? ''));
  return problem ? { text: problem } : undefined;
};

/** Header cells a spreadsheet puts above the e-mails. */
const HEADER_CELLS = ['email', 'e-mail', 'correo'];

/** A file's text through FileReader, which every browser (and jsdom) has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** `/…/issuances/:id/whitelist`: who may invest in a private round. */
export function WhitelistPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation('issuance-admin');
  const { id = '' } = useParams();
  const list = useWhitelist(area.ns, id);
  const back = (
    <Link className={styles.back} to={area.paths.issuance.href(id)}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('authoring.back_to_sheet')}
    </Link>
  );
  return (
    <div className={styles.page}>
      {back}
      <PageHeader title={t('whitelist.title')} description={t('whitelist.description')} />
      <p className={styles.notice}>
        <Lock size={16} aria-hidden="true" />
        <span>{t('whitelist.explanation')}</span>
      </p>
      {/* An issuance the person may not see is a page that does not exist: the host's 404. */}
      <QueryState query={list} notFound="page" errorTitle={t('whitelist.load_failed')} loadingLabel={t('whitelist.loading')} loading={<Skeleton shape="rect" height="10rem" />}>
        {(data) => (
          <div className={styles.layout}>
            <AddEmails area={area} issuanceId={id} />
            <Entries area={area} issuanceId={id} entries={data.entries} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** The pasted list, or a CSV file read in the browser (only the e-mails reach the API), added in one request. */
function AddEmails({ area, issuanceId }: { area: IssuanceArea; issuanceId: string }) {
  const notify = useNotify();
  const add = useAddToWhitelist(area.ns, issuanceId);

  async function submit(values: AddValues, form: { reset: () => void }): Promise<FormErrors | undefined> {
    const { emails } = v.parse(whitelistAddSchema, { emails: [...new Set(splitEmails(values.text ?? ''))] });
    try {
      const answer = await add.mutateAsync(emails);
      notify.success('issuance-admin:whitelist.added', { count: answer.added, already: answer.already_listed });
      // The field empties for the next list once this one is in.
      setTimeout(form.reset);
      return undefined;
    } catch (error) {
      return { text: { key: readApiError(error).fieldErrors ? 'issuance-admin:whitelist.invalid_server' : 'issuance-admin:whitelist.add_failed' } };
    }
  }

  return (
    <Form<AddValues> onSubmit={submit} validate={validate}>
      {(props) => <AddEmailsForm {...props} />}
    </Form>
  );
}

function AddEmailsForm({ handleSubmit, submitting, form }: FormRenderProps<AddValues>) {
  const { t } = useTranslation('issuance-admin');
  const id = useId();
  const [unreadable, setUnreadable] = useState(false);

  function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUnreadable(false);
    // A header cell ("email") is not an address and is dropped; the file's e-mails are sent as a pasted list would be.
    readText(file).then(
      (content) => {
        form.change('text', splitEmails(content).filter((item) => !HEADER_CELLS.includes(item)).join('\n'));
        void form.submit();
      },
      () => setUnreadable(true),
    );
  }

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('whitelist.add_title')}</h2>
      <TextareaField name="text" label={t('whitelist.paste')} hint={t('whitelist.paste_hint')} rows={6} />
      {unreadable && (
        <p role="alert" className={styles.error}>
          {t('whitelist.read_failed')}
        </p>
      )}
      <div className={styles.actions}>
        <label className={styles.fileButton}>
          <Upload size={16} aria-hidden="true" />
          {t('whitelist.import_csv')}
          <input type="file" accept=".csv,text/csv,text/plain" className={styles.fileInput} onChange={importFile} disabled={submitting} />
        </label>
        <Button type="submit" loading={submitting}>
          {t('whitelist.add')}
        </Button>
      </div>
    </form>
  );
}

function Entries({ area, issuanceId, entries }: { area: IssuanceArea; issuanceId: string; entries: readonly WhitelistEntry[] }) {
  const { t, i18n } = useTranslation('issuance-admin');
  const notify = useNotify();
  const remove = useRemoveFromWhitelist(area.ns, issuanceId);
  const { time_zone: timeZone } = useCustomization();
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);
  const [failed, setFailed] = useState(false);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(new Date(iso));

  async function confirmRemove(entry: WhitelistEntry) {
    try {
      await remove.mutateAsync(entry.id);
      notify.success('issuance-admin:whitelist.removed', { email: entry.email });
      setRemoving(null);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="whitelist-entries">
      <h2 id="whitelist-entries">{t('whitelist.entries', { count: entries.length })}</h2>
      {entries.length === 0 ? (
        <p className={styles.hint}>{t('whitelist.open_round')}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span className={styles.email}>{entry.email}</span>
              <Badge label={entry.registered ? t('whitelist.registered') : t('whitelist.not_registered')} tone={entry.registered ? 'success' : 'neutral'} />
              <span className={styles.hint}>{t('whitelist.added_by', { name: entry.added_by, date: date(entry.added_at) })}</span>
              <Button variant="ghost" size="sm" aria-label={t('whitelist.remove_named', { email: entry.email })} onClick={() => setRemoving(entry)}>
                {t('whitelist.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('whitelist.remove_title', { email: removing?.email ?? '' })}
        description={entries.length === 1 ? t('whitelist.remove_last') : t('whitelist.remove_description')}
        confirmLabel={t('whitelist.remove')}
        error={failed ? t('whitelist.remove_failed') : undefined}
        onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
        onCancel={() => {
          setRemoving(null);
          setFailed(false);
        }}
      />
    </section>
  );
}
