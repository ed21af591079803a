import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type additionalDataRequestSchema,
  businessDay,
  COMPANY_DOCUMENT_TYPES,
  createKycDocumentsSchema,
  createKycIssueDatesSchema,
  KYC_COMPANY_FIELD,
  KYC_DOCUMENTS_BY_PERSON,
  kycCompanySchema,
  kycIssuedOnField,
  lossBearingCapacity,
  type lossBearingCapacitySchema,
  netWorthOf,
  ONBOARDING_DRAFT_MAX_BYTES,
  riskWarningThreshold,
  SUITABILITY_QUESTION_IDS,
  SUITABILITY_RETRIES,
  type investorTypeRequestSchema,
  type personalDataRequestSchema,
  type DraftResponse,
  type KycSubmissionResponse,
  type LossBearing,
  type OnboardingDraftStep,
  type OnboardingState,
  type SuitabilityState,
  type SuitabilityTestResponse,
} from 'shared';
import type * as v from 'valibot';
import type { Deps } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import { files, kycChecks, users } from '../../db/schema.js';
import { isImage, isPdf, sniff } from '../../files/sniff.js';
import { onboardingProgress } from '../../investments/onboarding-progress.js';
import type { KycDocument } from '../../kyc/kyc-provider.js';
import { ApiError } from '../../lib/errors.js';
import { bankingDataColumns, legalDataColumns, personalDataColumns, saveCompany } from '../../users/profile-writes.js';
import { parseWith, ValidationError } from '../../lib/validation.js';
import type { Caller } from '../caller.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { freshUser } from '../invest/invest.handlers.js';
import { personTypeOf } from '../../users/user-wire.js';

// ---------------------------------------------------------------- suitability test

/**
 * The answer key of the seven true/false questions: only here, never sent. The wording lives in
 * the front end's messages under the questions' ids.
 */
const SUITABILITY_KEY: readonly boolean[] = [true, false, true, true, false, true, false];
/** Right answers needed to pass (spec: "pass percentage: not shown"; 5 of 7 is about 70 %). */
const SUITABILITY_PASS_MARK = 5;
const SUITABILITY_MAX_ATTEMPTS = 1 + SUITABILITY_RETRIES;

export function suitabilityTest(): SuitabilityTestResponse {
  return { data: { questions: SUITABILITY_QUESTION_IDS.map((id) => ({ id })), pass_mark: SUITABILITY_PASS_MARK, retries: SUITABILITY_RETRIES } };
}

export function suitabilityStateOf(user: User): SuitabilityState {
  const failed = user.suitabilityResult === 'fail';
  const declared = user.suitabilityDeclaredAt !== null;
  return {
    attempts: user.suitabilityAttempts,
    result: user.suitabilityResult,
    score: user.suitabilityScore,
    pass_mark: SUITABILITY_PASS_MARK,
    can_retry: failed && !declared && user.suitabilityAttempts < SUITABILITY_MAX_ATTEMPTS,
    declaration_available: failed && !declared,
    declared_at: user.suitabilityDeclaredAt?.toISOString() ?? null,
    completed_at: user.suitabilityCompletedAt?.toISOString() ?? null,
    done: user.suitabilityResult === 'pass' || declared,
  };
}

/** Scores the answers: one attempt and one retry after a fail; after that only the typed declaration goes on. */
export async function takeSuitabilityTest(deps: Deps, { principal }: Caller, answers: readonly boolean[]): Promise<{ data: SuitabilityState }> {
  const user = await freshUser(deps.db, principal.user.id);
  if (user.suitabilityResult === 'pass') throw new ApiError(409, 'suitability_already_passed');
  if (user.suitabilityDeclaredAt !== null || user.suitabilityAttempts >= SUITABILITY_MAX_ATTEMPTS) throw new ApiError(409, 'suitability_attempts_exhausted');
  const score = answers.filter((answer, index) => answer === SUITABILITY_KEY[index]).length;
  // Conditional on the attempts read: two submissions at once count as one attempt, not three.
  const [updated] = await deps.db
    .update(users)
    .set({
      suitabilityAttempts: user.suitabilityAttempts + 1,
      suitabilityResult: score >= SUITABILITY_PASS_MARK ? 'pass' : 'fail',
      suitabilityScore: score,
      suitabilityCompletedAt: deps.clock.now(),
    })
    .where(and(eq(users.id, user.id), eq(users.suitabilityAttempts, user.suitabilityAttempts)))
    .returning();
  if (!updated) throw new ApiError(409, 'suitability_attempts_exhausted');
  return { data: suitabilityStateOf(updated) };
}

/** After a failed test the investor types Declaro and goes on anyway (spec section 4). */
export async function declareSuitability(deps: Deps, { principal }: Caller): Promise<{ data: SuitabilityState }> {
  const user = await freshUser(deps.db, principal.user.id);
  if (user.suitabilityResult !== 'fail') throw new ApiError(409, 'suitability_declaration_not_needed');
  if (user.suitabilityDeclaredAt !== null) return { data: suitabilityStateOf(user) };
  const [updated] = await deps.db.update(users).set({ suitabilityDeclaredAt: deps.clock.now() }).where(eq(users.id, user.id)).returning();
  return { data: suitabilityStateOf(updated ?? user) };
}

// ---------------------------------------------------------------- loss-bearing capacity

function lossBearingOf(user: User): LossBearing | null {
  if (!user.lossBearingCalculatedAt || !user.annualIncome || !user.liquidAssets || !user.financialCommitments || !user.netWorth || !user.lossBearingCapacity) {
    return null;
  }
  return {
    annual_income: user.annualIncome,
    liquid_assets: user.liquidAssets,
    financial_commitments: user.financialCommitments,
    net_worth: user.netWorth,
    capacity: user.lossBearingCapacity,
    risk_warning_threshold: riskWarningThreshold(user.netWorth),
    calculated_at: user.lossBearingCalculatedAt.toISOString(),
  };
}

/** The simulation: exact amounts in, net worth and 10 % of it out, stored for the Art. 21(7) check of later orders. */
export async function saveLossBearingCapacity(deps: Deps, { principal }: Caller, values: v.InferOutput<typeof lossBearingCapacitySchema>): Promise<{ data: LossBearing }> {
  const [updated] = await deps.db
    .update(users)
    .set({
      annualIncome: values.annual_income,
      liquidAssets: values.liquid_assets,
      financialCommitments: values.financial_commitments,
      netWorth: netWorthOf(values),
      lossBearingCapacity: lossBearingCapacity(values),
      lossBearingCalculatedAt: deps.clock.now(),
    })
    .where(eq(users.id, principal.user.id))
    .returning();
  const answer = updated && lossBearingOf(updated);
  if (!answer) throw new Error('loss-bearing capacity not stored');
  return { data: answer };
}

// ---------------------------------------------------------------- onboarding state and drafts

async function latestKycCheck(deps: Deps, userId: string) {
  const [row] = await deps.db.select().from(kycChecks).where(eq(kycChecks.userId, userId)).orderBy(desc(kycChecks.submittedAt)).limit(1);
  return row;
}

/** GET /users/me/onboarding: everything saved so far and each page's draft, so another device shows what was typed. */
export async function getOnboarding(deps: Deps, { tenant, principal }: Caller): Promise<{ data: OnboardingState }> {
  const user = await freshUser(deps.db, principal.user.id);
  const progress = onboardingProgress(customizationOf(tenant).flows.onboarding, user);
  const check = await latestKycCheck(deps, user.id);
  const additional = user.additionalInformation;
  return {
    data: {
      steps: [...progress.steps],
      completed: progress.completed,
      kyc_status: user.kycStatus,
      flags: user.flags,
      flags_message: user.flagsMessage,
      person_type: personTypeOf(user),
      sophisticated: user.sophisticated,
      investor_type_declared_at: user.investorTypeDeclaredAt?.toISOString() ?? null,
      personal_data: user.personalDataSavedAt
        ? {
            name: user.name,
            surname: user.surname,
            phone: user.phone,
            secondary_phone: user.secondaryPhone,
            birthday: user.birthday,
            gender: user.gender,
            occupation: user.occupation,
            marital_status: user.maritalStatus,
            spouse_name: user.spouseName,
            spouse_surname: user.spouseSurname,
            spouse_id_number: user.spouseIdNumber,
            commercial_communications: user.commercialCommunications,
          }
        : null,
      additional_data: user.additionalDataSavedAt
        ? {
            legal: {
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
            },
            banking: { account_holder: user.accountHolder, iban: user.iban, bic: user.bic, bank: user.bank, account_type: user.accountType },
            additional,
          }
        : null,
      kyc: check
        ? { submitted_at: check.submittedAt.toISOString(), documents: check.documents.map((document) => ({ type: document.type, name: document.name, issued_on: document.issuedOn })) }
        : null,
      suitability: suitabilityStateOf(user),
      loss_bearing: lossBearingOf(user),
      drafts: Object.fromEntries(Object.entries(user.onboardingDrafts).map(([step, draft]) => [step, draft.values])),
    },
  };
}

/** A form's values nest a few levels at most; deeper is not a form (and would not fit PostgreSQL's jsonb depth). */
const DRAFT_MAX_DEPTH = 16;

/** How deep a parsed JSON value nests, walked with a stack: a body nested thousands deep must not overflow the call stack. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > DRAFT_MAX_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** PUT /users/me/onboarding/drafts/{step}: replaces the page's draft; a form's values, never files, so small. */
export async function saveDraft(deps: Deps, { principal }: Caller, step: OnboardingDraftStep, values: Record<string, unknown>): Promise<DraftResponse> {
  if (depthOf(values) > DRAFT_MAX_DEPTH) throw new ValidationError({ values: { key: 'validator.form_field_invalid' } });
  if (Buffer.byteLength(JSON.stringify(values)) > ONBOARDING_DRAFT_MAX_BYTES) throw new ApiError(413, 'draft_too_large');
  const updatedAt = deps.clock.now().toISOString();
  const entry = JSON.stringify({ [step]: { values, updated_at: updatedAt } });
  // Merged in SQL: drafts of two pages saved at once from two tabs both stay.
  await deps.db
    .update(users)
    .set({ onboardingDrafts: sql`${users.onboardingDrafts} || ${entry}::jsonb` })
    .where(eq(users.id, principal.user.id));
  return { data: { step, values, updated_at: updatedAt } };
}

/** A page's data is saved: its draft has served its purpose. */
const withoutDraft = (step: OnboardingDraftStep) => sql`${users.onboardingDrafts} - ${step}::text`;

// ---------------------------------------------------------------- profile steps

export async function saveInvestorType(deps: Deps, caller: Caller, values: v.InferOutput<typeof investorTypeRequestSchema>): Promise<{ data: OnboardingState }> {
  await deps.db
    .update(users)
    .set({ investorType: values.person_type, sophisticated: values.sophisticated, investorTypeDeclaredAt: deps.clock.now(), onboardingDrafts: withoutDraft('type-of-investor') })
    .where(eq(users.id, caller.principal.user.id));
  return getOnboarding(deps, caller);
}

export async function savePersonalData(deps: Deps, caller: Caller, values: v.InferOutput<typeof personalDataRequestSchema>): Promise<{ data: OnboardingState }> {
  await deps.db
    .update(users)
    .set({
      ...personalDataColumns(values),
      personalDataSavedAt: deps.clock.now(),
      onboardingDrafts: withoutDraft('account-information'),
    })
    .where(eq(users.id, caller.principal.user.id));
  return getOnboarding(deps, caller);
}

export async function saveAdditionalData(deps: Deps, caller: Caller, values: v.InferOutput<typeof additionalDataRequestSchema>): Promise<{ data: OnboardingState }> {
  const user = await freshUser(deps.db, caller.principal.user.id);
  // The person type is chosen at the investor-type step; the legal data must describe the same person.
  if (values.legal.person_type !== user.investorType) throw new ValidationError({ 'legal.person_type': { key: 'validator.form_field_invalid' } });
  const { legal, banking, additional } = values;
  await deps.db
    .update(users)
    .set({
      ...legalDataColumns(legal),
      ...bankingDataColumns(banking),
      additionalInformation: additional,
      additionalDataSavedAt: deps.clock.now(),
      onboardingDrafts: withoutDraft('aditional-information'),
    })
    .where(eq(users.id, user.id));
  return getOnboarding(deps, caller);
}

// ---------------------------------------------------------------- KYC

type MultipartBody = Record<string, string | File | (string | File)[]>;

function single(body: MultipartBody, name: string): string | File | undefined {
  const value = body[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /users/me/kyc: the identity document (a natural person), or the company's data, partners
 * above 25 % and its four documents, company ones issued within three months (a legal person).
 * Files are checked by their first bytes (PDF or image) and stored like every upload; the
 * tenant's provider gets them and answers later through its webhook; until then the KYC is pending.
 */
export async function submitKyc(deps: Deps, { tenant, principal }: Caller, body: MultipartBody, callbackHost: string): Promise<KycSubmissionResponse> {
  const user = await freshUser(deps.db, principal.user.id);
  if (user.kycStatus === 'success') throw new ApiError(409, 'kyc_already_approved');
  if (user.kycStatus === 'pending') throw new ApiError(409, 'kyc_pending_validation');
  const personType = personTypeOf(user);
  const required = KYC_DOCUMENTS_BY_PERSON[personType];
  const fileFields = Object.fromEntries(required.map((type) => [type, single(body, type)]));
  await parseWith(createKycDocumentsSchema(personType), fileFields);

  let company: v.InferOutput<typeof kycCompanySchema> | undefined;
  let issuedOn: Record<string, string> = {};
  if (personType === 'legal') {
    const raw = single(body, KYC_COMPANY_FIELD);
    let parsed: unknown;
    try {
      parsed = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined) throw new ValidationError({ [KYC_COMPANY_FIELD]: { key: 'validator.error_null' } });
    try {
      company = await parseWith(kycCompanySchema, parsed);
    } catch (error) {
      // The company's fields travel as one JSON field: their errors are named under it.
      if (error instanceof ValidationError) throw new ValidationError(Object.fromEntries(Object.entries(error.fields).map(([path, field]) => [`${KYC_COMPANY_FIELD}.${path}`, field])));
      throw error;
    }
    const today = businessDay(deps.clock.now(), tenant.timeZone);
    issuedOn = await parseWith(createKycIssueDatesSchema(today), Object.fromEntries(COMPANY_DOCUMENT_TYPES.map((type) => [kycIssuedOnField(type), single(body, kycIssuedOnField(type))])));
  }

  const documents: (KycDocument & { fileId: string; extension: string })[] = [];
  for (const type of required) {
    const file = fileFields[type] as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniff(bytes);
    if (!sniffed || !(isPdf(sniffed) || isImage(sniffed))) throw new ValidationError({ [type]: { key: 'validator.form_field_invalid' } });
    documents.push({ type, name: file.name, contentType: sniffed.contentType, bytes, issuedOn: issuedOn[kycIssuedOnField(type)] ?? null, fileId: randomUUID(), extension: sniffed.extension });
  }

  const provider = deps.kyc.forTenant(customizationOf(tenant).modules.kyc);
  const now = deps.clock.now();
  // Files first, rows after: a failure between leaves an unreachable file, never a row without its file.
  const saved: string[] = [];
  try {
    for (const document of documents) saved.push(await deps.files.save(tenant.id, document.fileId, document.extension, document.bytes));
    const submitted = await provider.submit({ tenantId: tenant.id, userId: user.id, personType, documents, callbackHost });
    await deps.db.transaction(async (tx) => {
      await tx.insert(files).values(
        documents.map((document, index) => ({
          id: document.fileId,
          tenantId: tenant.id,
          issuanceId: null,
          purpose: 'kyc' as const,
          storage: 'upload' as const,
          path: saved[index] ?? '',
          name: document.name,
          contentType: document.contentType,
        })),
      );
      await tx.insert(kycChecks).values({
        tenantId: tenant.id,
        userId: user.id,
        provider: provider.name,
        reference: submitted.reference,
        status: 'pending',
        providerStatus: submitted.status ?? null,
        documents: documents.map((document) => ({ type: document.type, fileId: document.fileId, name: document.name, issuedOn: document.issuedOn })),
        submittedAt: now,
      });
      if (company) await saveCompany(tx, user.id, company);
      await tx.update(users).set({ kycStatus: 'pending', kycSubmittedAt: now, onboardingDrafts: withoutDraft('identification') }).where(eq(users.id, user.id));
    });
  } catch (error) {
    await deps.files.remove(saved.map((path) => ({ storage: 'upload' as const, path })));
    throw error;
  }
  return {
    data: {
      kyc_status: 'pending',
      submitted_at: now.toISOString(),
      documents: documents.map((document) => ({ type: document.type, name: document.name, issued_on: document.issuedOn })),
    },
  };
}
