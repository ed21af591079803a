import { WhitelistPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/:id/whitelist: who may invest in a private round. */
export default function WhitelistScreen() {
  return <WhitelistPage area={entrepreneurArea} />;
}
