import { BenefitPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances/:id/benefits/:benefitId: the breakdown per investor, pay everyone. */
export default function BenefitScreen() {
  return <BenefitPage area={managerArea} />;
}
