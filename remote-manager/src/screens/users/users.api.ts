import * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  userDetailResponseSchema,
  userListResponseSchema,
  usersAdminPaths,
  type DenegateUserValues,
  type UpdateUserRolesValues,
  type UserDetail,
  type UserExportFormat,
  type UserListFilters,
  type UserListQuery,
  type UserListResponse,
} from 'shared';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';

/** Query keys of the manager's users; `manager` first because every remote shares the client. */
export const userKeys = {
  all: ['manager', 'users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

const FILTER_NAMES = ['role', 'role_group', 'kyc_status', 'flag', 'registered_from', 'registered_to', 'q'] as const;

/** The filters as query-string values; empty ones are left out. */
function filterParams(filters: UserListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params[name] = value;
  }
  return params;
}

async function getUsers(http: HttpClient, query: UserListQuery, signal?: AbortSignal): Promise<UserListResponse> {
  const params = { ...filterParams(query), page: String(query.page), per_page: String(query.per_page) };
  const body = await http.get<unknown>(usersAdminPaths.list, { params, signal });
  return v.parse(userListResponseSchema, body);
}

async function getUser(http: HttpClient, id: string, signal?: AbortSignal): Promise<UserDetail> {
  const body = await http.get<unknown>(usersAdminPaths.detail(id), { signal });
  return v.parse(userDetailResponseSchema, body).data;
}

/** One page of the list; the previous page stays on screen while the next loads. */
function userListOptions(http: HttpClient, query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(http, query, signal),
    placeholderData: keepPreviousData,
  });
}

function userOptions(http: HttpClient, id: string) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(http, id, signal) });
}

export function useUsers(query: UserListQuery) {
  return useQuery(userListOptions(useHttp(), query));
}

export function useUser(id: string) {
  return useQuery(userOptions(useHttp(), id));
}

/** Every row the filters select (all pages), as the file the manager asked for. */
export function exportUsers(http: HttpClient, filters: UserListFilters, format: UserExportFormat): Promise<Blob> {
  return http.get<Blob>(usersAdminPaths.export, { params: { ...filterParams(filters), format }, responseType: 'blob' });
}

// The dialogs that ask for these say why one failed, so the host does not toast it too. Their
// answers are not read: the detail and the list are fetched again afterwards.
async function validateUser(http: HttpClient, id: string): Promise<void> {
  await http.post(usersAdminPaths.validate(id), {}, { toastErrors: false });
}

async function denegateUser(http: HttpClient, id: string, values: DenegateUserValues): Promise<void> {
  await http.post(usersAdminPaths.denegate(id), values, { toastErrors: false });
}

async function updateUserRoles(http: HttpClient, id: string, values: UpdateUserRolesValues): Promise<void> {
  await http.put(usersAdminPaths.roles(id), { primary_role: values.primary_role, secondary_role: values.secondary_role ?? null }, { toastErrors: false });
}

async function deleteUser(http: HttpClient, id: string): Promise<void> {
  await http.delete(usersAdminPaths.detail(id), { toastErrors: false });
}

/** A write on one user: once it succeeds, every screen showing users reads them again, in this
 * tab and (through the bus) in the other remotes; a deleted user's detail leaves the cache first,
 * so the sheet still open on it does not fetch a 404. */
function useUserWrite<Values>(id: string, write: (http: HttpClient, id: string, values: Values) => Promise<void>, { removes = false } = {}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (values: Values) => write(http, id, values),
    onSuccess: async () => {
      if (removes) queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      bus.emit('data.changed', { entity: 'user', id });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** POST validate: the KYC is accepted. */
export function useValidateUser(id: string) {
  return useUserWrite<void>(id, (http, userId) => validateUser(http, userId));
}

/** POST denegate: the flags and the message the user reads. */
export function useDenegateUser(id: string) {
  return useUserWrite(id, denegateUser);
}

/** PUT roles: one primary and, optionally, a different secondary. */
export function useUpdateUserRoles(id: string) {
  return useUserWrite(id, updateUserRoles);
}

/** DELETE: refused (409) while the user has investments, issuances or records. */
export function useDeleteUser(id: string) {
  return useUserWrite<void>(id, (http, userId) => deleteUser(http, userId), { removes: true });
}
