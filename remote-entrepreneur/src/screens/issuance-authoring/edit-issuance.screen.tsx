import { AuthoringPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/:id/edit: the draft's steps, resumed at the first one not done. */
export default function EditIssuanceScreen() {
  return <AuthoringPage area={entrepreneurArea} />;
}
