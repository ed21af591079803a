import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from 'host/platform';
import { compareMoney, subtractMoney, type StatementEntry } from 'shared';
import { ConfirmDialog, Input, Textarea } from 'shared/ui';
import { useDecideEntry } from './bank-statements.api';
import { ACTION_WORDS, errorWordOf } from './bank-statement-words';
import type { EntryAction } from './entry-columns';
import type { StatementFormat } from './statement-format';


type Props = {
  asked: { action: EntryAction; entry: StatementEntry } | null;
  format: StatementFormat;
  onClose: () => void;
};

/** Asks before a decision on a credit, with what it will do; a note is kept with it (required to dismiss). */
export function DecisionDialog({ asked, format, onClose }: Props) {
  const { t } = useTranslation('manager');
  const decide = useDecideEntry();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const action = asked?.action ?? 'refund';
  const entry = asked?.entry;
  const amount = entry ? format.money(entry.amount, entry.currency) : '';
  const order = entry?.order;
  // A credit whose text names no order is applied to the one the manager names by its reference.
  const byReference = action === 'apply' && !order;
  const over = entry && order && compareMoney(entry.amount, order.total) > 0 ? format.money(subtractMoney(entry.amount, order.total), entry.currency) : null;

  function close() {
    setNote('');
    setNoteError(undefined);
    setReference('');
    setReferenceError(undefined);
    setFailure(null);
    onClose();
  }

  async function confirm() {
    if (!entry) return;
    const text = note.trim();
    if (action === 'dismiss' && text === '') {
      setNoteError(t('bank_statements.dialog.note_required'));
      return;
    }
    if (byReference && reference.trim() === '') {
      setReferenceError(t('bank_statements.dialog.reference_required'));
      return;
    }
    try {
      await decide.mutateAsync({ id: entry.id, decision: { action, ...(byReference ? { reference: reference.trim() } : {}), ...(text ? { note: text } : {}) } });
      close();
    } catch (error) {
      const { key } = readApiError(error);
      const known = errorWordOf(key);
      setFailure(known ? t(known) : t('bank_statements.errors.failed'));
    }
  }

  return (
    <ConfirmDialog
      open={asked !== null}
      tone={action === 'apply' ? 'primary' : 'danger'}
      title={t(ACTION_WORDS[action].title)}
      description={
        action === 'apply' && order
          ? t('bank_statements.dialog.apply.description', { amount, reference: order.reference ?? order.id, investor: order.investor_name, total: format.money(order.total) })
          : byReference
            ? t('bank_statements.dialog.apply.by_reference', { amount })
            : action === 'dismiss'
            ? t('bank_statements.dialog.dismiss.description', { amount })
            : t('bank_statements.dialog.refund.description', { amount })
      }
      consequence={action === 'apply' && over ? t('bank_statements.dialog.apply.over', { amount: over }) : t('bank_statements.dialog.consequence')}
      confirmLabel={t(ACTION_WORDS[action].action)}
      cancelLabel={t('bank_statements.dialog.cancel')}
      error={failure}
      onConfirm={confirm}
      onCancel={close}
    >
      {byReference && (
        <Input
          label={t('bank_statements.dialog.reference')}
          value={reference}
          maxLength={60}
          required
          autoComplete="off"
          error={referenceError}
          onChange={(event) => {
            setReference(event.target.value);
            setReferenceError(undefined);
          }}
        />
      )}
      <Textarea
        label={t(action === 'dismiss' ? 'bank_statements.dialog.note' : 'bank_statements.dialog.note_optional')}
        value={note}
        maxLength={500}
        rows={3}
        required={action === 'dismiss'}
        error={noteError}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
