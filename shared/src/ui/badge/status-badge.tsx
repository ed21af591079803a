import { AD_STATUS_TONES, type AdStatus } from '../../domain/bulletin-board';
import { EARNING_STATUS_TONES, type EarningStatus } from '../../domain/earning';
import { INVESTMENT_STATUS_TONES, type InvestmentStatus } from '../../domain/investment';
import { KYC_STATUS_TONES, type KycStatus } from '../../domain/kyc';
import { PROJECT_PHASE_TONES, PROJECT_STATUS_TONES, type ProjectPhase, type ProjectStatus } from '../../domain/project';
import { projectStatusKey, statusKey } from '../../vocabulary/status-vocabulary';
import { useKitText } from '../use-kit-text';
import { Badge } from './badge';

export type StatusBadgeProps =
  | { kind: 'investment'; status: InvestmentStatus }
  | { kind: 'earning'; status: EarningStatus }
  | { kind: 'kyc'; status: KycStatus }
  | { kind: 'project'; status: ProjectStatus }
  | { kind: 'phase'; status: ProjectPhase }
  | { kind: 'ad'; status: AdStatus };

function toneAndKey(props: StatusBadgeProps) {
  switch (props.kind) {
    case 'investment':
      return { tone: INVESTMENT_STATUS_TONES[props.status], key: statusKey('investment_status', props.status) };
    case 'earning':
      return { tone: EARNING_STATUS_TONES[props.status], key: `earning_status.${props.status}` };
    case 'kyc':
      return { tone: KYC_STATUS_TONES[props.status], key: `kyc_status.${props.status}` };
    case 'project':
      return { tone: PROJECT_STATUS_TONES[props.status], key: projectStatusKey(props.status) };
    case 'phase':
      return { tone: PROJECT_PHASE_TONES[props.status], key: statusKey('project_phase', props.status) };
    case 'ad':
      return { tone: AD_STATUS_TONES[props.status], key: `ad_status.${props.status}` };
  }
}

/** A domain status as its coloured badge and its word from the `domain` namespace. */
export function StatusBadge(props: StatusBadgeProps) {
  const text = useKitText('domain');
  const { tone, key } = toneAndKey(props);
  return <Badge tone={tone} label={text(key)} />;
}
