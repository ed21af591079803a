import * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BANK_STATEMENT_FIELD,
  bankStatementImportResponseSchema,
  bankStatementListResponseSchema,
  bankStatementPaths,
  statementEntryListResponseSchema,
  statementEntryResponseSchema,
  type BankStatementImport,
  type BankStatementListQuery,
  type StatementEntry,
  type StatementEntryDecisionRequest,
  type StatementEntryListQuery,
} from 'shared';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';

/** Query keys of the bank statements; `manager` first because every remote shares the client. */
const bankStatementKeys = {
  all: ['manager', 'bank-statements'] as const,
  statements: (query: BankStatementListQuery) => [...bankStatementKeys.all, 'statements', query] as const,
  entries: (query: StatementEntryListQuery) => [...bankStatementKeys.all, 'entries', query] as const,
};

const pageParams = (query: { page: number; per_page: number }) => ({ page: String(query.page), per_page: String(query.per_page) });

export function useStatements(query: BankStatementListQuery, enabled: boolean) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: bankStatementKeys.statements(query),
      queryFn: async ({ signal }) => v.parse(bankStatementListResponseSchema, await http.get<unknown>(bankStatementPaths.list, { params: pageParams(query), signal })),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

export function useEntries(query: StatementEntryListQuery, enabled: boolean) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: bankStatementKeys.entries(query),
      queryFn: async ({ signal }) =>
        v.parse(statementEntryListResponseSchema, await http.get<unknown>(bankStatementPaths.entries, { params: { ...pageParams(query), state: query.state }, signal })),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

// The screen says why an import or a decision failed, next to what asked: the host does not toast it too.
async function importStatement(http: HttpClient, file: File): Promise<BankStatementImport> {
  const body = new FormData();
  body.append(BANK_STATEMENT_FIELD, file);
  return v.parse(bankStatementImportResponseSchema, await http.post<unknown>(bankStatementPaths.list, body, { toastErrors: false })).data;
}

async function decideEntry(http: HttpClient, id: string, decision: StatementEntryDecisionRequest): Promise<StatementEntry> {
  return v.parse(statementEntryResponseSchema, await http.post<unknown>(bankStatementPaths.decision(id), decision, { toastErrors: false })).data;
}

/** A write that may pay orders: the statements are read again here, the investments everywhere (the bus). */
function useStatementWrite<Input, Output>(write: (http: HttpClient, input: Input) => Promise<Output>, paid: (output: Output) => readonly (string | null)[]) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (input: Input) => write(http, input),
    onSuccess: async (output) => {
      for (const id of paid(output)) bus.emit('data.changed', id ? { entity: 'investment', id } : { entity: 'investment' });
      await queryClient.invalidateQueries({ queryKey: bankStatementKeys.all });
    },
  });
}

/** An import that paid orders changes investments the screens cannot name one by one. */
export const useImportStatement = () => useStatementWrite(importStatement, (answer) => (answer.charged > 0 ? [null] : []));

export const useDecideEntry = () =>
  useStatementWrite(
    (http, { id, decision }: { id: string; decision: StatementEntryDecisionRequest }) => decideEntry(http, id, decision),
    (entry) => (entry.decision === 'applied' && entry.order ? [entry.order.id] : []),
  );
