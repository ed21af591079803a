import { AccountPage, ISSUER_ACCOUNT_SECTIONS, type AccountArea } from 'account';

const area: AccountArea = { sections: ISSUER_ACCOUNT_SECTIONS };

/** /entrepreneur/account */
export default function AccountScreen() {
  return <AccountPage area={area} />;
}
