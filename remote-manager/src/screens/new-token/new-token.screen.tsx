import { NewTokenPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/tokens/new: the token of an issuance that has none yet. */
export default function NewTokenScreen() {
  return <NewTokenPage area={managerArea} />;
}
