import { AuthoringPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/create: the first step of a new issuance's draft. */
export default function CreateIssuanceScreen() {
  return <AuthoringPage area={entrepreneurArea} />;
}
