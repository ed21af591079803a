import type { AuthoringStep, ProjectStatus, ValidationState } from 'shared';

/**
 * The phase machine of an issuance (spec section 4), pure: the tenant's `flows.project_status`
 * order, who may move where, and what blocks a move now.
 *
 * - An issuer (entrepreneur) only submits: DRAFT → VALIDATING, once every step is done. Any other
 *   move is not theirs (403 phase_transition_forbidden).
 * - A manager moves one status forward or one back in the order.
 * - An issuance in VALIDATING moves nowhere until the regulator's validation is recorded
 *   (409 issuance_under_validation); a rejection returns it to DRAFT through the validation
 *   decision, not through a move.
 * - Leaving DRAFT needs every step done, whoever moves it (409 issuance_incomplete): only complete
 *   issuances are ever published.
 */

export type PhaseActor = 'manager' | 'issuer';

export interface PhaseFacts {
  status: ProjectStatus;
  /** The tenant's order of statuses. */
  order: readonly ProjectStatus[];
  validation: ValidationState;
  missingSteps: readonly AuthoringStep[];
}

/** Why a move is refused: the error key and its status. */
export type MoveRefusal =
  | { status: 403; error: 'phase_transition_forbidden' }
  | { status: 409; error: 'phase_transition_not_allowed' | 'issuance_under_validation' | 'issuance_incomplete' };

/** What blocks a move the actor may make (the phase answer's `blocked_by`). */
export type MoveBlock = 'issuance_under_validation' | 'issuance_incomplete';

const SUBMIT = { from: 'DRAFT', to: 'VALIDATING' } as const satisfies { from: ProjectStatus; to: ProjectStatus };

function isSubmit(from: ProjectStatus, to: ProjectStatus): boolean {
  return from === SUBMIT.from && to === SUBMIT.to;
}

/** The statuses the actor may aim at from here, before anything blocks them. */
function reachable(facts: Pick<PhaseFacts, 'status' | 'order'>, actor: PhaseActor): ProjectStatus[] {
  const index = facts.order.indexOf(facts.status);
  if (index < 0) return [];
  const next = facts.order[index + 1];
  const previous = facts.order[index - 1];
  if (actor === 'issuer') return next !== undefined && isSubmit(facts.status, next) ? [next] : [];
  return [next, previous].filter((status): status is ProjectStatus => status !== undefined);
}

/** What blocks a reachable move now; empty when it can be made. */
function blocksOf(facts: PhaseFacts, to: ProjectStatus): MoveBlock[] {
  const blocks: MoveBlock[] = [];
  if (facts.status === 'VALIDATING' && facts.validation !== 'validated') blocks.push('issuance_under_validation');
  if (facts.status === 'DRAFT' && to !== 'DRAFT' && facts.missingSteps.length > 0) blocks.push('issuance_incomplete');
  return blocks;
}

/** The moves the actor may make from here, each with what blocks it. */
export function movesOf(facts: PhaseFacts, actor: PhaseActor): { to: ProjectStatus; blocked_by: MoveBlock[] }[] {
  return reachable(facts, actor).map((to) => ({ to, blocked_by: blocksOf(facts, to) }));
}

/** Null when the actor may move the issuance to `to` now; else why not. */
export function refusalOf(facts: PhaseFacts, actor: PhaseActor, to: ProjectStatus): MoveRefusal | null {
  if (!reachable(facts, actor).includes(to)) {
    return actor === 'issuer' ? { status: 403, error: 'phase_transition_forbidden' } : { status: 409, error: 'phase_transition_not_allowed' };
  }
  const [block] = blocksOf(facts, to);
  return block ? { status: 409, error: block } : null;
}

/**
 * The validation state an issuance has once it enters `to`: entering VALIDATING waits for the
 * regulator again; going back to DRAFT forgets the last verdict; other moves keep it.
 */
export function validationAfterMove(current: ValidationState, to: ProjectStatus): ValidationState {
  if (to === 'VALIDATING') return 'pending';
  if (to === 'DRAFT') return 'none';
  return current;
}
