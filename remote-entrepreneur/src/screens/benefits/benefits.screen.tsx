import { BenefitsPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/:id/benefits: the project's distributions and a new one. */
export default function BenefitsScreen() {
  return <BenefitsPage area={entrepreneurArea} />;
}
