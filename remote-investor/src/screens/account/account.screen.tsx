import { AccountPage, INVESTOR_ACCOUNT_SECTIONS, type AccountArea } from 'account';

/** The investor's sections; the knowledge test and the loss-bearing simulation are taken in place. */
const area: AccountArea = { sections: INVESTOR_ACCOUNT_SECTIONS };

/** /user/account */
export default function AccountScreen() {
  return <AccountPage area={area} />;
}
