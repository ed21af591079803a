import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { readApiError, useHttp } from 'host/platform';
import { createTransferFormSchema, type Money, type Transfer } from 'shared';
import { createValidate, SelectField, TextField, type FormErrors } from 'shared/forms';
import { Button, Modal } from 'shared/ui';
import { useBoardFormat } from '../board-format';
import { getRecipient, useHoldings, useTransfer } from '../board.api';
import styles from '../board.module.css';

/** A transfer that completes a sale agreed on the board: it names the ad and the agreed unit price. */
export type TransferFromAd = { ad_id: string; issuance_id: string; tokens: number; unit_price: Money; reference: string };

type TransferForm = { issuance_id?: string; tokens?: string; destination?: string };
type Step = { kind: 'form' } | { kind: 'confirm'; values: Required<TransferForm>; name: string } | { kind: 'done'; transfer: Transfer };
const WALLET = /^(?:0x)?[0-9a-fA-F]{40}$/;
const FAILURES = [
  'insufficient_tokens',
  'transfer_to_self',
  'recipient_not_found',
  // The project's contract refused it (a token on a chain).
  'chain_receiver_unverified',
  'chain_receiver_not_allowed',
  'chain_token_paused',
  'chain_registration_pending',
  'chain_transaction_refused',
] as const;

/**
 * "Transfer tokens": the project from the investor's holdings, tokens up to what is available,
 * the destination by wallet or e-mail; then a confirmation naming the recipient (abbreviated,
 * from GET /transfers/recipient), then the result with the ledger reference.
 */
export function TransferDialog({ fromAd, onClose }: { fromAd?: TransferFromAd; onClose: () => void }) {
  const { t } = useTranslation('board');
  const format = useBoardFormat();
  const http = useHttp();
  const holdings = useHoldings();
  const send = useTransfer();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [failure, setFailure] = useState<string | null>(null);
  // What was typed, kept when the person goes back from the confirmation.
  const [draft, setDraft] = useState<TransferForm>(fromAd ? { issuance_id: fromAd.issuance_id, tokens: String(fromAd.tokens) } : {});
  const rows = holdings.data ?? [];
  const heldOf = (id?: string) => rows.find((row) => row.project.id === id);
  // Tokens set aside in the ad being completed are the ones this transfer moves.
  const availableOf = (id?: string) => (heldOf(id)?.available ?? 0) + (fromAd && fromAd.issuance_id === id ? fromAd.tokens : 0);

  function validate(values: TransferForm): FormErrors | undefined {
    const errors: FormErrors = createValidate(createTransferFormSchema({ availableTokens: availableOf(values.issuance_id) }))(values) ?? {};
    if (!values.issuance_id) errors.issuance_id = { key: 'validator.error_null' };
    return Object.keys(errors).length > 0 ? errors : undefined;
  }

  async function next(values: TransferForm): Promise<FormErrors | undefined> {
    const destination = values.destination?.trim() ?? '';
    try {
      const recipient = await getRecipient(http, destination);
      setFailure(null);
      setDraft(values);
      setStep({ kind: 'confirm', values: { issuance_id: values.issuance_id ?? '', tokens: values.tokens ?? '', destination }, name: recipient.name });
      return undefined;
    } catch (error) {
      return readApiError(error).key === 'recipient_not_found' ? { destination: t('transfer.errors.recipient_not_found') } : { destination: t('transfer.errors.failed') };
    }
  }

  async function confirm(values: Required<TransferForm>) {
    setFailure(null);
    try {
      const done = await send.mutateAsync({
        issuance_id: values.issuance_id,
        tokens: Number(values.tokens),
        ...(WALLET.test(values.destination) ? { destination_wallet: values.destination } : { destination_email: values.destination }),
        ...(fromAd ? { ad_id: fromAd.ad_id, unit_price: fromAd.unit_price } : {}),
      });
      setStep({ kind: 'done', transfer: done });
    } catch (error) {
      const key = readApiError(error).key;
      setFailure(t(`transfer.errors.${FAILURES.find((candidate) => candidate === key) ?? 'failed'}`));
    }
  }

  const title = step.kind === 'done' ? t('transfer.done_title') : step.kind === 'confirm' ? t('transfer.confirm_title') : t('transfer.title');
  return (
    <Modal open onClose={onClose} title={title} description={fromAd && step.kind !== 'done' ? t('transfer.from_ad', { reference: fromAd.reference, price: format.money(fromAd.unit_price) }) : undefined}>
      {step.kind === 'form' && (
        <Form<TransferForm> onSubmit={next} validate={validate} initialValues={draft}>
          {({ handleSubmit, submitting, values }) => {
            const held = heldOf(values.issuance_id);
            const hint = held ? t('board.form.available', { tokens: format.tokens(availableOf(held.project.id), held.project.token_symbol) }) : holdings.data && rows.length === 0 ? t('board.form.no_holdings') : undefined;
            return (
              <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
                <SelectField name="issuance_id" label={t('transfer.project')} placeholder={t('board.form.choose_project')} options={rows.map((row) => ({ value: row.project.id, label: row.project.title }))} hint={hint} disabled={Boolean(fromAd)} required />
                <TextField name="tokens" type="number" label={t('board.form.tokens')} inputMode="numeric" required />
                <TextField name="destination" label={t('transfer.destination')} hint={t('transfer.destination_hint')} autoComplete="off" required />
                <div className={styles.buttons}>
                  <Button variant="secondary" onClick={onClose}>
                    {t('board.cancel')}
                  </Button>
                  <Button type="submit" loading={submitting}>
                    {t('transfer.review')}
                  </Button>
                </div>
              </form>
            );
          }}
        </Form>
      )}
      {step.kind === 'confirm' && <ConfirmStep step={step} project={heldOf(step.values.issuance_id)?.project} failure={failure} sending={send.isPending} onBack={() => setStep({ kind: 'form' })} onSend={() => void confirm(step.values)} />}
      {step.kind === 'done' && <DoneStep transfer={step.transfer} onClose={onClose} />}
    </Modal>
  );
}

/** Who receives what, said before anything moves: a transfer cannot be undone. */
function ConfirmStep({ step, project, failure, sending, onBack, onSend }: { step: Extract<Step, { kind: 'confirm' }>; project?: { title: string; token_symbol: string }; failure: string | null; sending: boolean; onBack: () => void; onSend: () => void }) {
  const { t } = useTranslation('board');
  const format = useBoardFormat();
  return (
    <div className={styles.form}>
      <p className={styles.computed}>{t('transfer.confirm', { tokens: format.tokens(Number(step.values.tokens), project?.token_symbol), project: project?.title ?? '', name: step.name })}</p>
      <p className={styles.muted}>{t('transfer.irreversible')}</p>
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('transfer.back')}
        </Button>
        <Button loading={sending} onClick={onSend}>
          {t('transfer.send')}
        </Button>
      </div>
    </div>
  );
}

/** The transfer made, with its ledger reference. */
function DoneStep({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const { t } = useTranslation('board');
  const format = useBoardFormat();
  return (
    <div className={styles.form}>
      <p className={styles.computed} role="status">
        {t('transfer.done', { tokens: format.tokens(transfer.tokens, transfer.project.token_symbol), name: transfer.counterparty.name })}
      </p>
      <p className={styles.muted}>
        {t('transfer.reference')} <span className={styles.mono}>{transfer.transaction_reference}</span>
      </p>
      <div className={styles.buttons}>
        <Button onClick={onClose}>{t('transfer.close')}</Button>
      </div>
    </div>
  );
}
