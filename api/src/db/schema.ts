import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE, MONEY_PRECISION, MONEY_SCALE } from 'shared';
import type {
  AdditionalInformation,
  BankStatementFormat,
  StatementEntryDecision,
  StatementEntryOutcome,
  BalanceEntryKind,
  AuditDetailValue,
  DistributionStatus,
  DocumentViewPermission,
  EarningStatus,
  EarningType,
  InvestmentStatus,
  PayoutBatchKind,
  PayoutBatchStatus,
  PayoutLeftOutReason,
  KycDocumentType,
  KycStatus,
  Locale,
  PaymentErrorKey,
  PayableMethod,
  RefundErrorKey,
  RefundReason,
  RefundStatus,
  PaymentMethod,
  ProductType,
  ProjectModality,
  ProjectStatus,
  Role,
  UserFlag,
  ValidationState,
} from 'shared';

/** A notification's title and body in each language. */
export type NotificationTexts = { [L in Locale]: { title: string; body: string } };

// Kept at the PostgreSQL 15 level (Debian's server) although PGlite is 18: gen_random_uuid()
// is core since 13; uuidv7() and json_value() are not used.
const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
/** Amounts: exact decimals read and written as strings ("1500.00"); see shared's money module. The request rules refuse what this precision cannot hold. */
const money = (name: string) => numeric(name, { precision: MONEY_PRECISION, scale: MONEY_SCALE });

export const tenants = pgTable('tenants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Front-end origin, used in e-mailed links and allowed by CORS. */
  appUrl: text('app_url').notNull(),
  /** Overrides of the section-3 customization defaults; merged at read time. */
  customization: jsonb('customization').notNull().default(sql`'{}'::jsonb`),
  /** IANA zone of the business's days: a campaign day starts at midnight there, not in UTC. */
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  /** Where investors pay (IBAN for transfers) and the fees of each method; see `TenantPaymentSettings`. */
  paymentSettings: jsonb('payment_settings').$type<TenantPaymentSettings>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

/** A tenant's payment settings; fees apply only while the tenant's `extras.investmentFee` is on. */
export interface TenantPaymentSettings {
  /** The account bank transfers and wires go to. */
  iban?: string;
  /** The BIC of that account (the debtor's agent of SEPA payouts). */
  bic?: string;
  beneficiary?: string;
  /**
   * The adapter of each hosted method (`{"card_terminal": "redsys", "card_provider": "stripe"}`),
   * over `modules.payment`; a method not named, or an adapter this deployment lacks, falls back
   * to `modules.payment`, then the sandbox.
   */
  method_providers?: Partial<Record<PayableMethod, string>>;
  /** A fixed amount per bank transfer or wire ("2.00"). */
  bank_transfer_fee?: string;
  /** A percentage of what a card (terminal or provider), Bizum or crypto payment charges ("1.5"). */
  card_fee_percent?: string;
  /** Key of the sandbox payment provider's signed notifications for this tenant; unset: PAYMENT_SANDBOX_SECRET. */
  sandbox_webhook_secret?: string;
}

export const tenantDomains = pgTable('tenant_domains', {
  host: text('host').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});

/**
 * `concat_ws(' ', name, surname)` as an immutable expression (concat_ws is only stable, so an
 * index cannot hold it): the search's index and its condition must spell it the same way.
 */
export function userFullName(table: { name: AnyPgColumn; surname: AnyPgColumn }) {
  return sql<string | null>`(case when ${table.surname} is null then ${table.name} when ${table.name} is null then ${table.surname} else ${table.name} || ' ' || ${table.surname} end)`;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    primaryRole: text('primary_role').$type<Role>().notNull(),
    secondaryRole: text('secondary_role').$type<Role>(),
    status: text('status').notNull().default('active'),
    investorType: text('investor_type').notNull().default('natural'),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('created'),
    flags: jsonb('flags').$type<UserFlag[]>().notNull().default(sql`'[]'::jsonb`),
    /** A manager's words to the user with the last denegation (shown beside the flags); cleared on validation. */
    flagsMessage: text('flags_message'),
    emailVerifiedAt: at('email_verified_at'),
    referralCode: text('referral_code').notNull(),
    referredById: uuid('referred_by_id'),
    termsAcceptedAt: at('terms_accepted_at'),
    privacyAcceptedAt: at('privacy_accepted_at'),
    commercialCommunications: boolean('commercial_communications').notNull().default(false),
    profileImage: text('profile_image'),
    name: text('name'),
    surname: text('surname'),
    phone: text('phone'),
    secondaryPhone: text('secondary_phone'),
    birthday: date('birthday'),
    nationality: text('nationality'),
    idNumber: text('id_number'),
    countryOfResidence: text('country_of_residence'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
    gender: text('gender'),
    occupation: text('occupation'),
    maritalStatus: text('marital_status'),
    spouseName: text('spouse_name'),
    spouseSurname: text('spouse_surname'),
    spouseIdNumber: text('spouse_id_number'),
    iban: text('iban'),
    bic: text('bic'),
    bank: text('bank'),
    accountType: text('account_type'),
    bankAccountNumber: text('bank_account_number'),
    /**
     * The investor's own fee, a percentage ("1.25") of what a method charges that replaces the
     * tenant's fee for their orders (see investments/breakdown.ts); null: the tenant's fee.
     */
    fee: money('fee'),
    /** The running total of the investor's entries in `balance_entries`; only payments/balance writes it. */
    availableBalance: money('available_balance').notNull().default('0'),
    // Onboarding (spec section 4). The investor-type step: null until answered.
    sophisticated: boolean('sophisticated'),
    investorTypeDeclaredAt: at('investor_type_declared_at'),
    personalDataSavedAt: at('personal_data_saved_at'),
    idExpiryDate: date('id_expiry_date'),
    accountHolder: text('account_holder'),
    additionalInformation: jsonb('additional_information').$type<AdditionalInformation>(),
    additionalDataSavedAt: at('additional_data_saved_at'),
    kycSubmittedAt: at('kyc_submitted_at'),
    suitabilityAttempts: integer('suitability_attempts').notNull().default(0),
    suitabilityResult: text('suitability_result').$type<'pass' | 'fail'>(),
    suitabilityScore: integer('suitability_score'),
    suitabilityCompletedAt: at('suitability_completed_at'),
    /** The typed Declaro after a failed test: the investor goes on anyway. */
    suitabilityDeclaredAt: at('suitability_declared_at'),
    annualIncome: money('annual_income'),
    liquidAssets: money('liquid_assets'),
    financialCommitments: money('financial_commitments'),
    netWorth: money('net_worth'),
    lossBearingCapacity: money('loss_bearing_capacity'),
    lossBearingCalculatedAt: at('loss_bearing_calculated_at'),
    /** Per onboarding page, what was typed and not saved yet (kept across devices). */
    onboardingDrafts: jsonb('onboarding_drafts')
      .$type<Record<string, { values: Record<string, unknown>; updated_at: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The account pages (issue 12). The language of transactional e-mails; null: the tenant's default.
    language: text('language').$type<Locale>(),
    /** The name an issuer or a manager shows to investors. */
    publicName: text('public_name'),
    beneficiaries: jsonb('beneficiaries')
      .$type<{ name: string; surname: string; id_number: string; relationship: string; share: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the account was deleted: its personal data is anonymised and it can no longer sign in. */
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_available_balance_not_negative', sql`${table.availableBalance} >= 0`),
    uniqueIndex('users_tenant_email_idx').on(table.tenantId, table.email),
    uniqueIndex('users_tenant_referral_idx').on(table.tenantId, table.referralCode),
    // The managers' list, newest registration first, reads a page of it instead of sorting every user.
    index('users_tenant_created_idx').on(table.tenantId, table.createdAt, table.id),
    // The list's search, `%text%` anywhere in the name, e-mail or username: trigrams (pg_trgm) find the
    // candidates of a pattern of three letters or more without reading every user; ILIKE then decides.
    index('users_search_idx').using('gin', sql`${userFullName(table)} gin_trgm_ops`, table.email.op('gin_trgm_ops'), table.username.op('gin_trgm_ops')),
  ],
);

export const companies = pgTable('companies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationName: text('organisation_name').notNull(),
  taxId: text('tax_id').notNull(),
  activity: text('activity'),
  contactEmail: text('contact_email'),
  representativeName: text('representative_name'),
  representativeSurname: text('representative_surname'),
  representativeIdNumber: text('representative_id_number'),
  representation: text('representation'),
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  province: text('province'),
  countryOfResidence: text('country_of_residence'),
  nationality: text('nationality'),
  birthplaceCity: text('birthplace_city'),
  birthplaceCountry: text('birthplace_country'),
  seniorPartners: jsonb('senior_partners')
    .$type<{ name: string; surname: string; id_number: string; percentage: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/**
 * An address belongs to at most one user of a tenant (issue 33): whoever names it as a transfer's
 * destination reaches that user and nobody else. Compared lowercased, as EVM addresses are hex.
 */
export const WALLET_ADDRESS_INDEX = 'wallets_tenant_address_idx';

export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    /** The user's tenant, kept here so the address can be unique per tenant (a user never changes tenant). */
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    network: text('network').notNull().default('polygon'),
    /** When the user proved the wallet theirs by signing `verificationMessage`; null while unproven. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The EIP-4361 message signed, kept with its EIP-191 signature as evidence of the proof. */
    verificationMessage: text('verification_message'),
    verificationSignature: text('verification_signature'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex(WALLET_ADDRESS_INDEX).on(table.tenantId, sql`lower(${table.address})`)],
);

/**
 * A wallet proof's challenge: the EIP-4361 message issued to a user for one address. Its nonce
 * proves a wallet once (`usedAt`, set by the one verification that consumes it) before `expiresAt`.
 */
export const walletChallenges = pgTable(
  'wallet_challenges',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    nonce: text('nonce').notNull(),
    /** The front's host the message names (its `domain`), checked again at verification. */
    domain: text('domain').notNull(),
    message: text('message').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('wallet_challenges_nonce_idx').on(table.nonce), index('wallet_challenges_user_created_idx').on(table.userId, table.createdAt)],
);

/** Access tokens are stored only as SHA-256 hashes: a database leak does not leak sessions. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** `user` for a sign-in, `backdoor` for a manager acting as this user. */
    kind: text('kind').notNull().default('user'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);

/** One-time secrets that `login-secret` exchanges for a session. */
export const loginSecrets = pgTable('login_secrets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_codes_user_idx').on(table.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Fixed-window counters, in the database so limits survive restarts and span processes. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Machine-readable content (verification code, reset link) for the dev mailbox and tests. */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);

export const impersonations = pgTable('impersonations', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  managerId: uuid('manager_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetUserId: uuid('target_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  managerTokenId: uuid('manager_token_id')
    .notNull()
    .references(() => accessTokens.id, { onDelete: 'cascade' }),
  backdoorTokenId: uuid('backdoor_token_id')
    .notNull()
    .unique()
    .references(() => accessTokens.id, { onDelete: 'cascade' }),
  startedAt: at('started_at').notNull(),
  endedAt: at('ended_at'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The issuance acted on (authoring: create, steps, phases, validation, files, whitelist); its history reads these. */
    issuanceId: uuid('issuance_id').references((): AnyPgColumn => issuances.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, AuditDetailValue>>().notNull().default(sql`'{}'::jsonb`),
    at: at('at').notNull(),
  },
  // The second index serves a user's history (GET /manager/users/:id).
  (table) => [
    index('audit_log_tenant_idx').on(table.tenantId, table.at),
    index('audit_log_subject_idx').on(table.subjectUserId, table.at),
    index('audit_log_issuance_idx').on(table.issuanceId, table.at),
  ],
);

/**
 * Stored files: uploads under UPLOADS_DIR (storage `upload`, the seed's files too) and, in
 * databases seeded before the seed stored its files that way, the demo files shipped in
 * `assets/seed` (storage `seed`, read-only). Images and logos are public; documents are served
 * only through their issuance, which checks permission and expiry.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The issuance the file belongs to; its deletion removes the file's row. */
    issuanceId: uuid('issuance_id').references((): AnyPgColumn => issuances.id, { onDelete: 'cascade' }),
    /** `logo`, `image` or `document`. */
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    storage: text('storage').$type<FileStorage>().notNull(),
    /** Relative to the storage's root. */
    path: text('path').notNull(),
    /** The uploaded file's own name, for Content-Disposition. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('files_issuance_idx').on(table.issuanceId)],
);

/** `kyc`: an investor's identity or company document, never served publicly. `tenant_image`: a
 * favicon or logo of the tenant's customization, public like an issuance's images. */
export type FilePurpose = 'logo' | 'image' | 'document' | 'kyc' | 'proof_of_payment' | 'signed_contract' | 'tenant_image';
export type FileStorage = 'seed' | 'upload';

/**
 * Section 3's project. What an investor commits (raised, investors) is never stored here: it is
 * summed from `investments` when read, so it cannot drift.
 */
export const issuances = pgTable(
  'issuances',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    slug: text('slug').notNull(),
    clientUuid: text('client_uuid'),
    videoUrl: text('video_url'),
    shortDescription: text('short_description'),
    product: text('product'),
    market: text('market'),
    competitors: text('competitors'),
    businessModel: text('business_model'),
    projections: text('projections'),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    tokenName: text('token_name'),
    tokenSymbol: text('token_symbol'),
    tokenAcronym: text('token_acronym'),
    tokenPrice: money('token_price'),
    tokensForSale: integer('tokens_for_sale'),
    totalAmount: money('total_amount'),
    minOffer: money('min_offer'),
    maxOffer: money('max_offer'),
    softCap: money('soft_cap'),
    maxFundraising: money('max_fundraising'),
    campaignDays: integer('campaign_days'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    expiryDate: date('expiry_date'),
    smartContractAddress: text('smart_contract_address'),
    /** The token ledger the issuance's token was created on (`database` or `evm`); a later module switch leaves it there. */
    ledger: text('ledger').$type<'database' | 'evm'>().notNull().default('database'),
    /** When the owner and managers were told the campaign reached 90 % of its maximum; set once. */
    disbursementNoticeSentAt: at('disbursement_notice_sent_at'),
    /** A percentage, 0 to 100. */
    equity: numeric('equity', { precision: 7, scale: 4 }),
    premoney: money('premoney'),
    modality: text('modality').$type<ProjectModality>().notNull(),
    minimumContribution: money('minimum_contribution'),
    productType: text('product_type').$type<ProductType>().notNull(),
    status: text('status').$type<ProjectStatus>().notNull().default('DRAFT'),
    /** The regulator's validation while VALIDATING (managers record it): none, pending, validated or rejected. */
    validationState: text('validation_state').$type<ValidationState>().notNull().default('none'),
    /** The rejection's (or validation's) message to the issuer. */
    validationMessage: text('validation_message'),
    validatedAt: at('validated_at'),
    validatedBy: uuid('validated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('issuances_tenant_slug_idx').on(table.tenantId, table.slug),
    index('issuances_owner_idx').on(table.ownerId),
    index('issuances_tenant_created_idx').on(table.tenantId, table.createdAt),
    // A phase's list (the investors' campaign tab) and its count read this index alone, newest first.
    index('issuances_tenant_status_created_idx').on(table.tenantId, table.status, table.createdAt),
    // The list's search (`%text%` in the title, subtitle, token name or symbol), as users_search_idx.
    index('issuances_search_idx').using(
      'gin',
      table.title.op('gin_trgm_ops'),
      table.subtitle.op('gin_trgm_ops'),
      table.tokenName.op('gin_trgm_ops'),
      table.tokenSymbol.op('gin_trgm_ops'),
    ),
  ],
);

export const issuanceImages = pgTable(
  'issuance_images',
  {
    id: id(),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('issuance_images_issuance_idx').on(table.issuanceId, table.position)],
);

export const issuanceDocuments = pgTable(
  'issuance_documents',
  {
    id: id(),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** `public`, or `hidden`: only the owner and the tenant's managers see it. */
    visibility: text('visibility').$type<DocumentViewPermission>().notNull().default('public'),
    /** Last day it may be served; never after. */
    expiresAt: date('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [index('issuance_documents_issuance_idx').on(table.issuanceId)],
);

/** Investors (and managers) following a project; one row per pair, so following twice is a no-op. */
/** The e-mails allowed to invest in a private round: while an issuance has entries, only those users may order it. */
export const issuanceWhitelist = pgTable(
  'issuance_whitelist',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users' e-mails are compared. */
    email: text('email').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('issuance_whitelist_issuance_email_idx').on(table.issuanceId, table.email)],
);

export const issuanceFollows = pgTable(
  'issuance_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.issuanceId] }), index('issuance_follows_issuance_idx').on(table.issuanceId)],
);

export const investments = pgTable(
  'investments',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    // Restrict: an issuance with investments is never deleted (money was committed to it).
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'restrict' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    tokenAmount: integer('token_amount').notNull(),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    proofOfPaymentUrl: text('proof_of_payment_url'),
    balanceUsed: money('balance_used').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    status: text('status').$type<InvestmentStatus>().notNull(),
    /** When each status was reached, keyed by status. */
    statusDates: jsonb('status_dates').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    referralCode: text('referral_code'),
    signedDocumentUrl: text('signed_document_url'),
    /** The order's `Idempotency-Key`: a retried request returns this investment instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the project and the request the key came with: the key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** Why a manager rejected the payment or cancelled; the investor reads it too. */
    statusReason: text('status_reason'),
    /** The token ledger's transaction reference, once MINTED. */
    mintReference: text('mint_reference'),
    createdAt: createdAt(),
  },
  // At a large tenant's scale (a million rows) each hot read walks one of these instead of the table:
  // the project's raised and investors (index only), an investor's newest first, the tenant's newest first.
  (table) => [
    index('investments_issuance_idx').on(table.issuanceId, table.status, table.investorId, table.amount),
    index('investments_investor_idx').on(table.investorId, table.createdAt, table.id),
    index('investments_tenant_created_idx').on(table.tenantId, table.createdAt, table.id),
    // The managers' list filtered by status (and by method within it) reads the status's rows newest first.
    index('investments_tenant_status_created_idx').on(table.tenantId, table.status, table.createdAt, table.id),
    uniqueIndex('investments_investor_idempotency_idx').on(table.investorId, table.idempotencyKey),
  ],
);

/** Every status move of an investment: who (kind and user), when, from and to. Written by `moveInvestment` only. */
export const investmentTransitions = pgTable(
  'investment_transitions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    /** null: the investment was created in `to`. */
    fromStatus: text('from_status').$type<InvestmentStatus>(),
    toStatus: text('to_status').$type<InvestmentStatus>().notNull(),
    /** investor, manager, provider or system. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    at: at('at').notNull(),
  },
  (table) => [index('investment_transitions_investment_idx').on(table.investmentId, table.at)],
);

/** Money to give back after a revocation that the payment method had charged; a manager pays it out. */
export const investmentRefunds = pgTable(
  'investment_refunds',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method'),
    /** pending until paid out; credited_to_balance when the investor's balance took it (payments/balance). */
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The payment that arrived without paying its order; null for a paid order that was cancelled. */
    attemptId: text('attempt_id').references((): AnyPgColumn => paymentAttempts.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<RefundReason>().notNull().default('order_canceled'),
    /** The statement's credit a manager decided to give back (or whose excess over the order's total is owed). */
    statementEntryId: uuid('statement_entry_id').references((): AnyPgColumn => bankStatementEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The adapter that paid it back (migration 0034); null when paid by hand (a transfer). */
    provider: text('provider'),
    /** The provider's refund (a Stripe `re_…`), and its status as the provider answered. */
    providerRef: text('provider_ref'),
    providerStatus: text('provider_status'),
    /** Why the provider last refused to pay it back (the refund stays pending). */
    errorKey: text('error_key').$type<RefundErrorKey>(),
    /** The manager's note on a refund paid by hand. */
    note: text('note'),
    paidAt: at('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // One refund per cancelled order, one per stray payment and one per statement credit, however often either is reported.
  (table) => [
    index('investment_refunds_tenant_created_idx').on(table.tenantId, table.createdAt),
    uniqueIndex('investment_refunds_order_canceled_idx').on(table.investmentId).where(sql`${table.attemptId} is null and ${table.statementEntryId} is null`),
    uniqueIndex('investment_refunds_attempt_idx').on(table.attemptId).where(sql`${table.attemptId} is not null`),
    uniqueIndex('investment_refunds_statement_entry_idx').on(table.statementEntryId).where(sql`${table.statementEntryId} is not null`),
  ],
);
/**
 * The investor's balance as a ledger of money (migration 0031): append-only entries, each a signed
 * amount of one kind with a reference unique per kind (a replay adds nothing) and the balance after
 * it; `users.available_balance` is their running total, kept in the same transaction by
 * api/src/payments/balance, the only writer.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    kind: text('kind').$type<BalanceEntryKind>().notNull(),
    reference: text('reference').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** The order the move is about, if any. */
    investmentId: uuid('investment_id').references((): AnyPgColumn => investments.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [
    check('balance_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check('balance_entries_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
    uniqueIndex('balance_entries_reference_idx').on(table.tenantId, table.kind, table.reference),
    index('balance_entries_user_at_idx').on(table.userId, table.at.desc(), table.id.desc()),
  ],
);

/** A KYC submission sent to the tenant's provider, and its answer. */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The adapter's name (`sandbox`…). */
    provider: text('provider').notNull(),
    /** The provider's own id of the check. */
    reference: text('reference').notNull(),
    status: text('status').$type<KycStatus>().notNull().default('pending'),
    providerStatus: text('provider_status'),
    documents: jsonb('documents')
      .$type<{ type: KycDocumentType; fileId: string; name: string; issuedOn: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
    /** The manager who decided a manual review; null when the provider did. */
    decidedBy: uuid('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('kyc_checks_provider_reference_idx').on(table.provider, table.reference), index('kyc_checks_user_idx').on(table.userId)],
);

/**
 * Notifications received from providers (KYC, payment, signature), one row per provider event id:
 * inserting it is what makes a retried notification a no-op.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * A distribution (a benefit): what an issuer shares among a project's holders at a profit date
 * (issue 14). Its earnings, one per holder, hold the split; their sums equal its figures. Pending
 * until the issuer pays everyone (paid, once); then each earning goes on to claimed.
 */
/**
 * Count, amount and tokens of a project's investments per status and payment method, kept exact by
 * triggers on investments (migration 0017): the totals and the raised read these few rows instead
 * of summing the investments. A row is removed when its count falls to zero, so a copy of the
 * investments rebuilds the same rows.
 */
export const investmentTotals = pgTable(
  'investment_totals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvestmentStatus>().notNull(),
    paymentMethod: text('payment_method'),
    investments: integer('investments').notNull(),
    amount: numeric('amount').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    /** The orders' fees (migration 0031). */
    fee: numeric('fee').notNull().default('0'),
  },
  (table) => [unique('investment_totals_key').on(table.issuanceId, table.status, table.paymentMethod).nullsNotDistinct()],
);

/**
 * A project's raised (its investments in shared's RAISED_INVESTMENT_STATUSES), kept by the same triggers: one row per
 * project, joined to the issuance list, so sorting every project by it costs a join, not a sum each.
 */
export const issuanceRaised = pgTable(
  'issuance_raised',
  {
    issuanceId: uuid('issuance_id')
      .primaryKey()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    investments: integer('investments').notNull(),
    raised: numeric('raised').notNull(),
  },
  // The most raised list takes a tenant's projects in raised order from this index (issuances.queries.ts).
  (table) => [index('issuance_raised_tenant_raised_idx').on(table.tenantId, table.raised.desc().nullsFirst())],
);

/** The same per tenant, for the manager's totals over every project (a few dozen rows, whatever the tenant's size). */
export const investmentTenantTotals = pgTable(
  'investment_tenant_totals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvestmentStatus>().notNull(),
    paymentMethod: text('payment_method'),
    investments: integer('investments').notNull(),
    amount: numeric('amount').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    fee: numeric('fee').notNull().default('0'),
  },
  (table) => [unique('investment_tenant_totals_key').on(table.tenantId, table.status, table.paymentMethod).nullsNotDistinct()],
);

/**
 * Users per tenant, kept by triggers (migration 0019): the manager's unfiltered users list counts
 * from this row instead of counting a large tenant's hundred thousand users on every page.
 */
export const tenantUserTotals = pgTable('tenant_user_totals', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  users: integer('users').notNull(),
});

/**
 * Per tenant, kept by triggers (migration 0021) as the users above: the manager's unfiltered
 * earnings list reads its count of distributions and the sums of every earning from these two rows
 * instead of summing the kept totals of a large tenant's ten thousand distributions on every page.
 */
/** How many earnings and the sums of their parts: kept per distribution and per tenant alike. */
function keptEarningSums() {
  return {
    earnings: integer('earnings').notNull(),
    grossAmount: numeric('gross_amount').notNull(),
    fiscalWithholding: numeric('fiscal_withholding').notNull(),
    rentAmount: numeric('rent_amount').notNull(),
    capitalGain: numeric('capital_gain').notNull(),
    returnedCapital: numeric('returned_capital').notNull(),
    netTotal: numeric('net_total').notNull(),
    totalReturned: numeric('total_returned').notNull(),
  };
}

export const tenantDistributionTotals = pgTable('tenant_distribution_totals', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  distributions: integer('distributions').notNull(),
});

export const tenantEarningTotals = pgTable('tenant_earning_totals', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  ...keptEarningSums(),
});

export const distributions = pgTable(
  'distributions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    type: text('type').$type<EarningType>().notNull(),
    profitDate: date('profit_date').notNull(),
    grossAmount: money('gross_amount').notNull(),
    withholdingPercentage: numeric('withholding_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    description: text('description'),
    status: text('status').$type<DistributionStatus>().notNull().default('pending'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id),
  },
  // The list's order whole (newest profit date, newest created, then id), so a page stops after its rows.
  (table) => [index('distributions_issuance_idx').on(table.issuanceId), index('distributions_tenant_idx').on(table.tenantId, table.profitDate, table.createdAt, table.id.desc().nullsFirst())],
);

export const earnings = pgTable(
  'earnings',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    /** dividend, interest or repayment. */
    kind: text('kind').$type<EarningType>().notNull(),
    status: text('status').$type<EarningStatus>().notNull(),
    profitDate: date('profit_date').notNull(),
    claimDate: date('claim_date'),
    executedDate: date('executed_date'),
    deliveredDate: date('delivered_date'),
    grossAmount: money('gross_amount').notNull(),
    withholdingPercentage: numeric('withholding_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    fiscalWithholding: money('fiscal_withholding').notNull().default('0'),
    rentAmount: money('rent_amount').notNull().default('0'),
    capitalGain: money('capital_gain').notNull().default('0'),
    returnedCapital: money('returned_capital').notNull().default('0'),
    netTotal: money('net_total').notNull(),
    totalReturned: money('total_returned').notNull().default('0'),
    /** The distribution this earning is its holder's share of. */
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    /** Paid tokens held at the profit date: the weight of the split. */
    tokens: integer('tokens').notNull().default(0),
    /** When the issuer paid everyone (pending → paid). */
    paidAt: at('paid_at'),
    /** When the investor claimed it to their bank account (paid → claimed, irreversible). */
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('earnings_investor_idx').on(table.investorId, table.profitDate),
    uniqueIndex('earnings_distribution_investor_idx').on(table.distributionId, table.investorId),
  ],
);

/** The sums of a distribution's earnings, kept exact by triggers on earnings (migration 0017); gone with the distribution. */
export const distributionTotals = pgTable('distribution_totals', {
  distributionId: uuid('distribution_id')
    .primaryKey()
    .references(() => distributions.id, { onDelete: 'cascade' }),
  ...keptEarningSums(),
});

export const ads = pgTable(
  'ads',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    investmentId: uuid('investment_id').references(() => investments.id, { onDelete: 'set null' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    /** sell or buy. */
    type: text('type').notNull(),
    product: text('product').notNull(),
    /** in_review, published, rejected, withdrawn or closed: ads are reviewed, then published. */
    status: text('status').notNull(),
    tokens: integer('tokens').notNull(),
    amount: money('amount').notNull(),
    unitPrice: money('unit_price').notNull(),
    description: text('description'),
    /** Why the review (or a manager) took it off: one of AD_REJECTION_REASONS. */
    rejectionReason: text('rejection_reason'),
    /** A manager's words when withdrawing it, told to the author. */
    withdrawReason: text('withdraw_reason'),
    publishedAt: at('published_at'),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ads_tenant_reference_idx').on(table.tenantId, table.reference),
    index('ads_board_idx').on(table.tenantId, table.status, table.publishedAt),
    index('ads_seller_idx').on(table.sellerId, table.issuanceId),
  ],
);

/** A reply thread between an ad's author and one investor who contacted them (issue 34). */
export const boardConversations = pgTable(
  'board_conversations',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    /** The ad's author when the thread began (an ad never changes author). */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    /** Messages from the other party each one has not read yet. */
    sellerUnread: integer('seller_unread').notNull().default(0),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('board_conversations_ad_buyer_idx').on(table.adId, table.buyerId), index('board_conversations_buyer_idx').on(table.buyerId, table.adId)],
);

export const boardMessages = pgTable(
  'board_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => boardConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /** The follow-up the buyer chose when the message came from the ad's contact form. */
    followUp: text('follow_up'),
    createdAt: createdAt(),
  },
  (table) => [index('board_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id),
    tokens: integer('tokens').notNull(),
    originWallet: text('origin_wallet').notNull(),
    destinationWallet: text('destination_wallet').notNull(),
    /** The ledger's transaction reference of the move. */
    transactionReference: text('transaction_reference'),
    /** The price the parties agreed, when the transfer closes an ad (the board's history). */
    unitPrice: money('unit_price'),
    createdAt: createdAt(),
  },
  (table) => [
    index('transfers_from_idx').on(table.fromUserId, table.createdAt),
    index('transfers_to_idx').on(table.toUserId, table.createdAt),
    index('transfers_ad_idx').on(table.tenantId, table.adId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text of rows written before `texts` (one language); new rows repeat the Spanish text here. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The title and body in both languages, so the reader's language picks them; null on old rows. */
    texts: jsonb('texts').$type<NotificationTexts>(),
    /** What it is about (`disbursement_ready`, …), for the screen that lists them; `payload` holds its facts. */
    kind: text('kind').notNull().default('message'),
    /** The kind's group (NOTIFICATION_CATEGORY_OF), which the e-mail preference is chosen for. */
    category: text('category').notNull().default('messages'),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** The broadcast it is one recipient's copy of. */
    broadcastId: uuid('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId), index('notifications_user_created_idx').on(table.userId, table.createdAt), index('notifications_broadcast_idx').on(table.broadcastId)],
);

/** A message a manager or an entrepreneur sent to an audience; each recipient's copy is a notification. */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** all_investors, project_investors or user. */
    audience: text('audience').notNull(),
    issuanceId: uuid('issuance_id').references(() => issuances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<NotificationTexts>().notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('notification_broadcasts_tenant_idx').on(table.tenantId, table.createdAt)],
);

/** Which notification categories a user also gets by e-mail; a user without a row gets them all. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt at paying an investment with a method: a bank transfer's instructions (and its
 * proof), or a session on a provider's hosted page. The id of a hosted session is the
 * unguessable token its page is addressed by. Only the provider's notification moves the
 * investment to CHARGED or PAYMENT_ERROR; this row keeps what the provider said.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    /** The adapter's name (`bank`, `sandbox`…). */
    provider: text('provider').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** What this attempt charges: amount − balance used + fee. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, confirming (a card's extra step), succeeded or failed. */
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('pending'),
    errorKey: text('error_key').$type<PaymentErrorKey>(),
    /** The front's origin the browser goes back to (checked against the tenant's own). */
    returnOrigin: text('return_origin'),
    lang: text('lang').notNull().default('es'),
    proofFileId: uuid('proof_file_id').references(() => files.id, { onDelete: 'set null' }),
    proofUploadedAt: at('proof_uploaded_at'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
    /**
     * When the API took the attempt's outcome or closed it; after that no notification changes it.
     * `status` is the provider's word and may be written first by the provider's side (the sandbox).
     */
    settledAt: at('settled_at'),
    /** The provider's own object of the attempt (a Stripe checkout session or payment intent). */
    providerRef: text('provider_ref'),
    /** The provider's page of the attempt, when the provider chose it (a Stripe checkout session's URL). */
    redirectUrl: text('redirect_url'),
  },
  (table) => [index('payment_attempts_investment_idx').on(table.investmentId, table.createdAt)],
);
export type PaymentAttemptStatus = 'pending' | 'confirming' | 'succeeded' | 'failed';

/**
 * An investor's customer at a card provider that keeps cards (Stripe), and the card saved with it:
 * the provider's references, the brand and last four digits, never the number. The card is null
 * until one is registered, and again once the investor removes it.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref').notNull(),
    paymentMethodRef: text('payment_method_ref'),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_cards_user_provider_idx').on(table.userId, table.provider)],
);

/**
 * Notifications a built-in provider (the payment sandbox) owes the API, sent by HTTP like a
 * provider's server would and retried until answered 2xx. The row is written with the
 * provider's own state change, so a crash between the two loses nothing.
 */
export const providerNotifications = pgTable(
  'provider_notifications',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The webhook's path on the API (`/api/v2/pfp/payments/webhooks/sandbox`). */
    path: text('path').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('provider_notifications_event_idx').on(table.provider, table.eventId), index('provider_notifications_due_idx').on(table.deliveredAt, table.nextAttemptAt)],
);

/**
 * The evidence of an investment's signature (a simple electronic signature, eIDAS Art. 25(1)):
 * who signed, as what name, when, from where, and the hashes tying it to the exact documents.
 */
export const investmentSignatures = pgTable(
  'investment_signatures',
  {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** One signature per version of the order's contract (a method changed after signing is signed again). */
  investmentId: uuid('investment_id')
    .notNull()
    .references(() => investments.id, { onDelete: 'cascade' }),
  signerId: uuid('signer_id')
    .notNull()
    .references(() => users.id),
  /** The manager acting as the investor, when one signed for them. */
  actingManagerId: uuid('acting_manager_id').references(() => users.id, { onDelete: 'set null' }),
  typedName: text('typed_name').notNull(),
  signedAt: at('signed_at').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** SHA-256 (hex) of the unsigned contract. */
  documentSha256: text('document_sha256').notNull(),
  signedDocumentSha256: text('signed_document_sha256').notNull(),
  signatureImageSha256: text('signature_image_sha256').notNull(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id),
  provider: text('provider').notNull(),
  },
  (table) => [uniqueIndex('investment_signatures_document_idx').on(table.investmentId, table.documentSha256)],
);

/**
 * The built-in token ledger (`DatabaseTokenLedger`): one row per mint or transfer of tokens, with
 * the transaction reference an on-chain ledger would return. One mint per investment at most.
 * Tokens belong to the users the entries name; the addresses only record which wallet the
 * tokens were sent from and to (issue 33: an address anybody could claim must not be a key).
 */
export const tokenLedgerEntries = pgTable(
  'token_ledger_entries',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'restrict' }),
    /** `mint` or `transfer`. */
    kind: text('kind').notNull(),
    /** The issuance's smart contract, when it has one (the built-in ledger needs none). */
    contractAddress: text('contract_address'),
    /** The sender of a transfer; null for a mint. */
    fromUserId: uuid('from_user_id').references(() => users.id),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id),
    fromAddress: text('from_address'),
    /** The recipient's wallet when it was written, or `user:<id>` while they had none. */
    toAddress: text('to_address').notNull(),
    amount: integer('amount').notNull(),
    /** What the entry is for, unique: `investment:<id>` for a mint, so a second mint finds the first. */
    reference: text('reference').notNull().unique(),
    transactionReference: text('transaction_reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('token_ledger_entries_issuance_idx').on(table.issuanceId),
    // A balance reads the user's entries in and out of one issuance, one index each.
    index('token_ledger_entries_to_user_idx').on(table.toUserId, table.issuanceId),
    index('token_ledger_entries_from_user_idx').on(table.fromUserId, table.issuanceId),
    check('token_ledger_entries_sender_check', sql`(${table.kind} = 'mint') = (${table.fromUserId} is null)`),
  ],
);

/**
 * Every on-chain write of a tenant's agent (issue 37), signed and recorded before it is sent, so a
 * crash never leads to a second transaction for one `reference` (`investment:<id>`, `token:<id>`,
 * `transfer:<id>`, `registry:<tenant>:<chain>`, `register:<registry>:<wallet>`): after a restart the
 * recorded hash's receipt is read, or the same raw transaction sent again. `failed` is final (mined
 * and reverted); only then may a retry sign anew under the same reference.
 */
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    kind: text('kind').$type<'deploy_registry' | 'deploy_token' | 'register' | 'allow' | 'mint' | 'transfer'>().notNull(),
    chainId: integer('chain_id').notNull(),
    fromAddress: text('from_address').notNull(),
    nonce: integer('nonce').notNull(),
    rawTransaction: text('raw_transaction').notNull(),
    hash: text('hash').notNull(),
    /** The address a deployment creates (known from the agent and the nonce before it is mined). */
    contractAddress: text('contract_address'),
    status: text('status').$type<'pending' | 'confirmed' | 'failed'>().notNull().default('pending'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chain_transactions_reference_idx').on(table.reference),
    uniqueIndex('chain_transactions_hash_idx').on(table.hash),
    uniqueIndex('chain_transactions_nonce_idx').on(table.chainId, table.fromAddress, table.nonce),
    index('chain_transactions_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('chain_transactions_status_check', sql`${table.status} in ('pending', 'confirmed', 'failed')`),
  ],
);

/**
 * The token of an issuance (issue 11): one per issuance at most. Supply and price are copied from
 * the issuance's tokens for sale and token price when a manager creates it; what is minted and who
 * holds it is read from the issuance's MINTED investments, never stored twice.
 */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    // Cascade: an issuance can only be deleted while it has no investments, so nothing was minted.
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    acronym: text('acronym').notNull(),
    supply: integer('supply').notNull(),
    price: money('price').notNull(),
    contractAddress: text('contract_address'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tokens_issuance_idx').on(table.issuanceId), index('tokens_tenant_created_idx').on(table.tenantId, table.createdAt)],
);

/**
 * Every saved customization of a tenant (issue 16), numbered from 1; the newest is what
 * `tenants.customization` holds. A restore is a new version with the old payload, so the
 * history only grows and shows who changed what and when.
 */
export const customizationVersions = pgTable(
  'customization_versions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The stored customization (section-3 overrides plus the editor's theme). */
    payload: jsonb('payload').notNull(),
    /** The payload's paths that differ from the version before. */
    changed: jsonb('changed').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    restoredFrom: integer('restored_from'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [uniqueIndex('customization_versions_tenant_number_idx').on(table.tenantId, table.number)],
);

/**
 * A user's account at an OpenID provider (Google): who the provider's `sub` is here. The subject,
 * not the e-mail, names the person at the provider, so a later change of address there still
 * signs in the same user; in a tenant each provider account is linked to one user and each user
 * to one account of a provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's issuer URL (`iss` of its ID tokens). */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider vouched for when the link was made. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSignInAt: at('last_sign_in_at').notNull().defaultNow(),
  },
  // One person may use one Google account at several tenants: a user of each.
  (table) => [
    uniqueIndex('user_identities_subject_idx').on(table.tenantId, table.issuer, table.subject),
    uniqueIndex('user_identities_user_issuer_idx').on(table.userId, table.issuer),
  ],
);

/**
 * The one-time code an OpenID sign-in hands to the front's /callback in place of a token: the
 * front trades it once, within a minute, for the login answer (`POST /api/v2/auth/oidc/exchange`).
 * Only its hash is kept.
 */
export const oidcLoginCodes = pgTable('oidc_login_codes', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * A payout of earnings as one file for the tenant's bank (the SEPA adapter of
 * `modules.payment_profit`): `distribution` when an issuer paid everyone, `claims` when a manager
 * batched the queued claims. `xml` is the pain.001 as generated (null when every earning was left
 * out), so a download is byte for byte what went to the bank. generated → settled when the manager
 * marks the bank's execution confirmed; its earnings then get their delivered date.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PayoutBatchKind>().notNull(),
    distributionId: uuid('distribution_id').references(() => distributions.id, { onDelete: 'cascade' }),
    adapter: text('adapter').notNull(),
    status: text('status').$type<PayoutBatchStatus>().notNull().default('generated'),
    messageId: text('message_id').notNull().unique(),
    executionDate: date('execution_date').notNull(),
    transactions: integer('transactions').notNull(),
    total: money('total').notNull(),
    xml: text('xml'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    settledDate: date('settled_date'),
    settledAt: at('settled_at'),
    settledBy: uuid('settled_by').references(() => users.id),
  },
  (table) => [
    index('payout_batches_tenant_idx').on(table.tenantId, table.createdAt),
    uniqueIndex('payout_batches_distribution_idx').on(table.distributionId).where(sql`${table.kind} = 'distribution'`),
  ],
);

/** One earning of a batch: a credit transfer, or left out of the file with the reason (no IBAN…). */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    earningId: uuid('earning_id')
      .notNull()
      .references(() => earnings.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    iban: text('iban'),
    bic: text('bic'),
    amount: money('amount').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    reference: text('reference').notNull(),
    leftOutReason: text('left_out_reason').$type<PayoutLeftOutReason>(),
  },
  (table) => [
    uniqueIndex('payout_items_earning_idx').on(table.earningId).where(sql`${table.leftOutReason} IS NULL`),
    index('payout_items_batch_idx').on(table.batchId),
  ],
);

/**
 * A bank statement a manager imported (camt.053 or Norma 43): one account's movements over a
 * period. The bank's id of it within the account imports it once (migration 0029).
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    format: text('format').$type<BankStatementFormat>().notNull(),
    statementId: text('statement_id').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: at('imported_at').notNull(),
  },
  (table) => [uniqueIndex('bank_statements_identity_idx').on(table.tenantId, table.account, table.statementId), index('bank_statements_list_idx').on(table.tenantId, table.importedAt)],
);

/**
 * A movement of an imported statement. Its identity within the account (the bank's reference, or
 * its facts) is unique, so a movement two statements repeat pays once. A credit either paid its
 * order on import (`matched`) or waits for a manager's decision.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    identity: text('identity').notNull(),
    /** Its place in the statement, to list it in the bank's order. */
    position: integer('position').notNull(),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    bookingDate: date('booking_date').notNull(),
    valueDate: date('value_date'),
    /** The payer's texts, one per line. */
    remittance: text('remittance').notNull(),
    bankReference: text('bank_reference'),
    debtorName: text('debtor_name'),
    outcome: text('outcome').$type<StatementEntryOutcome>().notNull(),
    /** The order its reference names (the suggestion), or the one a manager applied it to. */
    investmentId: uuid('investment_id').references((): AnyPgColumn => investments.id, { onDelete: 'set null' }),
    /** What the order asked for when the credit was read (its total to pay). */
    expected: money('expected'),
    decision: text('decision').$type<StatementEntryDecision>(),
    /** Money to give back: the whole credit (refund due) or what an applied credit paid over the order's total. */
    refundAmount: money('refund_amount'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    /** The SEPA payout batch this debit showed the bank executed (it settled it). */
    payoutBatchId: uuid('payout_batch_id').references((): AnyPgColumn => payoutBatches.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('bank_statement_entries_payout_batch_idx').on(table.payoutBatchId).where(sql`${table.payoutBatchId} IS NOT NULL`),
    uniqueIndex('bank_statement_entries_identity_idx').on(table.tenantId, table.account, table.identity),
    index('bank_statement_entries_statement_idx').on(table.statementId, table.position),
    index('bank_statement_entries_to_decide_idx')
      .on(table.tenantId, table.bookingDate)
      .where(sql`${table.outcome} <> 'matched' AND ${table.direction} = 'credit' AND ${table.decision} IS NULL`),
  ],
);

/**
 * A crypto payment attempt's terms (method `crypto_wallet`, adapter `crypto`, issue 37): the coin,
 * the exact amount in its minor units, where to and from which verified wallet, and the chain's
 * block when it started (where the watcher starts reading). One per attempt.
 */
export const cryptoPaymentRequests = pgTable(
  'crypto_payment_requests',
  {
    attemptId: text('attempt_id')
      .primaryKey()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    /** The amount in the coin's minor units: an integer of any size. */
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    receivingAddress: text('receiving_address').notNull(),
    /** The investor's verified wallet, lower-case: the transfer must come from it. */
    senderAddress: text('sender_address').notNull(),
    startBlock: bigint('start_block', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('crypto_payment_requests_match_idx').on(table.tenantId, table.senderAddress, table.units)],
);

/**
 * Each stablecoin transfer to a tenant's receiving address the watcher read, once per log
 * (chain, transaction, log index): `matched` to an attempt (then `applied` once its
 * confirmations are in: the order CHARGED, or a refund due when the attempt was closed), or `unmatched` (another amount, an unknown sender, no open attempt),
 * listed for the tenant's managers and never charged.
 */
export const cryptoTransfers = pgTable(
  'crypto_transfers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    tokenAddress: text('token_address').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    attemptId: text('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    /** matched (waiting for its confirmations), applied (through the notification path), or unmatched. */
    status: text('status').$type<CryptoTransferStatus>().notNull(),
    seenAt: at('seen_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (table) => [
    uniqueIndex('crypto_transfers_log_idx').on(table.tenantId, table.chainId, table.txHash, table.logIndex),
    uniqueIndex('crypto_transfers_attempt_idx').on(table.attemptId),
    index('crypto_transfers_status_idx').on(table.tenantId, table.status),
  ],
);
export type CryptoTransferStatus = 'matched' | 'applied' | 'unmatched';

/** Where a tenant's watcher reads next: the first block not yet read, per chain, coin and receiving address. */
export const cryptoWatchCursors = pgTable(
  'crypto_watch_cursors',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    receivingAddress: text('receiving_address').notNull(),
    nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.chainId, table.tokenAddress, table.receivingAddress] })],
);
