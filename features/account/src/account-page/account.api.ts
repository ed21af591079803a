import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { submitKyc, type KycSubmission } from '../sections/kyc.api';
import { answerSuitabilityTest, declareSuitability } from '../sections/suitability-test.api';
import {
  accountAdditionalResponseSchema,
  accountBankingResponseSchema,
  accountBeneficiariesResponseSchema,
  accountCompanyResponseSchema,
  accountDeletedResponseSchema,
  accountImageResponseSchema,
  accountInvestorProfileResponseSchema,
  accountLegalResponseSchema,
  accountPartnersResponseSchema,
  accountPasswordResponseSchema,
  accountPersonalResponseSchema,
  accountPreferencesResponseSchema,
  accountPublicNameResponseSchema,
  accountResponseSchema,
  accountUserTypeResponseSchema,
  accountWalletResponseSchema,
  type Account,
  type AccountDeleteRequest,
  type AccountPreferencesRequest,
  type DeclarationValues,
  type SuitabilityAnswersRequest,
  type SuitabilityState,
} from 'shared';

/** The signed-in user's account, every section at once (GET /users/me/account). */
export const accountKeys = {
  all: ['account'] as const,
};

async function getAccount(http: HttpClient, signal?: AbortSignal): Promise<Account> {
  return v.parse(accountResponseSchema, await http.get<unknown>('/users/me/account', { signal })).data;
}

export function accountOptions(http: HttpClient) {
  return queryOptions({ queryKey: accountKeys.all, queryFn: ({ signal }) => getAccount(http, signal) });
}

export function useAccount() {
  return useQuery(accountOptions(useHttp()));
}

type SectionWrite = { path: string; parse: (body: unknown) => unknown; store: (account: Account, data: unknown) => Account };

/** One section's write, typed where it is declared and kept by the table without its types. */
function write<TData>(path: string, schema: v.GenericSchema<unknown, { data: TData }>, store: (account: Account, data: TData) => Account): SectionWrite {
  return { path, parse: (body) => v.parse(schema, body).data, store: (account, data) => store(account, data as TData) };
}

/**
 * Each section's write: its path under /users/me/account, the answer's schema and where the
 * answer goes in the cached account, so the page shows what the server kept without a refetch.
 */
const SECTION_WRITES = {
  personal: write('personal', accountPersonalResponseSchema, (account, data) => ({ ...account, personal: data })),
  legal: write('legal', accountLegalResponseSchema, (account, data) => ({ ...account, legal: data })),
  banking: write('banking', accountBankingResponseSchema, (account, data) => ({ ...account, banking: data })),
  additional: write('additional', accountAdditionalResponseSchema, (account, data) => ({ ...account, additional: data })),
  // The page picks the legal person's sections (company, partners) and KYC documents from the legal data's person type.
  user_type: write('user-type', accountUserTypeResponseSchema, (account, data) => ({ ...account, user_type: data, legal: { ...account.legal, person_type: data.person_type } })),
  investor_profile: write('investor-profile', accountInvestorProfileResponseSchema, (account, data) => ({ ...account, investor_profile: data })),
  company: write('company', accountCompanyResponseSchema, (account, data) => ({ ...account, company: data })),
  partners: write('partners', accountPartnersResponseSchema, (account, data) => ({ ...account, partners: data })),
  beneficiaries: write('beneficiaries', accountBeneficiariesResponseSchema, (account, data) => ({ ...account, beneficiaries: data })),
  wallet: write('wallet', accountWalletResponseSchema, (account, data) => ({ ...account, wallet: data })),
  public_name: write('public-name', accountPublicNameResponseSchema, (account, data) => ({ ...account, public_name: data.public_name })),
};

export type AccountSectionName = keyof typeof SECTION_WRITES;

/** PUT /users/me/account/{section}: the section's values; the answer replaces it in the cache. */
export function useSaveAccountSection(section: AccountSectionName) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: unknown) => {
      const sectionWrite = SECTION_WRITES[section];
      const data = sectionWrite.parse(await http.put<unknown>(`/users/me/account/${sectionWrite.path}`, values, { toastErrors: false }));
      queryClient.setQueryData<Account>(accountKeys.all, (account) => account && sectionWrite.store(account, data));
      return data;
    },
  });
}

/** PATCH /users/me/account/preferences: the language of e-mails, the commercial communications consent. */
export function useSavePreferences() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AccountPreferencesRequest) =>
      v.parse(accountPreferencesResponseSchema, await http.patch<unknown>('/users/me/account/preferences', request, { toastErrors: false })).data,
    onSuccess: (preferences) => queryClient.setQueryData<Account>(accountKeys.all, (account) => account && { ...account, preferences }),
  });
}

/** PUT /users/me/account/image (multipart `image`) and DELETE: the profile image. */
export function useProfileImage() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const store = ({ profile_image_url }: { profile_image_url: string | null }) =>
    queryClient.setQueryData<Account>(accountKeys.all, (account) => account && { ...account, profile_image_url });
  const upload = useMutation({
    mutationFn: async (image: Blob) => {
      const body = new FormData();
      body.append('image', image, 'profile.png');
      return v.parse(accountImageResponseSchema, await http.put<unknown>('/users/me/account/image', body, { toastErrors: false })).data;
    },
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: async () => v.parse(accountImageResponseSchema, await http.delete<unknown>('/users/me/account/image', { toastErrors: false })).data,
    onSuccess: store,
  });
  return { upload, remove };
}

/** PUT /users/me/account/password: a wrong current password answers 422 `wrong_password`. */
export function useChangePassword() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (request: Record<string, unknown>) =>
      v.parse(accountPasswordResponseSchema, await http.put<unknown>('/users/me/account/password', request, { toastErrors: false })).data,
  });
}

/** DELETE /users/me/account with the password: refused (409) while investments are open or tokens held. */
export function useDeleteAccount() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (request: AccountDeleteRequest) =>
      v.parse(accountDeletedResponseSchema, await http.delete<unknown>('/users/me/account', { data: request, toastErrors: false })).data,
  });
}

/** POST /users/me/kyc, the onboarding's own route: the account shows the new status after it. */
export function useSubmitAccountKyc() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: KycSubmission) => submitKyc(http, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/**
 * The knowledge test taken from the account, through the onboarding's own routes: each answer
 * (an attempt, or the typed Declaro) puts the new state in the cached account.
 */
export function useAccountSuitability() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const store = (suitability: SuitabilityState) => queryClient.setQueryData<Account>(accountKeys.all, (account) => account && { ...account, suitability });
  const answer = useMutation({ mutationFn: (request: SuitabilityAnswersRequest) => answerSuitabilityTest(http, request), onSuccess: store });
  const declare = useMutation({ mutationFn: (request: DeclarationValues) => declareSuitability(http, request), onSuccess: store });
  return { answer, declare };
}
