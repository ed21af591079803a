/** The sections an account page can show, in the order the investor's page shows them. */
const ACCOUNT_SECTIONS = [
  'personal',
  'legal',
  'identification',
  'suitability',
  'wallet',
  'banking',
  'documents',
  'investor_profile',
  'additional',
  'beneficiaries',
  'user_type',
  'company',
  'partners',
  'public_name',
  'image',
  'communications',
  'language',
  'password',
  'delete',
] as const;
export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number];

/** What one area's account page shows. */
export type AccountArea = {
  sections: readonly AccountSectionId[];
  /** Where the area shows the bank connection (how the account is verified and used); the banking section links to it. */
  bankConnectionHref?: string;
};

/** `/user/account`: every section of an investor (company and partners only for legal persons). */
export const INVESTOR_ACCOUNT_SECTIONS: readonly AccountSectionId[] = ACCOUNT_SECTIONS.filter((section) => section !== 'public_name');

/** `/entrepreneur/account` and `/manager/account` (issue 12): account data, identification, legal
 * data, banking, public name, image, change password, delete account. */
export const ISSUER_ACCOUNT_SECTIONS: readonly AccountSectionId[] = [
  'personal',
  'identification',
  'legal',
  'banking',
  'public_name',
  'image',
  'language',
  'password',
  'delete',
];

/**
 * What only the account's owner may change, never a manager simulating them: who they are, where
 * their payouts and tokens go, their password and the account itself. The API refuses these
 * saves under a simulation (`not_allowed_while_impersonating`, its `*_IN_PERSON` access rules);
 * the page shows them read-only instead of a form that cannot be sent.
 */
export const IN_PERSON_SECTIONS: readonly AccountSectionId[] = [
  'personal',
  'legal',
  'identification',
  'wallet',
  'banking',
  'beneficiaries',
  'user_type',
  'company',
  'partners',
  'password',
  'delete',
];

/** Legal persons only, and never where the tenant offers only natural persons. */
export const LEGAL_PERSON_SECTIONS: readonly AccountSectionId[] = ['company', 'partners'];

export const SECTION_TITLE_KEYS = {
  personal: 'sections.personal',
  legal: 'sections.legal',
  identification: 'sections.identification',
  suitability: 'sections.suitability',
  wallet: 'sections.wallet',
  banking: 'sections.banking',
  documents: 'sections.documents',
  investor_profile: 'sections.investor_profile',
  additional: 'sections.additional',
  beneficiaries: 'sections.beneficiaries',
  user_type: 'sections.user_type',
  company: 'sections.company',
  partners: 'sections.partners',
  public_name: 'sections.public_name',
  image: 'sections.image',
  communications: 'sections.communications',
  language: 'sections.language',
  password: 'sections.password',
  delete: 'sections.delete',
} as const satisfies Record<AccountSectionId, string>;

/** The anchor of a section, so a link can open the page at it. */
export const sectionAnchor = (section: AccountSectionId) => `account-${section.replace('_', '-')}`;
