import { AuthoringPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances/create: the first step of a new issuance's draft. */
export default function CreateIssuanceScreen() {
  return <AuthoringPage area={managerArea} />;
}
