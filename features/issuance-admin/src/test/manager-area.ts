import { registerMessages } from 'host/platform';
import { entrepreneurPaths, managerPaths } from 'shared';
import type { IssuanceArea } from '../area';

// The area words the screens read from the remote's namespace, as a remote registers them.
const words = (title: string, list: string, empty: string, back: string) => ({
  issuances: {
    title,
    description: `${title}, with their figures.`,
    table_caption: `${title}, page {{page}} of {{pages}}`,
    empty: { title: empty, description: 'Projects appear here as soon as an entrepreneur creates one.' },
    no_match: { title: list, description: 'Try another word.' },
    error: { title: `The issuances could not be loaded` },
  },
  detail: { back },
  investments: { title: `${title}: investments`, description: 'Every investment, with its payment and status.' },
});
registerMessages('manager', {
  en: words('Issuances', 'No issuance matches', 'No issuances yet', 'All issuances'),
  es: words('Emisiones', 'Ninguna emisión coincide', 'Todavía no hay emisiones', 'Todas las emisiones'),
});

/** A manager's area: every capability. */
export const managerArea: IssuanceArea = {
  ns: 'manager',
  paths: managerPaths,
  investorHref: managerPaths.user.href,
  capabilities: { follow: true, delete: true, export: true, manageInvestments: true, tokens: true, validate: true },
};

/** An entrepreneur's area (under the manager's words): reads and exports, moves nothing. */
export const readOnlyArea: IssuanceArea = {
  ...managerArea,
  paths: entrepreneurPaths,
  investorHref: undefined,
  capabilities: { follow: false, delete: false, export: false, manageInvestments: false, tokens: false, validate: false },
};
