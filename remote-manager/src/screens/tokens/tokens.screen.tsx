import { TokensPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/tokens: the tenant's tokens, one per issuance. */
export default function TokensScreen() {
  return <TokensPage area={managerArea} />;
}
