import { BenefitsPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances/:id/benefits: the project's distributions and a new one. */
export default function BenefitsScreen() {
  return <BenefitsPage area={managerArea} />;
}
