import { BenefitPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/:id/benefits/:benefitId: the breakdown per investor, pay everyone. */
export default function BenefitScreen() {
  return <BenefitPage area={entrepreneurArea} />;
}
