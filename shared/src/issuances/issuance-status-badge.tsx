import type { StatusTone } from '../domain/investment';
import type { TokenCardStatus } from '../domain/project';
import type { Project } from '../schemas/project.schema';
import { Badge } from '../ui/badge/badge';
import { StatusBadge } from '../ui/badge/status-badge';
import { useKitText } from '../ui/use-kit-text';

const CARD_STATUS_TONES: { readonly [K in TokenCardStatus]: StatusTone } = { financed: 'success', candidacy: 'info' };

/** The token card's word (financed, candidacy); the project status when the server sent none. */
export function IssuanceStatusBadge({ issuance }: { issuance: Pick<Project, 'card_status' | 'status'> }) {
  const text = useKitText('domain');
  if (!issuance.card_status) return <StatusBadge kind="project" status={issuance.status} />;
  return <Badge tone={CARD_STATUS_TONES[issuance.card_status]} label={text(`token_card_status.${issuance.card_status}`)} />;
}
