import { WhitelistPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances/:id/whitelist: who may invest in a private round. */
export default function WhitelistScreen() {
  return <WhitelistPage area={managerArea} />;
}
