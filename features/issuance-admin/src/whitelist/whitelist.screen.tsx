import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock, Upload } from 'lucide-react';
import { isEmail, WHITELIST_MAX_PER_REQUEST, type WhitelistEntry } from 'shared';
import { Badge, Button, ConfirmDialog, PageHeader, QueryState, Skeleton, Textarea } from 'shared/ui';
import { readApiError, useCustomization, useHttp, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { addToWhitelist, authoringKeys, removeFromWhitelist, useWhitelist } from '../authoring/authoring.api';
import styles from './whitelist.module.css';

/** The e-mails of a pasted list or a CSV file: split on commas, semicolons, spaces and new lines; quotes and a header-like word dropped by the check. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim().replace(/^"|"$/g, '').toLowerCase())
    .filter((item) => item !== '');
}

/** The entries that are not e-mails (named to the person), and the e-mails once each. */
function checkEmails(items: readonly string[]): { emails: string[]; invalid: string[] } {
  const invalid = items.filter((item) => !isEmail(item));
  return { emails: [...new Set(items.filter((item) => isEmail(item)))], invalid };
}

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

function AddEmails({ area, issuanceId }: { area: IssuanceArea; issuanceId: string }) {
  const { t } = useTranslation('issuance-admin');
  const http = useHttp();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function add(items: readonly string[]) {
    const { emails, invalid } = checkEmails(items);
    if (items.length === 0) {
      setProblem(t('whitelist.empty_input'));
      return;
    }
    if (invalid.length > 0) {
      setProblem(t('whitelist.invalid', { count: invalid.length, entries: invalid.join(', ') }));
      return;
    }
    if (emails.length > WHITELIST_MAX_PER_REQUEST) {
      setProblem(t('whitelist.too_many', { max: WHITELIST_MAX_PER_REQUEST }));
      return;
    }
    setBusy(true);
    try {
      const answer = await addToWhitelist(http, issuanceId, emails);
      queryClient.setQueryData(authoringKeys(area.ns).whitelist(issuanceId), { entries: answer.entries });
      notify.success('issuance-admin:whitelist.added', { count: answer.added, already: answer.already_listed });
      setText('');
      setProblem(undefined);
    } catch (error) {
      setProblem(readApiError(error).fieldErrors ? t('whitelist.invalid_server') : t('whitelist.add_failed'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void add(splitEmails(text));
  }

  function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Read here, in the browser: only the e-mails reach the API. A header cell ("email") is not an address and is dropped.
    readText(file).then(
      (content) => add(splitEmails(content).filter((item) => !HEADER_CELLS.includes(item))),
      () => setProblem(t('whitelist.read_failed')),
    );
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('whitelist.add_title')}</h2>
      <Textarea
        label={t('whitelist.paste')}
        hint={t('whitelist.paste_hint')}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem}
      />
      <div className={styles.actions}>
        <label className={styles.fileButton}>
          <Upload size={16} aria-hidden="true" />
          {t('whitelist.import_csv')}
          <input type="file" accept=".csv,text/csv,text/plain" className={styles.fileInput} onChange={importFile} disabled={busy} />
        </label>
        <Button type="submit" loading={busy}>
          {t('whitelist.add')}
        </Button>
      </div>
    </form>
  );
}

function Entries({ area, issuanceId, entries }: { area: IssuanceArea; issuanceId: string; entries: readonly WhitelistEntry[] }) {
  const { t, i18n } = useTranslation('issuance-admin');
  const http = useHttp();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { time_zone: timeZone } = useCustomization();
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);
  const [failed, setFailed] = useState(false);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(new Date(iso));

  async function remove(entry: WhitelistEntry) {
    try {
      const next = await removeFromWhitelist(http, issuanceId, entry.id);
      queryClient.setQueryData(authoringKeys(area.ns).whitelist(issuanceId), next);
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
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => {
          setRemoving(null);
          setFailed(false);
        }}
      />
    </section>
  );
}
