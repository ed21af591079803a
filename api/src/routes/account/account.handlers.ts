import { randomBytes, randomUUID } from 'node:crypto';
import { tokensByProject } from '../../ledger/holdings.js';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import {
  type Account,
  type accountAdditionalRequestSchema,
  type accountBankingRequestSchema,
  type accountBeneficiariesRequestSchema,
  type accountCompanyRequestSchema,
  type accountDeleteRequestSchema,
  type AccountDeletedResponse,
  type AccountImageResponse,
  type accountInvestorProfileRequestSchema,
  type accountLegalRequestSchema,
  type accountPartnersRequestSchema,
  type accountPasswordRequestSchema,
  type accountPersonalRequestSchema,
  type accountPreferencesRequestSchema,
  type accountPublicNameRequestSchema,
  type accountUserTypeRequestSchema,
  type accountWalletRequestSchema,
  type InvestmentStatus,
  type KycProviderStatus,
  inRoleGroups,
  KYC_DOCUMENTS_BY_PERSON,
  kycProviderStatusSchema,
  profileImageSchema,
  riskWarningThreshold,
  roleGroupOf,
  ACCOUNT_ERROR_KEYS,
  IMAGE_EXTENSIONS,
  PROFILE_IMAGE_MAX_MB,
  REPRESENTATION_TYPES,
} from 'shared';
import * as v from 'valibot';
import type { Deps } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import { revokeUserTokens } from '../../auth/sessions.js';
import { companies, files, investments, investmentSignatures, issuances, kycChecks, paymentAttempts, userIdentities, users, WALLET_ADDRESS_INDEX, wallets } from '../../db/schema.js';
import { isImage, sniff } from '../../files/sniff.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError, errors } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isUuid } from '../../lib/uuid.js';
import { parseWith, ValidationError } from '../../lib/validation.js';
import { rolesOf } from '../../users/users.repository.js';
import { bankingDataColumns, legalDataColumns, personalDataColumns, saveCompany, savePartners } from '../../users/profile-writes.js';
import { changePassword } from '../auth/auth.handlers.js';
import { PFP } from '../base-paths.js';
import type { Caller } from '../caller.js';
import { customizationOf } from '../customization/customization.handlers.js';
import type { StoredFile } from '../files/files.handlers.js';
import { freshUser } from '../invest/invest.handlers.js';
import { saveInvestorType, saveLossBearingCapacity, suitabilityStateOf } from '../onboarding/onboarding.handlers.js';
import { personTypeOf } from '../../users/user-wire.js';

/**
 * The account pages (issue 12): every section of the signed-in user read at once, and each one
 * written on its own with the schema and the columns the onboarding uses (`profile-writes.ts`).
 */

type In<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

/** Investments that still move money or tokens: any status but these keeps the account. */
const SETTLED_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['CANCELED', 'MINTED', 'CLOSED'];

const documentUrl = (id: string) => `${PFP}/users/me/account/documents/${id}`;

async function companyOf(deps: Deps, userId: string) {
  const [row] = await deps.db.select().from(companies).where(eq(companies.userId, userId)).limit(1);
  return row;
}

function partnersAnswer(company: typeof companies.$inferSelect | undefined) {
  const partners = (company?.seniorPartners ?? []).map((partner) => ({ name: partner.name, surname: partner.surname, id_number: partner.id_number, share: partner.percentage }));
  return { has_significant_partners: partners.length > 0, partners };
}

function companyAnswer(company: typeof companies.$inferSelect | undefined): Account['company'] {
  if (!company) return null;
  return {
    organization_name: company.organisationName,
    tax_id: company.taxId,
    activity: company.activity,
    contact_email: company.contactEmail,
    representative_name: company.representativeName,
    representative_surname: company.representativeSurname,
    representative_id_number: company.representativeIdNumber,
    representation: REPRESENTATION_TYPES.find((type) => type === company.representation) ?? null,
    nationality: company.nationality,
    birthplace_city: company.birthplaceCity,
    birthplace_country: company.birthplaceCountry,
    address: company.address,
    city: company.city,
    postal_code: company.postalCode,
    province: company.province,
    country_of_residence: company.countryOfResidence,
    ...partnersAnswer(company),
  };
}

/** The tenant hides the extra personal fields (`hide.extraFields`): they are neither shown nor kept. */
function personalAnswer(user: User, hideExtra: boolean): Account['personal'] {
  const extra = (value: string | null) => (hideExtra ? null : value);
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    secondary_phone: extra(user.secondaryPhone),
    birthday: user.birthday,
    gender: extra(user.gender),
    occupation: extra(user.occupation),
    marital_status: extra(user.maritalStatus),
    spouse_name: extra(user.spouseName),
    spouse_surname: extra(user.spouseSurname),
    spouse_id_number: extra(user.spouseIdNumber),
    commercial_communications: user.commercialCommunications,
    saved_at: user.personalDataSavedAt?.toISOString() ?? null,
  };
}

function legalAnswer(user: User): Account['legal'] {
  return {
    person_type: personTypeOf(user),
    first_name: user.name,
    last_name: user.surname,
    id_number: user.idNumber,
    id_expiry_date: user.idExpiryDate,
    birthday: user.birthday,
    nationality: user.nationality,
    address: user.address,
    city: user.city,
    postal_code: user.postalCode,
    province: user.province,
    country_of_residence: user.countryOfResidence,
  };
}

function bankingAnswer(user: User): Account['banking'] {
  const accountType = user.accountType === 'checking' || user.accountType === 'savings' ? user.accountType : null;
  return { account_holder: user.accountHolder, iban: user.iban, bic: user.bic, bank: user.bank, account_type: accountType };
}

function investorProfileAnswer(user: User): NonNullable<Account['investor_profile']> {
  return {
    sophisticated: user.sophisticated,
    declared_at: user.investorTypeDeclaredAt?.toISOString() ?? null,
    loss_bearing:
      user.lossBearingCalculatedAt && user.annualIncome && user.liquidAssets && user.financialCommitments && user.netWorth && user.lossBearingCapacity
        ? {
            annual_income: user.annualIncome,
            liquid_assets: user.liquidAssets,
            financial_commitments: user.financialCommitments,
            net_worth: user.netWorth,
            capacity: user.lossBearingCapacity,
            risk_warning_threshold: riskWarningThreshold(user.netWorth),
            calculated_at: user.lossBearingCalculatedAt.toISOString(),
          }
        : null,
  };
}

function userTypeAnswer(user: User, legalTypeAllowed: boolean): NonNullable<Account['user_type']> {
  return { person_type: personTypeOf(user), sophisticated: user.sophisticated, legal_type_allowed: legalTypeAllowed };
}

/** The wallet tokens are minted to (the first), and when it was proven the user's. */
async function walletOf(deps: Deps, userId: string): Promise<NonNullable<Account['wallet']>> {
  const [row] = await deps.db
    .select({ address: wallets.address, verifiedAt: wallets.verifiedAt })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(wallets.createdAt, wallets.id)
    .limit(1);
  return { wallet_address: row?.address ?? null, verified_at: row?.verifiedAt?.toISOString() ?? null };
}

async function latestCheck(deps: Deps, userId: string) {
  const [row] = await deps.db.select().from(kycChecks).where(eq(kycChecks.userId, userId)).orderBy(desc(kycChecks.submittedAt)).limit(1);
  return row;
}

async function identificationAnswer(deps: Deps, user: User): Promise<Account['identification']> {
  const check = await latestCheck(deps, user.id);
  const providerStatus = v.safeParse(kycProviderStatusSchema, check?.providerStatus);
  return {
    kyc_status: user.kycStatus,
    flags: user.flags,
    message: user.flagsMessage,
    provider: check?.provider ?? null,
    provider_status: providerStatus.success ? (providerStatus.output as KycProviderStatus) : null,
    submitted_at: check?.submittedAt.toISOString() ?? null,
    decided_at: check?.decidedAt?.toISOString() ?? null,
    required_documents: [...KYC_DOCUMENTS_BY_PERSON[personTypeOf(user)]],
    documents: (check?.documents ?? []).map((document) => ({ id: document.fileId, type: document.type, name: document.name, issued_on: document.issuedOn, download_url: documentUrl(document.fileId) })),
  };
}

/** Every file of the user's: KYC documents of every check, proofs of payment and signed contracts of their investments. */
async function documentsOf(deps: Deps, tenantId: string, userId: string) {
  const kycIds = (await deps.db.select({ documents: kycChecks.documents }).from(kycChecks).where(eq(kycChecks.userId, userId))).flatMap((row) => row.documents.map((document) => document.fileId));
  const kyc = kycIds.length
    ? await deps.db.select().from(files).where(and(eq(files.tenantId, tenantId), inArray(files.id, kycIds)))
    : [];
  const proofs = await deps.db
    .select({ file: files, investmentId: investments.id, title: issuances.title })
    .from(paymentAttempts)
    .innerJoin(investments, eq(investments.id, paymentAttempts.investmentId))
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .innerJoin(files, eq(files.id, paymentAttempts.proofFileId))
    .where(and(eq(investments.investorId, userId), eq(investments.tenantId, tenantId), isNotNull(paymentAttempts.proofUploadedAt)));
  const contracts = await deps.db
    .select({ file: files, investmentId: investments.id, title: issuances.title })
    .from(investmentSignatures)
    .innerJoin(investments, eq(investments.id, investmentSignatures.investmentId))
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .innerJoin(files, eq(files.id, investmentSignatures.fileId))
    .where(and(eq(investments.investorId, userId), eq(investments.tenantId, tenantId)));
  return [
    ...contracts.map((row) => ({ kind: 'signed_contract' as const, file: row.file, investmentId: row.investmentId, title: row.title })),
    ...proofs.map((row) => ({ kind: 'proof_of_payment' as const, file: row.file, investmentId: row.investmentId, title: row.title })),
    ...kyc.map((file) => ({ kind: 'kyc' as const, file, investmentId: null, title: null })),
  ];
}

/** GET /users/me/account: every section; those that do not apply to the user's role or person type are null. */
export async function getAccount(deps: Deps, { tenant, principal }: Caller): Promise<{ data: Account }> {
  const user = await freshUser(deps.db, principal.user.id);
  const customization = customizationOf(tenant);
  const investor = inRoleGroups(rolesOf(user), ['investor']);
  const legal = user.investorType === 'legal';
  const company = legal ? await companyOf(deps, user.id) : undefined;
  const documents = await documentsOf(deps, tenant.id, user.id);
  return {
    data: {
      id: user.id,
      area: roleGroupOf(user.primaryRole),
      personal: personalAnswer(user, customization.hide.extraFields),
      legal: legalAnswer(user),
      identification: await identificationAnswer(deps, user),
      banking: bankingAnswer(user),
      public_name: user.publicName,
      profile_image_url: user.profileImage,
      preferences: { language: user.language, commercial_communications: user.commercialCommunications },
      documents: documents.map((document) => ({
        id: document.file.id,
        kind: document.kind,
        name: document.file.name,
        content_type: document.file.contentType,
        created_at: document.file.createdAt.toISOString(),
        investment_id: document.investmentId,
        project_title: document.title,
        download_url: documentUrl(document.file.id),
      })),
      suitability: investor ? suitabilityStateOf(user) : null,
      wallet: investor ? await walletOf(deps, user.id) : null,
      investor_profile: investor ? investorProfileAnswer(user) : null,
      additional: investor ? user.additionalInformation : null,
      beneficiaries: investor ? user.beneficiaries : null,
      user_type: investor ? userTypeAnswer(user, !customization.hide.legalTypeInvestor) : null,
      company: legal ? companyAnswer(company) : null,
      partners: legal ? partnersAnswer(company) : null,
    },
  };
}

/** GET /users/me/account/documents/{id}: one of the user's own files; anyone else's, or none, is 404 document_not_found. */
export async function accountDocument(deps: Deps, { tenant, principal }: Caller, id: string): Promise<StoredFile> {
  if (!isUuid(id)) throw errors.notFound(ACCOUNT_ERROR_KEYS.documentNotFound);
  const found = (await documentsOf(deps, tenant.id, principal.user.id)).find((document) => document.file.id === id);
  if (!found) throw errors.notFound(ACCOUNT_ERROR_KEYS.documentNotFound);
  return { ...found.file, name: path.parse(found.file.name).name || 'document' };
}

// ---------------------------------------------------------------- section writes

async function update(deps: Deps, userId: string, columns: Partial<typeof users.$inferInsert>): Promise<User> {
  const [row] = await deps.db.update(users).set(columns).where(eq(users.id, userId)).returning();
  if (!row) throw errors.unauthenticated();
  return row;
}

export async function savePersonal(deps: Deps, { tenant, principal }: Caller, values: In<typeof accountPersonalRequestSchema>) {
  const customization = customizationOf(tenant);
  if (customization.extras.mandatoryCommercialCommunications && !values.commercial_communications) {
    throw new ValidationError({ commercial_communications: { key: 'validator.error_commercial_required' } });
  }
  const columns = personalDataColumns(values);
  // Extra fields the tenant hides are not asked, so what was stored stays as it was.
  const kept = customization.hide.extraFields
    ? Object.fromEntries(Object.entries(columns).filter(([key]) => !['secondaryPhone', 'gender', 'occupation', 'maritalStatus', 'spouseName', 'spouseSurname', 'spouseIdNumber'].includes(key)))
    : columns;
  const user = await update(deps, principal.user.id, { ...kept, personalDataSavedAt: deps.clock.now() });
  return { data: personalAnswer(user, customization.hide.extraFields) };
}

export async function saveLegal(deps: Deps, { principal }: Caller, values: In<typeof accountLegalRequestSchema>) {
  const current = await freshUser(deps.db, principal.user.id);
  // The person type is the user type section's; the legal data describes that same person.
  if (values.person_type !== personTypeOf(current)) throw new ValidationError({ person_type: { key: 'validator.form_field_invalid' } });
  const user = await update(deps, current.id, legalDataColumns(values));
  return { data: legalAnswer(user) };
}

export async function saveBanking(deps: Deps, { principal }: Caller, values: In<typeof accountBankingRequestSchema>) {
  const user = await update(deps, principal.user.id, bankingDataColumns(values));
  return { data: bankingAnswer(user) };
}

export async function saveAdditional(deps: Deps, { principal }: Caller, values: In<typeof accountAdditionalRequestSchema>) {
  const user = await update(deps, principal.user.id, { additionalInformation: values });
  return { data: user.additionalInformation };
}

/** The user type: the onboarding's investor-type use case; a tenant hiding the legal type refuses it. */
export async function saveUserType(deps: Deps, caller: Caller, values: In<typeof accountUserTypeRequestSchema>) {
  const legalTypeAllowed = !customizationOf(caller.tenant).hide.legalTypeInvestor;
  if (values.person_type === 'legal' && !legalTypeAllowed) throw new ValidationError({ person_type: { key: 'validator.form_field_invalid' } });
  await saveInvestorType(deps, caller, values);
  return { data: userTypeAnswer(await freshUser(deps.db, caller.principal.user.id), legalTypeAllowed) };
}

/** The loss-bearing figures: the onboarding's simulation, stored the same way. */
export async function saveInvestorProfile(deps: Deps, caller: Caller, values: In<typeof accountInvestorProfileRequestSchema>) {
  await saveLossBearingCapacity(deps, caller, values);
  return { data: investorProfileAnswer(await freshUser(deps.db, caller.principal.user.id)) };
}

async function legalPerson(deps: Deps, userId: string): Promise<User> {
  const user = await freshUser(deps.db, userId);
  if (user.investorType !== 'legal') throw new ApiError(409, ACCOUNT_ERROR_KEYS.notLegalPerson);
  return user;
}

export async function saveCompanyData(deps: Deps, { principal }: Caller, values: In<typeof accountCompanyRequestSchema>) {
  const user = await legalPerson(deps, principal.user.id);
  await saveCompany(deps.db, user.id, values);
  const answer = companyAnswer(await companyOf(deps, user.id));
  if (!answer) throw new Error('company not stored');
  return { data: answer };
}

/** The partners alone need the company saved first (its name and tax id are required): else 409 account_company_required. */
export async function savePartnersData(deps: Deps, { principal }: Caller, values: In<typeof accountPartnersRequestSchema>) {
  const user = await legalPerson(deps, principal.user.id);
  const saved = await savePartners(deps.db, user.id, values.has_significant_partners ? values.partners : []);
  if (!saved) throw new ApiError(409, ACCOUNT_ERROR_KEYS.companyRequired);
  return { data: partnersAnswer(await companyOf(deps, user.id)) };
}

export async function saveBeneficiaries(deps: Deps, { principal }: Caller, values: In<typeof accountBeneficiariesRequestSchema>) {
  const user = await update(deps, principal.user.id, { beneficiaries: values.beneficiaries });
  return { data: user.beneficiaries };
}

/**
 * The wallet where tokens are minted, stored with its 0x; replaces the first wallet (kept for its
 * history) or adds one. The tokens stay with the user whatever the address (the ledger keeps them
 * per user). An address another user of the tenant has is 409 `wallet_address_taken`, decided by
 * the unique index, so of two users claiming one address at the same time only one gets it.
 * Another address is not the one proven: its verification and evidence go (the same address in
 * another letter case keeps them).
 */
export async function saveWallet(deps: Deps, { tenant, principal }: Caller, values: In<typeof accountWalletRequestSchema>) {
  const address = values.wallet_address.startsWith('0x') ? values.wallet_address : `0x${values.wallet_address}`;
  let verifiedAt: Date | null = null;
  try {
    verifiedAt = await deps.db.transaction(async (tx) => {
      const [first] = await tx
        .select({ id: wallets.id, address: wallets.address, verifiedAt: wallets.verifiedAt })
        .from(wallets)
        .where(eq(wallets.userId, principal.user.id))
        .orderBy(wallets.createdAt, wallets.id)
        .limit(1);
      if (!first) {
        await tx.insert(wallets).values({ tenantId: tenant.id, userId: principal.user.id, address });
        return null;
      }
      const same = first.address.toLowerCase() === address.toLowerCase();
      const unproven = { verifiedAt: null, verificationMessage: null, verificationSignature: null };
      await tx.update(wallets).set({ address, ...(same ? {} : unproven) }).where(eq(wallets.id, first.id));
      return same ? first.verifiedAt : null;
    });
  } catch (error) {
    if (isUniqueViolation(error, WALLET_ADDRESS_INDEX)) throw new ApiError(409, ACCOUNT_ERROR_KEYS.walletAddressTaken);
    throw error;
  }
  return { data: { wallet_address: address, verified_at: verifiedAt?.toISOString() ?? null } };
}

export async function savePublicName(deps: Deps, { principal }: Caller, values: In<typeof accountPublicNameRequestSchema>) {
  const user = await update(deps, principal.user.id, { publicName: values.public_name });
  return { data: { public_name: user.publicName ?? values.public_name } };
}

export async function savePreferences(deps: Deps, { tenant, principal }: Caller, values: In<typeof accountPreferencesRequestSchema>) {
  if (values.commercial_communications === false && customizationOf(tenant).extras.mandatoryCommercialCommunications) {
    throw new ValidationError({ commercial_communications: { key: 'validator.error_commercial_required' } });
  }
  const user = await update(deps, principal.user.id, {
    ...(values.language === undefined ? {} : { language: values.language }),
    ...(values.commercial_communications === undefined ? {} : { commercialCommunications: values.commercial_communications }),
  });
  return { data: { language: user.language, commercial_communications: user.commercialCommunications } };
}

/** The same use case as POST /auth/change-password: 422 wrong_password, rate-limited, other sessions end. */
export async function saveAccountPassword(deps: Deps, { principal }: Caller, values: In<typeof accountPasswordRequestSchema>) {
  const answer = await changePassword(deps, principal, values);
  return { data: { password_changed: answer.data.password_changed } };
}

// ---------------------------------------------------------------- profile image

const PROFILE_IMAGE_FIELD = 'image';
const fileIdOf = (url: string | null) => (url ? /\/files\/([0-9a-f-]{36})$/.exec(url)?.[1] : undefined);

async function removeProfileImageFile(deps: Deps, tenantId: string, url: string | null): Promise<void> {
  const id = fileIdOf(url);
  if (!id) return;
  const removed = await deps.db.delete(files).where(and(eq(files.id, id), eq(files.tenantId, tenantId))).returning();
  await deps.files.remove(removed);
}

/**
 * PUT /users/me/account/image (multipart `image`): an image within the shared rule (extension and
 * size), whose first bytes must say it is one of the allowed images. Stored as uploaded, public
 * like issuance images (`GET /files/{id}`); the server does not resize: the front end crops
 * before sending and the size limit keeps it small. Replaces the previous image.
 */
export async function uploadProfileImage(deps: Deps, { tenant, principal }: Caller, body: Record<string, unknown>, origin: string): Promise<AccountImageResponse> {
  const raw = body[PROFILE_IMAGE_FIELD];
  const upload = Array.isArray(raw) ? raw[0] : raw;
  const { image } = await parseWith(profileImageSchema, { [PROFILE_IMAGE_FIELD]: upload instanceof File ? upload : undefined });
  const bytes = new Uint8Array(await (image as File).arrayBuffer());
  const type = sniff(bytes);
  if (!type || !isImage(type)) throw new ValidationError({ [PROFILE_IMAGE_FIELD]: { key: 'validator.error_image_size', params: { maxSizeFile: PROFILE_IMAGE_MAX_MB, extensions: IMAGE_EXTENSIONS.join(', ') } } });
  const fileId = randomUUID();
  const relative = await deps.files.save(tenant.id, fileId, type.extension, bytes);
  const url = `${origin}${PFP}/files/${fileId}`;
  const previous = (await freshUser(deps.db, principal.user.id)).profileImage;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(files).values({ id: fileId, tenantId: tenant.id, issuanceId: null, purpose: 'image', storage: 'upload', path: relative, name: image.name.slice(0, 200) || 'profile', contentType: type.contentType });
      await tx.update(users).set({ profileImage: url }).where(eq(users.id, principal.user.id));
    });
  } catch (error) {
    await deps.files.remove([{ storage: 'upload', path: relative }]);
    throw error;
  }
  await removeProfileImageFile(deps, tenant.id, previous);
  return { data: { profile_image_url: url } };
}

export async function deleteProfileImage(deps: Deps, { tenant, principal }: Caller): Promise<AccountImageResponse> {
  const previous = (await freshUser(deps.db, principal.user.id)).profileImage;
  await update(deps, principal.user.id, { profileImage: null });
  await removeProfileImageFile(deps, tenant.id, previous);
  return { data: { profile_image_url: null } };
}

// ---------------------------------------------------------------- delete account

/**
 * DELETE /users/me/account, confirmed by the password. Refused (409) while an investment is open
 * (any status but CANCELED, MINTED, CLOSED: money is on its way or held) or the user holds tokens
 * (its minted investments, or the ledger's balance of a project it sent or received tokens of). Otherwise the row stays, for the investments and the audit log that point
 * at it, but anonymised: e-mail and username replaced, password unusable, every personal, legal,
 * banking, company, wallet, beneficiary and profile field cleared, KYC files and the profile image
 * deleted (rows and bytes); status `deleted`, so it cannot sign in, and every session ends.
 * Signed contracts and proofs of past (cancelled or closed) investments are kept: they are the
 * record of a payment. The address may register again.
 */
export async function deleteAccount(deps: Deps, { tenant, principal }: Caller, values: In<typeof accountDeleteRequestSchema>): Promise<AccountDeletedResponse> {
  const user = await freshUser(deps.db, principal.user.id);
  const attempt = await deps.rateLimiter.reserve([{ key: `password:user:${user.id}`, max: deps.env.LOGIN_MAX_FAILURES_PER_EMAIL }]);
  if (!(await verifyPassword(user.passwordHash, values.password))) throw new ApiError(422, ACCOUNT_ERROR_KEYS.wrongPassword);
  await attempt.release();
  const kept = await deps.db
    .select({ status: investments.status })
    .from(investments)
    .where(and(eq(investments.investorId, user.id), notInArray(investments.status, ['CANCELED', 'CLOSED'])));
  if (kept.some((row) => !SETTLED_INVESTMENT_STATUSES.includes(row.status))) throw new ApiError(409, ACCOUNT_ERROR_KEYS.openInvestments);
  // Tokens held as the portfolio counts them: a holder who transferred all away may go, one who received some may not.
  const held = await tokensByProject(deps, tenant.id, user.id);
  if ([...held.values()].some((tokens) => tokens > 0)) throw new ApiError(409, ACCOUNT_ERROR_KEYS.holdsTokens);
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  const anonymous = `deleted-${user.id}@deleted.invalid`;
  const kycFiles = (await deps.db.select({ documents: kycChecks.documents }).from(kycChecks).where(eq(kycChecks.userId, user.id))).flatMap((row) => row.documents.map((document) => document.fileId));
  const imageId = fileIdOf(user.profileImage);
  const removable = [...kycFiles, ...(imageId ? [imageId] : [])];
  const removed = await deps.db.transaction(async (tx) => {
    await tx.delete(companies).where(eq(companies.userId, user.id));
    await tx.delete(wallets).where(eq(wallets.userId, user.id));
    // Google no longer signs in as the anonymised row; the address may register again.
    await tx.delete(userIdentities).where(eq(userIdentities.userId, user.id));
    await tx.update(kycChecks).set({ documents: [] }).where(eq(kycChecks.userId, user.id));
    const gone = removable.length ? await tx.delete(files).where(and(eq(files.tenantId, tenant.id), inArray(files.id, removable))).returning() : [];
    await tx
      .update(users)
      .set({
        email: anonymous,
        username: anonymous,
        passwordHash: unusable,
        status: 'deleted',
        deletedAt: deps.clock.now(),
        commercialCommunications: false,
        profileImage: null,
        publicName: null,
        ...Object.fromEntries(PERSONAL_COLUMNS.map((column) => [column, null])),
        beneficiaries: [],
        additionalInformation: null,
        onboardingDrafts: {},
        language: null,
        flagsMessage: null,
      })
      .where(eq(users.id, user.id));
    return gone;
  });
  await deps.files.remove(removed);
  await revokeUserTokens(deps.db, deps.clock, user.id);
  return { data: { deleted: true } };
}

/** Personal, legal, banking and financial columns an anonymised account no longer holds. */
const PERSONAL_COLUMNS = [
  'name',
  'surname',
  'phone',
  'secondaryPhone',
  'birthday',
  'nationality',
  'idNumber',
  'idExpiryDate',
  'countryOfResidence',
  'address',
  'city',
  'postalCode',
  'province',
  'gender',
  'occupation',
  'maritalStatus',
  'spouseName',
  'spouseSurname',
  'spouseIdNumber',
  'accountHolder',
  'iban',
  'bic',
  'bank',
  'accountType',
  'bankAccountNumber',
  'annualIncome',
  'liquidAssets',
  'financialCommitments',
  'netWorth',
  'lossBearingCapacity',
] as const satisfies readonly (keyof typeof users.$inferInsert)[];
