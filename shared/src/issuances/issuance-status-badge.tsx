import type { Project } from '../schemas/project.schema';
import { StatusBadge } from '../ui/badge/status-badge';
import { PROJECT_STATUS_PHASE } from '../vocabulary/status-vocabulary';

/**
 * A project's one status word on its card, row and sheet: its phase (financed once closed with the
 * soft cap reached), the word the manager's phase flow and the status filter use for the same stage.
 */
export function IssuanceStatusBadge({ issuance }: { issuance: Pick<Project, 'phase' | 'status'> }) {
  return <StatusBadge kind="phase" status={issuance.phase ?? PROJECT_STATUS_PHASE[issuance.status]} />;
}
