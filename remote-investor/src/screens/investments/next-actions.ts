import { investStepOfStatus, type InvestmentAnswer, type InvestRouteSegment } from 'shared';

/**
 * What the investor can do next with one investment, in the order the row offers it:
 * - `step`: a link to the invest flow's page the order waits at (place the order of an
 *   interest, continue paying, upload the proof, sign);
 * - `cancel`: cancel a declared interest, asked in a dialog;
 * - `revoke`: revoke the order within the reflection period, asked in a dialog;
 * - `contract`: download the signed contract.
 */
export type NextAction =
  | { kind: 'step'; label: StepLabel; page: InvestRouteSegment }
  | { kind: 'cancel' }
  | { kind: 'revoke'; until: string }
  | { kind: 'contract' };

type StepLabel = 'order' | 'pay' | 'upload_proof' | 'sign';

/** The word of each page the list links to; the proof-uploaded page only confirms, it asks nothing. */
const STEP_LABELS: Partial<Record<InvestRouteSegment, StepLabel>> = {
  invest: 'order',
  'method-payment': 'pay',
  'payment-creditcard': 'pay',
  'payment-error': 'pay',
  'payment-bankwire': 'upload_proof',
  sign: 'sign',
};

export function nextActions(investment: InvestmentAnswer, { signingHidden }: { signingHidden: boolean }): NextAction[] {
  const actions: NextAction[] = [];
  const page = investStepOfStatus(investment.status, { signingHidden });
  const label = page ? STEP_LABELS[page] : undefined;
  if (page && label) actions.push({ kind: 'step', label, page });
  if (investment.status === 'RESERVED') actions.push({ kind: 'cancel' });
  if (investment.revocable && investment.reflection_period_ends_at) actions.push({ kind: 'revoke', until: investment.reflection_period_ends_at });
  if (investment.signed_document) actions.push({ kind: 'contract' });
  return actions;
}
