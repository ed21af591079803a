import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import * as v from 'valibot';
import { formatTokens, investmentReasonRequestSchema, localeOf, type BulkMintResponse, type ManagedInvestment } from 'shared';
import { Button, ConfirmDialog, DocumentPreview, Modal } from 'shared/ui';
import { createValidate, TextareaField, type FormErrors } from 'shared/forms';
import { readApiError, useCurrency, useFetchFile } from 'host/platform';
import '../messages';
import { MOVE_TEXT } from './move-text';
import { proofOfPaymentUrl, useMintProject, useMoveInvestment, type InvestmentMove } from './investments.api';
import styles from './investment-dialogs.module.css';

type MoveKind = InvestmentMove['kind'];
export type PendingMove = { kind: MoveKind; investment: ManagedInvestment };

const validateReason = createValidate(investmentReasonRequestSchema);

/** What the dialog says when the API refused: the investment moved meanwhile, or anything else. */
/** The project's contract refused a mint (a token on a chain): each refusal's note, written out whole. */
const CHAIN_REFUSALS = {
  chain_receiver_unverified: 'investments.mint_chain.refused.chain_receiver_unverified',
  chain_receiver_not_allowed: 'investments.mint_chain.refused.chain_receiver_not_allowed',
  chain_token_paused: 'investments.mint_chain.refused.chain_token_paused',
  chain_registration_pending: 'investments.mint_chain.refused.chain_registration_pending',
  chain_transaction_refused: 'investments.mint_chain.refused.chain_transaction_refused',
} as const;

function failureKey(error: unknown): 'investments.move.failed_stale' | 'investments.move.failed' | (typeof CHAIN_REFUSALS)[keyof typeof CHAIN_REFUSALS] {
  const { status, key } = readApiError(error);
  const refusal = Object.entries(CHAIN_REFUSALS).find(([candidate]) => candidate === key)?.[1];
  if (refusal) return refusal;
  return status === 409 || status === 404 ? 'investments.move.failed_stale' : 'investments.move.failed';
}

type MoveDialogProps = {
  /** The area's namespace, whose investment and issuance queries a move refreshes. */
  ns: string;
  pending: PendingMove | null;
  onClose: () => void;
  /** The move went through and the lists are refreshed. */
  onMoved: (investment: ManagedInvestment, kind: MoveKind) => void;
};

/** Asks before a manager's move on one investment, names its consequence, and keeps the
 * dialog (and what was typed) when the API refuses. */
export function InvestmentMoveDialog({ ns, pending, onClose, onMoved }: MoveDialogProps) {
  if (!pending) return null;
  const { kind, investment } = pending;
  if (kind === 'reject_payment' || kind === 'cancel') return <ReasonDialog ns={ns} kind={kind} investment={investment} onClose={onClose} onMoved={onMoved} />;
  return <ConfirmMoveDialog ns={ns} kind={kind} investment={investment} onClose={onClose} onMoved={onMoved} />;
}

type OneMoveProps<K extends MoveKind> = { ns: string; kind: K; investment: ManagedInvestment; onClose: () => void; onMoved: MoveDialogProps['onMoved'] };

function useFacts(investment: ManagedInvestment) {
  const { i18n } = useTranslation();
  const { format } = useCurrency();
  return {
    name: investment.investor.name,
    project: investment.project_title,
    amount: format(investment.amount),
    tokens: formatTokens(investment.tokens, localeOf(i18n.language), investment.token_symbol),
  };
}

/** The proof of payment the investor uploaded, shown beside Confirm and Reject so the manager
 * decides looking at it; nothing where the method needs no proof. */
function ProofOfPayment({ investment }: { investment: ManagedInvestment }) {
  const { t } = useTranslation('issuance-admin');
  const fetchFile = useFetchFile();
  const name = investment.proof_of_payment;
  if (!name) return null;
  return (
    <div className={styles.proof}>
      <DocumentPreview label={t('investments.move.proof_label')} name={name} source={investment.id} load={() => fetchFile(proofOfPaymentUrl(investment.id), name)} />
    </div>
  );
}

function ConfirmMoveDialog({ ns, kind, investment, onClose, onMoved }: OneMoveProps<'confirm_payment' | 'close' | 'mint'>) {
  const { t } = useTranslation('issuance-admin');
  const move = useMoveInvestment(ns, investment.id);
  const facts = useFacts(investment);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      const moved = await move.mutateAsync({ kind });
      onMoved(moved, kind);
    } catch (failure) {
      setError(t(failureKey(failure)));
    }
  }

  return (
    <ConfirmDialog
      open
      tone={kind === 'close' ? 'danger' : 'primary'}
      title={t(MOVE_TEXT[kind].title, facts)}
      description={t(MOVE_TEXT[kind].description, facts)}
      consequence={t(MOVE_TEXT[kind].consequence)}
      confirmLabel={t(MOVE_TEXT[kind].confirm)}
      cancelLabel={t('investments.move.back')}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {kind === 'confirm_payment' && <ProofOfPayment investment={investment} />}
    </ConfirmDialog>
  );
}

type ReasonValues = { reason?: string };

/** Rejecting a payment or cancelling says why: the investor reads the reason. */
function ReasonDialog({ ns, kind, investment, onClose, onMoved }: OneMoveProps<'reject_payment' | 'cancel'>) {
  const { t } = useTranslation('issuance-admin');
  const move = useMoveInvestment(ns, investment.id);
  const facts = useFacts(investment);
  const formId = useId();

  async function submit(values: ReasonValues): Promise<FormErrors | undefined> {
    const { reason } = v.parse(investmentReasonRequestSchema, values);
    try {
      const moved = await move.mutateAsync({ kind, reason });
      onMoved(moved, kind);
      return undefined;
    } catch (failure) {
      return readApiError(failure).fieldErrors ?? { [FORM_ERROR]: failureKey(failure) };
    }
  }

  return (
    <Form<ReasonValues> onSubmit={submit} validate={validateReason}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          size="sm"
          onClose={onClose}
          dismissible={!submitting}
          title={t(MOVE_TEXT[kind].title, facts)}
          description={t(MOVE_TEXT[kind].description, facts)}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t('investments.move.back')}
              </Button>
              <Button type="submit" form={formId} variant="danger" loading={submitting}>
                {t(MOVE_TEXT[kind].confirm)}
              </Button>
            </>
          }
        >
          {kind === 'reject_payment' && <ProofOfPayment investment={investment} />}
          <form id={formId} className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <TextareaField name="reason" label={t('investments.move.reason')} hint={t('investments.move.reason_hint')} required rows={4} />
            {typeof submitError === 'string' && (
              <p role="alert" className={styles.error}>
                {t(submitError === 'investments.move.failed_stale' ? 'investments.move.failed_stale' : 'investments.move.failed')}
              </p>
            )}
          </form>
        </Modal>
      )}
    </Form>
  );
}

type MintProjectDialogProps = {
  ns: string;
  open: boolean;
  projectId: string;
  projectTitle: string;
  onClose: () => void;
  onMinted: (minted: BulkMintResponse['data']) => void;
};

/** Mints every charged or signed investment of the project at once, after asking. */
export function MintProjectDialog({ ns, open, projectId, projectTitle, onClose, onMinted }: MintProjectDialogProps) {
  const { t } = useTranslation('issuance-admin');
  const mint = useMintProject(ns, projectId);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      onMinted(await mint.mutateAsync());
    } catch (failure) {
      setError(t(failureKey(failure)));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title={t('investments.mint_project.title', { project: projectTitle })}
      description={t('investments.mint_project.description')}
      consequence={t(MOVE_TEXT.mint.consequence)}
      confirmLabel={t('investments.mint_project.confirm')}
      cancelLabel={t('investments.move.back')}
      error={error}
      onConfirm={confirm}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
