/**
 * The account routes of the HTTP contract (`/users/me/account*`, and the knowledge test's
 * `/suitability-test` routes the account page takes it with) answered by MSW over one
 * contract-checked account (`shared/account/testing`), as the API answers them: each write is
 * checked with its shared request schema (400 `validation_error` with the fields' keys), a wrong
 * current password is 422 `wrong_password`, a refused delete 409 with its reason, a test
 * attempt the rules do not allow 409 as well. Stateful, so a
 * test or a standalone page sees what it saved. Paths start with `*`: any tenant's API base.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { SUITABILITY_RETRIES } from '../domain/onboarding';
import { SUITABILITY_QUESTION_IDS, suitabilityAnswersRequestSchema, type SuitabilityState } from '../invest/invest.schemas';
import { declarationSchema } from '../schemas/declaration.schema';
import { lossBearingCapacity, lossBearingCapacitySchema, netWorthOf, riskWarningThreshold } from '../schemas/loss-bearing-capacity.schema';
import { collectFieldErrors } from '../validation/field-errors';
import {
  ACCOUNT_ERROR_KEYS,
  accountAdditionalRequestSchema,
  accountBankingRequestSchema,
  accountBeneficiariesRequestSchema,
  accountCompanyRequestSchema,
  accountDeleteRequestSchema,
  accountLegalRequestSchema,
  accountPartnersRequestSchema,
  accountPasswordRequestSchema,
  accountPersonalRequestSchema,
  accountPreferencesRequestSchema,
  accountPublicNameRequestSchema,
  accountUserTypeRequestSchema,
  accountWalletRequestSchema,
  type Account,
  WALLET_CHALLENGE_MINUTES,
  walletChallengeRequestSchema,
  walletVerifyRequestSchema,
} from './account.schemas';
import { ACCOUNT_PASSWORD } from './account-testing';

export interface AccountApiOptions {
  /** Why DELETE /users/me/account is refused (an `ACCOUNT_ERROR_KEYS` value); deleted when absent. */
  deleteRefusal?: string;
  /** The user's current password (`ACCOUNT_PASSWORD` by default). */
  password?: string;
  /**
   * The right answers each suitability attempt scores, in order (the answer key lives only on
   * the server, so the mock does not mark the answers): by default a fail, then a pass.
   */
  suitabilityScores?: readonly number[];
  /** Addresses other users have: saving one as the wallet is refused (409 `wallet_address_taken`). */
  takenWallets?: readonly string[];
  /** Why POST …/wallet/verify refuses a signature (an `ACCOUNT_ERROR_KEYS` wallet key, 422); accepted when absent. */
  walletProofRefusal?: string;
}

/** The API's rules of the knowledge test: the pass mark and the attempts (one retry after a fail). */
const SUITABILITY_PASS_MARK = 5;
const SUITABILITY_MAX_ATTEMPTS = 1 + SUITABILITY_RETRIES;

/** The test's state as the API derives it from what it stored. */
function suitabilityOf(stored: Pick<SuitabilityState, 'attempts' | 'result' | 'score' | 'declared_at' | 'completed_at'>): SuitabilityState {
  const failed = stored.result === 'fail';
  const declared = stored.declared_at !== null;
  return {
    ...stored,
    pass_mark: SUITABILITY_PASS_MARK,
    can_retry: failed && !declared && stored.attempts < SUITABILITY_MAX_ATTEMPTS,
    declaration_available: failed && !declared,
    done: stored.result === 'pass' || declared,
  };
}

const NO_TEST = { attempts: 0, result: null, score: null, declared_at: null, completed_at: null };

const empty = <T extends Record<string, unknown>>(shape: T) => Object.fromEntries(Object.keys(shape).map((key) => [key, null])) as { [K in keyof T]: null };

function invalid(issues: readonly v.BaseIssue<unknown>[]) {
  return HttpResponse.json({ error: 'validation_error', hide_error: false, fields: collectFieldErrors(issues) }, { status: 400 });
}

function refused(status: number, error: string) {
  return HttpResponse.json({ error, hide_error: false }, { status });
}

/** Handlers of the account routes over `initial`; `current()` is the account as saved so far. */
export function accountApi(...args: Parameters<typeof accountStore>) {
  const store = accountStore(...args);
  const { state } = store;
  const handlers: HttpHandler[] = [...profileHandlers(store), ...walletProofHandlers(store), ...suitabilityHandlers(store), ...settingsHandlers(store)];
  return { handlers, current: () => state.account };
}

type AccountStore = ReturnType<typeof accountStore>;

/** The account as saved so far, and the helpers that answer and store its sections. */
function accountStore(initial: Account, { deleteRefusal, password = ACCOUNT_PASSWORD, suitabilityScores = [3, 6], takenWallets = [], walletProofRefusal }: AccountApiOptions = {}) {
  const state: { account: Account } = { account: structuredClone(initial) };
  const data = (value: unknown) => HttpResponse.json({ data: value });

  /** PUT /users/me/account/{path}: parsed with its schema, stored, its section answered. */
  function section<TSchema extends v.GenericSchema>(path: string, schema: TSchema, store: (output: v.InferOutput<TSchema>) => unknown): HttpHandler {
    return http.put(`*/users/me/account/${path}`, async ({ request }) => {
      const parsed = v.safeParse(schema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      const answer = store(parsed.output);
      return answer instanceof Response ? answer : data(answer);
    });
  }

  return { deleteRefusal, password, suitabilityScores, takenWallets, walletProofRefusal, state, data, section };
}

/**
 * The wallet proof: a message naming the address and a nonce; its signature is not checked (the
 * API's tests do that with published vectors), only that the message is the one issued, once.
 */
function walletProofHandlers({ takenWallets, walletProofRefusal, state, data }: AccountStore): HttpHandler[] {
  const issued = new Map<string, string>();
  return [
    http.post('*/users/me/account/wallet/challenge', async ({ request }) => {
      const parsed = v.safeParse(walletChallengeRequestSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      const address = parsed.output.address.startsWith('0x') ? parsed.output.address : `0x${parsed.output.address}`;
      if (takenWallets.some((taken) => taken.toLowerCase() === address.toLowerCase())) return refused(409, ACCOUNT_ERROR_KEYS.walletAddressTaken);
      const nonce = `n${issued.size + 1}mock0000`;
      const expiresAt = new Date(Date.now() + WALLET_CHALLENGE_MINUTES * 60_000).toISOString();
      const message = `localhost wants you to sign in with your Ethereum account:\n${address}\n\nMock statement.\n\nURI: http://localhost\nVersion: 1\nChain ID: 1\nNonce: ${nonce}\nIssued At: ${new Date().toISOString()}\nExpiration Time: ${expiresAt}`;
      issued.set(message, address);
      return data({ message, nonce, expires_at: expiresAt });
    }),
    http.post('*/users/me/account/wallet/verify', async ({ request }) => {
      const parsed = v.safeParse(walletVerifyRequestSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      if (walletProofRefusal) return refused(422, walletProofRefusal);
      const address = issued.get(parsed.output.message);
      if (address === undefined) return refused(422, ACCOUNT_ERROR_KEYS.walletChallengeUnknown);
      issued.delete(parsed.output.message);
      state.account = { ...state.account, wallet: { wallet_address: address, verified_at: new Date().toISOString() } };
      return data(state.account.wallet);
    }),
  ];
}

/** The account's sections, each saved with its schema. */
function profileHandlers({ state, data, section }: AccountStore): HttpHandler[] {
  return [
    http.get('*/users/me/account', () => data(state.account)),
    section('personal', accountPersonalRequestSchema, (output) => {
      state.account = { ...state.account, personal: { ...state.account.personal, ...empty(state.account.personal), email: state.account.personal.email, ...output, saved_at: new Date().toISOString() } };
      return state.account.personal;
    }),
    section('legal', accountLegalRequestSchema, (output) => {
      state.account = { ...state.account, legal: { ...state.account.legal, id_expiry_date: null, ...output } };
      return state.account.legal;
    }),
    section('banking', accountBankingRequestSchema, (output) => {
      state.account = { ...state.account, banking: { ...empty(state.account.banking), ...output } as Account['banking'] };
      return state.account.banking;
    }),
    section('additional', accountAdditionalRequestSchema, (output) => {
      state.account = { ...state.account, additional: output };
      return state.account.additional;
    }),
    section('user-type', accountUserTypeRequestSchema, (output) => {
      const userType = { person_type: output.person_type, sophisticated: output.sophisticated, legal_type_allowed: state.account.user_type?.legal_type_allowed ?? true };
      state.account = { ...state.account, user_type: userType, legal: { ...state.account.legal, person_type: output.person_type } };
      return userType;
    }),
    section('investor-profile', lossBearingCapacitySchema, (output) => {
      const netWorth = netWorthOf(output);
      const lossBearing = {
        annual_income: output.annual_income,
        liquid_assets: output.liquid_assets,
        financial_commitments: output.financial_commitments,
        net_worth: netWorth,
        capacity: lossBearingCapacity(output),
        risk_warning_threshold: riskWarningThreshold(netWorth),
        calculated_at: new Date().toISOString(),
      };
      const profile = state.account.investor_profile ?? { sophisticated: state.account.user_type?.sophisticated ?? null, declared_at: null, loss_bearing: null };
      state.account = { ...state.account, investor_profile: { ...profile, loss_bearing: lossBearing } };
      return state.account.investor_profile;
    }),
  ];
}

/** The knowledge test and its declaration. */
function suitabilityHandlers({ suitabilityScores, takenWallets, state, data, section }: AccountStore): HttpHandler[] {
  return [
    // The knowledge test's routes, the onboarding's own, which the state.account page takes it with.
    http.get('*/suitability-test', () => data({ questions: SUITABILITY_QUESTION_IDS.map((id) => ({ id })), pass_mark: SUITABILITY_PASS_MARK, retries: SUITABILITY_RETRIES })),
    http.post('*/users/me/suitability-test', async ({ request }) => {
      const parsed = v.safeParse(suitabilityAnswersRequestSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      const test = state.account.suitability ?? suitabilityOf(NO_TEST);
      if (test.result === 'pass') return refused(409, 'suitability_already_passed');
      if (test.declared_at !== null || test.attempts >= SUITABILITY_MAX_ATTEMPTS) return refused(409, 'suitability_attempts_exhausted');
      const score = suitabilityScores[test.attempts] ?? 0;
      const result = score >= SUITABILITY_PASS_MARK ? 'pass' : 'fail';
      state.account = { ...state.account, suitability: suitabilityOf({ ...test, attempts: test.attempts + 1, result, score, completed_at: new Date().toISOString() }) };
      return data(state.account.suitability);
    }),
    http.post('*/users/me/suitability-test/declaration', async ({ request }) => {
      const parsed = v.safeParse(declarationSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      const test = state.account.suitability ?? suitabilityOf(NO_TEST);
      if (test.result !== 'fail') return refused(409, 'suitability_declaration_not_needed');
      state.account = { ...state.account, suitability: suitabilityOf({ ...test, declared_at: test.declared_at ?? new Date().toISOString() }) };
      return data(state.account.suitability);
    }),
    section('company', accountCompanyRequestSchema, (output) => {
      if (state.account.legal.person_type !== 'legal') return refused(409, ACCOUNT_ERROR_KEYS.notLegalPerson);
      const company = { ...output };
      state.account = { ...state.account, company, partners: { has_significant_partners: output.has_significant_partners, partners: output.partners } };
      return company;
    }),
    section('partners', accountPartnersRequestSchema, (output) => {
      if (state.account.legal.person_type !== 'legal') return refused(409, ACCOUNT_ERROR_KEYS.notLegalPerson);
      if (!state.account.company) return refused(409, ACCOUNT_ERROR_KEYS.companyRequired);
      state.account = { ...state.account, partners: output, company: state.account.company && { ...state.account.company, ...output } };
      return output;
    }),
    section('beneficiaries', accountBeneficiariesRequestSchema, (output) => {
      state.account = { ...state.account, beneficiaries: output.beneficiaries };
      return state.account.beneficiaries;
    }),
    section('wallet', accountWalletRequestSchema, (output) => {
      if (takenWallets.some((taken) => taken.toLowerCase() === output.wallet_address.toLowerCase())) return refused(409, ACCOUNT_ERROR_KEYS.walletAddressTaken);
      const address = output.wallet_address.startsWith('0x') ? output.wallet_address : `0x${output.wallet_address}`;
      const previous = state.account.wallet;
      // Another address is not the one proven: its verification goes.
      const verifiedAt = previous?.wallet_address?.toLowerCase() === address.toLowerCase() ? previous.verified_at : null;
      state.account = { ...state.account, wallet: { wallet_address: address, verified_at: verifiedAt } };
      return state.account.wallet;
    }),
    section('public-name', accountPublicNameRequestSchema, (output) => {
      state.account = { ...state.account, public_name: output.public_name };
      return { public_name: output.public_name };
    }),
  ];
}

/** Preferences, password, picture, closing the account and its documents. */
function settingsHandlers({ deleteRefusal, password, state, data }: AccountStore): HttpHandler[] {
  return [
    http.patch('*/users/me/account/preferences', async ({ request }) => {
      const parsed = v.safeParse(accountPreferencesRequestSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      state.account = { ...state.account, preferences: { ...state.account.preferences, ...parsed.output } };
      return data(state.account.preferences);
    }),
    http.put('*/users/me/account/password', async ({ request }) => {
      const parsed = v.safeParse(accountPasswordRequestSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      if (parsed.output.current_password !== password) return refused(422, ACCOUNT_ERROR_KEYS.wrongPassword);
      return data({ password_changed: true });
    }),
    http.put('*/users/me/account/image', async ({ request }) => {
      const image = (await request.formData()).get('image');
      if (!(image instanceof Blob)) return invalid([]);
      const bytes = new Uint8Array(await image.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      state.account = { ...state.account, profile_image_url: `data:${image.type || 'image/png'};base64,${btoa(binary)}` };
      return data({ profile_image_url: state.account.profile_image_url });
    }),
    http.delete('*/users/me/account/image', () => {
      state.account = { ...state.account, profile_image_url: null };
      return data({ profile_image_url: null });
    }),
    http.delete('*/users/me/account', async ({ request }) => {
      const parsed = v.safeParse(accountDeleteRequestSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      if (parsed.output.password !== password) return refused(422, ACCOUNT_ERROR_KEYS.wrongPassword);
      if (deleteRefusal) return refused(409, deleteRefusal);
      return data({ deleted: true });
    }),
    http.get('*/users/me/account/documents/:id', ({ params }) => {
      const document = state.account.documents.find((candidate) => candidate.id === params.id);
      if (!document) return refused(404, ACCOUNT_ERROR_KEYS.documentNotFound);
      return new HttpResponse(new Blob(['%PDF-1.4 mock'], { type: document.content_type }), {
        headers: { 'Content-Type': document.content_type, 'Content-Disposition': `attachment; filename="${document.name}"` },
      });
    }),
  ];
}
