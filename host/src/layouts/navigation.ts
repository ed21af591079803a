import type { AreaPrefix } from '../federation/areas';

export interface NavItem {
  /** Path under the area prefix. */
  path: string;
  /** Key in the host's `common` namespace. */
  labelKey: string;
}

/** The sidebar of each role area (spec section 2), in the order people use them most. */
export const NAVIGATION: Record<Exclude<AreaPrefix, 'invest'>, NavItem[]> = {
  user: [
    { path: 'issuances', labelKey: 'nav.issuances' },
    { path: 'portfolio', labelKey: 'nav.portfolio' },
    { path: 'investments', labelKey: 'nav.investments' },
    { path: 'earnings', labelKey: 'nav.earnings' },
    { path: 'transfers', labelKey: 'nav.transfers' },
    { path: 'notifications', labelKey: 'nav.notifications' },
    { path: 'account', labelKey: 'nav.account' },
  ],
  manager: [
    { path: 'issuances', labelKey: 'nav.issuances' },
    { path: 'users', labelKey: 'nav.users' },
    { path: 'investments', labelKey: 'nav.investments' },
    { path: 'earnings', labelKey: 'nav.earnings' },
    { path: 'notifications', labelKey: 'nav.notifications' },
    { path: 'customization', labelKey: 'nav.customization' },
    { path: 'account', labelKey: 'nav.account' },
  ],
  entrepreneur: [
    { path: 'issuances', labelKey: 'nav.issuances' },
    { path: 'investments', labelKey: 'nav.investments' },
    { path: 'earnings', labelKey: 'nav.earnings' },
    { path: 'account', labelKey: 'nav.account' },
  ],
};
