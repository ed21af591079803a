import type { CustomTypeOptions } from 'i18next';
import type { IssuanceAreaPaths } from 'shared';

/** The words an area says its own way (a manager's "Issuances", an entrepreneur's "My
 * issuances"); its message file defines them, the screens here read them from it. */
type AreaMessages = {
  issuances: {
    title: string;
    description: string;
    table_caption: string;
    empty: { title: string; description: string };
    no_match: { title: string; description: string };
    error: { title: string };
  };
  detail: { back: string };
  /** The investments screen: a manager's "every investment", an entrepreneur's "in your projects". */
  investments: { title: string; description: string };
};

type Resources = CustomTypeOptions['resources'];

/** A namespace whose messages carry the area's words: the typecheck refuses any other. */
export type AreaNamespace = { [K in keyof Resources]: Resources[K] extends AreaMessages ? K : never }[keyof Resources];

/** The keys of `AreaMessages`, for the remotes' unused-message tests: the screens here ask
 * for them by a key built from the namespace, which no literal in the remote shows. */
export const AREA_MESSAGE_KEYS = [
  'issuances.title',
  'issuances.description',
  'issuances.table_caption',
  'issuances.empty.title',
  'issuances.empty.description',
  'issuances.no_match.title',
  'issuances.no_match.description',
  'issuances.error.title',
  'detail.back',
  'investments.title',
  'investments.description',
] as const;

/** What sets one area's issuance screens apart from another's: where its screens live, its
 * words, the key its cache entries start with, and what its people may do. The screens of
 * this package read nothing else about the remote that mounts them. */
export type IssuanceArea = {
  /** The area's message namespace, which also starts every query key of the area: every
   * remote shares the page's one QueryClient, and another area may cache the same endpoint
   * under a different scope. */
  ns: AreaNamespace;
  paths: IssuanceAreaPaths;
  /** Where an investor's row leads: the manager's user detail; none where the area has no
   * screen of a person (an entrepreneur reads only the name and e-mail). */
  investorHref?: (userId: string) => string;
  /** Managers follow, delete and export; an entrepreneur only reads their own issuances (and
   * exports their investments). Managers alone move investments (confirm, reject, close,
   * cancel, mint) and run the tokens. */
  capabilities: {
    follow: boolean;
    delete: boolean;
    export: boolean;
    manageInvestments: boolean;
    tokens: boolean;
    /** Managers record the regulator's decision on an issuance under validation (issue 13). */
    validate?: boolean;
  };
};
