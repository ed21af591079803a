/**
 * The manager's users endpoints of the HTTP contract, answered from memory by MSW handlers over
 * contract-checked users: filters, search, paging, export, detail, validate, denegate (its body
 * parsed with the shared schema, a 400 like the API's otherwise), roles, delete (409 with
 * investments), KYC document download and simulation. Jest tests (`msw/node`) and a remote's
 * standalone dev server (`msw/browser`) use the same handlers. Paths start with `*`: whichever
 * tenant's API base the page resolves.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { ROLE_GROUPS, type Role } from '../domain/role';
import { loginResponseSchema } from '../schemas/login-response.schema';
import { collectFieldErrors } from '../validation/field-errors';
import { auditEntry, userList, userRowOf } from './users-admin-testing';
import {
  denegateUserRequestSchema,
  updateUserRolesRequestSchema,
  userListQuerySchema,
  usersAdminPaths,
  type AuditEntry,
  type UserDetail,
  type UserListQuery,
} from './users-admin.schemas';
import { pageMeta } from '../schemas/paging.schema';

type Params = Record<string, string | readonly string[] | undefined>;

// MSW's patterns are written out: the contract's path builders would encode the `:id` itself.

const notFound = () => HttpResponse.json({ error: 'user_not_found', hide_error: false }, { status: 404 });

function invalid(issues: readonly v.BaseIssue<unknown>[]) {
  return HttpResponse.json({ error: 'validation_error', hide_error: false, fields: collectFieldErrors(issues) }, { status: 400 });
}

function matches(user: UserDetail, query: UserListQuery): boolean {
  const roles: readonly Role[] = user.roles;
  const group = query.role_group ? (ROLE_GROUPS[query.role_group] as readonly Role[]) : null;
  const day = user.registered_at.slice(0, 10);
  const text = `${user.name ?? ''} ${user.surname ?? ''} ${user.email} ${user.username}`.toLowerCase();
  return (
    (!query.role || roles.includes(query.role)) &&
    (!group || roles.some((role) => group.includes(role))) &&
    (!query.kyc_status || user.kyc_status === query.kyc_status) &&
    (!query.flag ||
      (query.flag === 'any' ? user.flags.length > 0 : query.flag === 'none' ? user.flags.length === 0 : user.flags.includes(query.flag))) &&
    (!query.registered_from || day >= query.registered_from) &&
    (!query.registered_to || day <= query.registered_to) &&
    (!query.q || text.includes(query.q.toLowerCase()))
  );
}

/** `users`: the tenant's users, newest registration first as the API orders them. */
export function usersAdminApi(...args: Parameters<typeof usersAdminStore>) {
  const store = usersAdminStore(...args);
  const { find } = store;
  const handlers: HttpHandler[] = [...userReadHandlers(store), ...userDecisionHandlers(store), ...impersonationHandlers(store)];

  return {
    handlers,
    /** The user as the API holds it now (undefined once deleted). */
    user: (id: string) => find(id),
  };
}

type UsersAdminStore = ReturnType<typeof usersAdminStore>;

/** The users the handlers share and the audited write every decision goes through. */
function usersAdminStore(users: readonly UserDetail[], { actor = 'u-manager' }: { actor?: string } = {}) {
  const state = { items: [...users].sort((a, b) => b.registered_at.localeCompare(a.registered_at)), entries: 0 };
  const find = (id: Params[string]) => state.items.find((item) => item.id === id);

  function write(found: UserDetail, change: Partial<UserDetail>, action: AuditEntry['action'], details: AuditEntry['details'] = {}) {
    state.entries += 1;
    const entry = auditEntry({ id: `mock-${state.entries}`, action, at: new Date().toISOString(), details, actor: { id: actor, email: 'manager@demo.test', name: 'Marta Manager' } });
    const next: UserDetail = { ...found, ...change, history: [entry, ...found.history] };
    next.kyc = { ...next.kyc, status: next.kyc_status };
    state.items = state.items.map((item) => (item === found ? next : item));
    return next;
  }

  function readQuery(request: Request) {
    return v.safeParse(userListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  }

  return { actor, state, find, write, readQuery };
}

/** The user list, its export, one user and their identification documents. */
function userReadHandlers({ state, find, readQuery }: UsersAdminStore): HttpHandler[] {
  return [
    http.get(`*${usersAdminPaths.export}`, ({ request }) => {
      const query = readQuery(request);
      if (!query.success) return invalid(query.issues);
      const format = new URL(request.url).searchParams.get('format') ?? 'csv';
      const rows = state.items.filter((item) => matches(item, query.output)).map((item) => `${item.id},${item.email},${item.roles.join('|')},${item.kyc_status}`);
      return new HttpResponse(['id,email,roles,kyc_status', ...rows].join('\n'), {
        headers: { 'Content-Type': format === 'csv' ? 'text/csv' : 'application/octet-stream' },
      });
    }),
    http.get(`*${usersAdminPaths.list}`, ({ request }) => {
      const query = readQuery(request);
      if (!query.success) return invalid(query.issues);
      const { page, per_page } = query.output;
      const matching = state.items.filter((item) => matches(item, query.output));
      return HttpResponse.json(
        userList(
          matching.slice((page - 1) * per_page, page * per_page).map(userRowOf),
          pageMeta(page, per_page, matching.length),
        ),
      );
    }),
    http.get(`*${usersAdminPaths.list}/:id/kyc-documents/:fileId`, ({ params }) => {
      const document = find(params.id)?.kyc.documents.find((item) => item.file_id === params.fileId);
      if (!document) return HttpResponse.json({ error: 'kyc_document_not_found', hide_error: false }, { status: 404 });
      return new HttpResponse('%PDF-1.4 mock', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${document.name}"` },
      });
    }),
    http.get(`*${usersAdminPaths.list}/:id`, ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json({ data: found }) : notFound();
    }),
  ];
}

/** The manager's decisions on a user: validate, refuse, roles, delete. */
function userDecisionHandlers({ actor, state, find, write }: UsersAdminStore): HttpHandler[] {
  return [
    http.post(`*${usersAdminPaths.list}/:id/validate`, ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const next = write(
        found,
        { kyc_status: 'success', flags: [], flags_message: null, actions: { ...found.actions, validate: false } },
        'user.validated',
      );
      return HttpResponse.json({ data: next });
    }),
    http.post(`*${usersAdminPaths.list}/:id/denegate`, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const body = v.safeParse(denegateUserRequestSchema, await request.json());
      if (!body.success) return invalid(body.issues);
      const next = write(
        found,
        {
          // As the API: refused documents are a manual error; other flags leave the identity as it was.
          kyc_status: body.output.flags.includes('KYC_NOT_APPROVED') ? 'manual_error' : found.kyc_status,
          flags: body.output.flags,
          flags_message: body.output.message,
          actions: { ...found.actions, validate: true },
        },
        'user.denegated',
        { flags: body.output.flags, message: body.output.message },
      );
      return HttpResponse.json({ data: next });
    }),
    http.put(`*${usersAdminPaths.list}/:id/roles`, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const body = v.safeParse(updateUserRolesRequestSchema, await request.json());
      if (!body.success) return invalid(body.issues);
      const { primary_role, secondary_role } = body.output;
      const roles = secondary_role ? [primary_role, secondary_role] : [primary_role];
      const next = write(found, { primary_role, secondary_role: secondary_role ?? null, roles }, 'user.roles_changed', {
        before: found.roles,
        after: roles,
      });
      return HttpResponse.json({ data: next });
    }),
    http.delete(`*${usersAdminPaths.list}/:id`, ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      if (found.investments_count > 0) return HttpResponse.json({ error: 'user_has_investments', hide_error: false }, { status: 409 });
      if (found.id === actor) return HttpResponse.json({ error: 'user_is_caller', hide_error: false }, { status: 409 });
      state.items = state.items.filter((item) => item !== found);
      return HttpResponse.json({ data: { id: found.id, deleted: true } });
    }),
  ];
}

/** Acting as a user, and back. */
function impersonationHandlers({ find, write }: UsersAdminStore): HttpHandler[] {
  return [
    http.post(`*${usersAdminPaths.list}/:id/impersonate`, ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      if (!found.actions.simulate) return HttpResponse.json({ error: 'impersonation_target_not_investor', hide_error: false }, { status: 422 });
      write(found, {}, 'impersonation.started');
      return HttpResponse.json(
        v.parse(loginResponseSchema, {
          data: {
            id: found.id,
            username: found.username,
            email: found.email,
            roles: found.roles,
            profile_image: null,
            legal_information: { first_name: found.name, last_name: found.surname },
            wallets: found.profile.wallet ? [found.profile.wallet] : [],
            kyc_status: found.kyc_status,
            email_verification: found.email_verified ? found.registered_at : null,
            accessToken: `mock-backdoor-${found.id}`,
          },
          role: found.primary_role,
          secret: null,
          referral_code: null,
        }),
      );
    }),
    http.post('*/manager/impersonation/end', () => HttpResponse.json({ data: { ended: true } })),
  ];
}
