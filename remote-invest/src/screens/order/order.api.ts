import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { investNextStepKeys, useHttp, type HttpClient } from 'host/platform';
import {
  breakdownResponseSchema,
  contractTextResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  investmentResponseSchema,
  paymentStateResponseSchema,
  PROOF_OF_PAYMENT_FIELD,
  signatureResponseSchema,
  startPaymentResponseSchema,
  type Breakdown,
  type ContractText,
  type InvestmentAnswer,
  type OrderRequest,
  type PaymentMethod,
  type PaymentMethodRequest,
  type PaymentState,
  type Signature,
  type SignatureRequest,
  type StartPayment,
  type StartPaymentRequest,
} from 'shared';

/**
 * Query keys of the order steps; the investment's own key is the one every step invalidates. The
 * next step is the host's query (`investNextStepKeys`), which its invest check reads too.
 */
export const orderKeys = {
  all: ['invest', 'order'] as const,
  investment: (id: string) => [...orderKeys.all, 'investment', id] as const,
  breakdown: (id: string, method: PaymentMethod) => [...orderKeys.all, 'investment', id, 'breakdown', method] as const,
  payment: (id: string) => [...orderKeys.all, 'investment', id, 'payment'] as const,
  contract: (id: string) => [...orderKeys.all, 'investment', id, 'contract'] as const,
  contractText: (id: string) => [...orderKeys.all, 'investment', id, 'contract', 'text'] as const,
};

const investmentPath = (id: string) => `/investments/${encodeURIComponent(id)}`;

async function getInvestment(http: HttpClient, id: string, signal?: AbortSignal): Promise<InvestmentAnswer> {
  const body = await http.get<unknown>(investmentPath(id), { signal });
  return v.parse(investmentResponseSchema, body).data;
}

async function getBreakdown(http: HttpClient, id: string, method: PaymentMethod, signal?: AbortSignal): Promise<Breakdown> {
  const body = await http.get<unknown>(`${investmentPath(id)}/breakdown`, { params: { method }, signal });
  return v.parse(breakdownResponseSchema, body).data;
}

/**
 * POST /invest/{slug}/orders. The key makes a retry safe: the API answers the order this key
 * placed before instead of placing another. Errors are answered next to the form, not toasted.
 */
async function placeOrder(http: HttpClient, slug: string, body: OrderRequest, idempotencyKey: string): Promise<InvestmentAnswer> {
  const answer = await http.post<unknown>(`/invest/${encodeURIComponent(slug)}/orders`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    toastErrors: false,
  });
  return v.parse(investmentResponseSchema, answer).data;
}

/** POST /investments/{id}/revoke: within the reflection period, without a reason. */
async function revokeInvestment(http: HttpClient, id: string): Promise<InvestmentAnswer> {
  const answer = await http.post<unknown>(`${investmentPath(id)}/revoke`, undefined, { toastErrors: false });
  return v.parse(investmentResponseSchema, answer).data;
}

async function getPaymentState(http: HttpClient, id: string, signal?: AbortSignal): Promise<PaymentState> {
  const body = await http.get<unknown>(`${investmentPath(id)}/payment`, { signal });
  return v.parse(paymentStateResponseSchema, body).data;
}

/** POST /investments/{id}/payment-method: the method (and balance) chosen; the order waits for its payment. */
async function choosePaymentMethod(http: HttpClient, id: string, body: PaymentMethodRequest): Promise<PaymentState> {
  const answer = await http.post<unknown>(`${investmentPath(id)}/payment-method`, body, { toastErrors: false });
  return v.parse(paymentStateResponseSchema, answer).data;
}

/** POST /investments/{id}/payments: a transfer's instructions, or the provider's page to go to. */
async function startPayment(http: HttpClient, id: string, body: StartPaymentRequest): Promise<StartPayment> {
  const answer = await http.post<unknown>(`${investmentPath(id)}/payments`, body, { toastErrors: false });
  return v.parse(startPaymentResponseSchema, answer).data;
}

/** POST /investments/{id}/proof-of-payment, multipart with the one file. */
async function uploadProofOfPayment(http: HttpClient, id: string, file: File, onProgress?: (percent: number) => void): Promise<PaymentState> {
  const body = new FormData();
  body.append(PROOF_OF_PAYMENT_FIELD, file);
  const answer = await http.post<unknown>(`${investmentPath(id)}/proof-of-payment`, body, {
    toastErrors: false,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return v.parse(paymentStateResponseSchema, answer).data;
}

/** GET /investments/{id}/contract/text: the contract to read in the page before signing. */
async function getContractText(http: HttpClient, id: string, signal?: AbortSignal): Promise<ContractText> {
  const body = await http.get<unknown>(`${investmentPath(id)}/contract/text`, { signal });
  return v.parse(contractTextResponseSchema, body).data;
}

/** GET /investments/{id}/contract: the same contract as a PDF, to download. */
async function getContract(http: HttpClient, id: string, signal?: AbortSignal): Promise<Blob> {
  return http.get<Blob>(`${investmentPath(id)}/contract`, { responseType: 'blob', signal });
}

/** POST /investments/{id}/signature: the simple electronic signature. */
async function signContract(http: HttpClient, id: string, body: SignatureRequest): Promise<Signature> {
  const answer = await http.post<unknown>(`${investmentPath(id)}/signature`, body, { toastErrors: false });
  return v.parse(signatureResponseSchema, answer).data;
}

/** Where the signed contract downloads from (with the session's tokens). */
export function signedContractPath(id: string): string {
  return `${investmentPath(id)}/signed-contract`;
}

function investmentOptions(http: HttpClient, id: string) {
  return queryOptions({ queryKey: orderKeys.investment(id), queryFn: ({ signal }) => getInvestment(http, id, signal) });
}

function breakdownOptions(http: HttpClient, id: string, method: PaymentMethod) {
  return queryOptions({ queryKey: orderKeys.breakdown(id, method), queryFn: ({ signal }) => getBreakdown(http, id, method, signal) });
}

function paymentStateOptions(http: HttpClient, id: string) {
  return queryOptions({ queryKey: orderKeys.payment(id), queryFn: ({ signal }) => getPaymentState(http, id, signal) });
}

function contractOptions(http: HttpClient, id: string) {
  // The PDF does not change while the page is open: no refetch on focus for a blob.
  return queryOptions({ queryKey: orderKeys.contract(id), queryFn: ({ signal }) => getContract(http, id, signal), staleTime: Infinity });
}

function contractTextOptions(http: HttpClient, id: string) {
  return queryOptions({ queryKey: orderKeys.contractText(id), queryFn: ({ signal }) => getContractText(http, id, signal) });
}

/** One investment; `null` waits for its id. */
export function useInvestment(id: string | null) {
  return useQuery({ ...investmentOptions(useHttp(), id ?? ''), enabled: id !== null });
}

/** The breakdown with each method, in the order given. */
export function useBreakdowns(id: string, methods: readonly PaymentMethod[]) {
  const http = useHttp();
  return useQueries({ queries: methods.map((method) => breakdownOptions(http, id, method)) });
}

/** Statuses in which a hosted payment waits for the provider's signed notification. */
export const AWAITING_PROVIDER: readonly string[] = ['CREDIT_CARD', 'IN_UPDATE_TPV', 'IN_UPDATE_CREDIT_CARD', 'CARD_REGISTRATION_UPDATED'];
const PAYMENT_POLL_MS = 3000;

/** The payment; with `poll`, asked again while the provider has not confirmed it. */
export function usePaymentState(id: string, { poll = false, enabled = true }: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    ...paymentStateOptions(useHttp(), id),
    enabled,
    refetchInterval: (query) => (poll && AWAITING_PROVIDER.includes(query.state.data?.status ?? '') ? PAYMENT_POLL_MS : false),
  });
}

export function useContract(id: string) {
  return useQuery(contractOptions(useHttp(), id));
}

/** The contract's text and whether it is signed; asked again after a signature (the refresh below). */
export function useContractText(id: string, enabled = true) {
  return useQuery({ ...contractTextOptions(useHttp(), id), enabled });
}

export function usePlaceOrder(slug: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderRequest; idempotencyKey: string }) => placeOrder(http, slug, body, idempotencyKey),
    onSuccess: (investment) => {
      client.setQueryData(orderKeys.investment(investment.id), investment);
      void client.invalidateQueries({ queryKey: investNextStepKeys.bySlug(slug) });
    },
  });
}

export function useRevokeInvestment(slug: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvestment(http, id),
    onSuccess: (investment) => {
      client.setQueryData(orderKeys.investment(investment.id), investment);
      void client.invalidateQueries({ queryKey: investNextStepKeys.bySlug(slug) });
    },
  });
}

/** After a payment or signature call: the step pages read the new status. */
function useRefreshOrder(slug: string) {
  const client = useQueryClient();
  return (id: string, state?: PaymentState) => {
    if (state) client.setQueryData(orderKeys.payment(id), state);
    void client.invalidateQueries({ queryKey: orderKeys.investment(id) });
    void client.invalidateQueries({ queryKey: investNextStepKeys.bySlug(slug) });
  };
}

export function useChoosePaymentMethod(slug: string, id: string) {
  const http = useHttp();
  const refresh = useRefreshOrder(slug);
  return useMutation({
    mutationFn: (body: PaymentMethodRequest) => choosePaymentMethod(http, id, body),
    onSuccess: (state) => refresh(id, state),
  });
}

export function useStartPayment(slug: string, id: string) {
  const http = useHttp();
  const refresh = useRefreshOrder(slug);
  return useMutation({
    mutationFn: (body: StartPaymentRequest) => startPayment(http, id, body),
    onSuccess: () => refresh(id),
  });
}

export function useUploadProofOfPayment(slug: string, id: string) {
  const http = useHttp();
  const refresh = useRefreshOrder(slug);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadProofOfPayment(http, id, file, onProgress),
    onSuccess: (state) => refresh(id, state),
  });
}

export function useSignContract(slug: string, id: string) {
  const http = useHttp();
  const client = useQueryClient();
  const refresh = useRefreshOrder(slug);
  return useMutation({
    mutationFn: (body: SignatureRequest) => signContract(http, id, body),
    onSuccess: () => {
      refresh(id);
      void client.invalidateQueries({ queryKey: orderKeys.contractText(id) });
    },
  });
}
