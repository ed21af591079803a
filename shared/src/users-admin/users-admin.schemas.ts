import * as v from 'valibot';
import { KYC_DOCUMENT_TYPES, KYC_STATUSES, USER_FLAGS } from '../domain/kyc';
import { ROLE_GROUP_NAMES, ROLES } from '../domain/role';
import { PERSON_TYPES } from '../domain/user';
import { moneySchema } from '../money';
import { pageMetaSchema } from '../schemas/paging.schema';
import { pageNumber } from '../schemas/paging.schema';
import { userRolesSchema } from '../schemas/user-roles.schema';
import { choice, dayFilter, form, freeText, optional } from '../validation/rules';

/**
 * The wire of the manager's users (issue 12, spec sections 2, 4 and 6): the tenant's users list
 * with filters and export, a user's detail with KYC documents and history, and the manager's
 * actions on a user (validate, denegate, delete, roles). Members (participants in EXEU) are the
 * same list filtered to investors (`role_group=investor`, or `role=USER`). The API validates with
 * these and remote-manager parses its answers with them.
 */

const INVALID = 'validator.form_field_invalid';

const isoTimestamp = v.string();

export const USER_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 20;

/** The flag filter: one flag, any flag at all, or none. */
export const USER_FLAG_FILTERS = [...USER_FLAGS, 'any', 'none'] as const;
export type UserFlagFilter = (typeof USER_FLAG_FILTERS)[number];

// ---------------------------------------------------------------- the list and its export

/** The list's filters (query string), shared by the list and its export. */
const userFilterEntries = {
  /** Matches the user's primary or secondary role. */
  role: v.optional(v.picklist(ROLES, INVALID)),
  /** Matches a role of the group in either slot: `investor` is the members list. */
  role_group: v.optional(v.picklist(ROLE_GROUP_NAMES, INVALID)),
  kyc_status: v.optional(v.picklist(KYC_STATUSES, INVALID)),
  flag: v.optional(v.picklist(USER_FLAG_FILTERS, INVALID)),
  /** Days of the registration date in the tenant's time zone, inclusive. */
  registered_from: v.optional(dayFilter()),
  registered_to: v.optional(dayFilter()),
  /** Matched against name, surname, e-mail and username. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validator.error_string_max'))),
};

/** GET /manager/users: newest registration first, paged. */
export const userListQuerySchema = v.object({
  ...userFilterEntries,
  page: pageNumber(1, 10_000),
  per_page: pageNumber(DEFAULT_USER_PAGE_SIZE, 100),
});
export type UserListQueryInput = v.InferInput<typeof userListQuerySchema>;
export type UserListQuery = v.InferOutput<typeof userListQuerySchema>;
/** The filters alone (no paging), as the list and the export read them. */
export type UserListFilters = Omit<UserListQuery, 'page' | 'per_page'>;

export const USER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];

/** GET /manager/users/export: every row of the filtered list, all pages; format is required. */
export const userExportQuerySchema = form({
  ...userFilterEntries,
  format: choice(USER_EXPORT_FORMATS),
});
export type UserExportQueryInput = v.InferInput<typeof userExportQuerySchema>;

/** What the caller may do with this user now; the screen hides what is false. */
export const userAdminActionsSchema = v.object({
  validate: v.boolean(),
  denegate: v.boolean(),
  /** False for the caller themself and for a user with investments. */
  delete: v.boolean(),
  /** False for the caller themself (a manager never demotes themself by mistake). */
  roles: v.boolean(),
  /** Only investors, and never the caller (the existing impersonation). */
  simulate: v.boolean(),
});
export type UserAdminActions = v.InferOutput<typeof userAdminActionsSchema>;

export const userRowSchema = v.object({
  id: v.string(),
  email: v.string(),
  username: v.string(),
  name: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  primary_role: v.picklist(ROLES),
  secondary_role: v.nullable(v.picklist(ROLES)),
  /** Primary first, then the secondary when held. */
  roles: v.array(v.picklist(ROLES)),
  person_type: v.picklist(PERSON_TYPES),
  kyc_status: v.picklist(KYC_STATUSES),
  flags: v.array(v.picklist(USER_FLAGS)),
  /** The manager's message to the user of the last denegation; null once validated. */
  flags_message: v.nullable(v.string()),
  email_verified: v.boolean(),
  registered_at: isoTimestamp,
  /** Investments of any status (a user with any cannot be deleted). */
  investments_count: v.number(),
  actions: userAdminActionsSchema,
});
export type UserRow = v.InferOutput<typeof userRowSchema>;

export const userListResponseSchema = v.object({
  data: v.array(userRowSchema),
  meta: pageMetaSchema,
});
export type UserListResponse = v.InferOutput<typeof userListResponseSchema>;

// ---------------------------------------------------------------- history (the audit log)

/** What a manager's action writes to the audit log; a user's history lists these. */
export const USER_AUDIT_ACTIONS = [
  'user.validated',
  'user.denegated',
  'user.deleted',
  'user.roles_changed',
  'impersonation.started',
  'impersonation.ended',
  /** A write the manager made while acting as the user (details: method, route, params, changes). */
  'impersonation.write',
] as const;
export const userAuditActionSchema = v.picklist(USER_AUDIT_ACTIONS);
export type UserAuditAction = v.InferOutput<typeof userAuditActionSchema>;

/** An audit detail: text, a list (flags, roles) or null; never a nested object. */
export const auditDetailValueSchema = v.union([v.string(), v.array(v.string()), v.null()]);
export type AuditDetailValue = v.InferOutput<typeof auditDetailValueSchema>;

/**
 * One history entry: who (null once that account is deleted), what, when, and the action's
 * details (denegate: flags and message; roles: before and after).
 */
export const auditEntrySchema = v.object({
  id: v.string(),
  action: userAuditActionSchema,
  actor: v.nullable(v.object({ id: v.string(), email: v.string(), name: v.nullable(v.string()) })),
  at: isoTimestamp,
  details: v.record(v.string(), auditDetailValueSchema),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

// ---------------------------------------------------------------- the detail

/** A KYC document as the manager sees it; its file comes from `userKycDocumentPath`. */
export const userKycDocumentSchema = v.object({
  file_id: v.string(),
  type: v.picklist(KYC_DOCUMENT_TYPES),
  name: v.string(),
  /** Issue date of a company document, when given. */
  issued_on: v.nullable(v.string()),
  submitted_at: isoTimestamp,
});
export type UserKycDocument = v.InferOutput<typeof userKycDocumentSchema>;

const nullableText = v.nullable(v.string());

export const userDetailSchema = v.object({
  ...userRowSchema.entries,
  profile: v.object({
    phone: nullableText,
    secondary_phone: nullableText,
    birthday: nullableText,
    nationality: nullableText,
    id_number: nullableText,
    country_of_residence: nullableText,
    address: nullableText,
    city: nullableText,
    postal_code: nullableText,
    province: nullableText,
    gender: nullableText,
    occupation: nullableText,
    marital_status: nullableText,
    commercial_communications: v.boolean(),
    wallet: nullableText,
  }),
  /** A legal person's company, else null. */
  company: v.nullable(v.object({ organisation_name: nullableText, tax_id: nullableText })),
  kyc: v.object({
    status: v.picklist(KYC_STATUSES),
    /** The adapter of the latest check (`manual`, `sandbox`…), null before any was sent. */
    provider: nullableText,
    submitted_at: v.nullable(isoTimestamp),
    decided_at: v.nullable(isoTimestamp),
    /** The latest check's documents. */
    documents: v.array(userKycDocumentSchema),
  }),
  investments: v.object({
    count: v.number(),
    /** Sum of the investments' amounts, every status but CANCELED. */
    amount: moneySchema,
  }),
  /** Newest first. */
  history: v.array(auditEntrySchema),
});
export type UserDetail = v.InferOutput<typeof userDetailSchema>;
export const userDetailResponseSchema = v.object({ data: userDetailSchema });
export type UserDetailResponse = v.InferOutput<typeof userDetailResponseSchema>;

// ---------------------------------------------------------------- the manager's actions

/** POST /manager/users/:id/validate: KYC success, flags cleared, the user e-mailed. */
export const validateUserRequestSchema = v.object({
  /** An internal note kept in the history, never shown to the user. */
  note: optional(freeText({ max: 500 })),
});
export type ValidateUserRequest = v.InferInput<typeof validateUserRequestSchema>;

/** POST /manager/users/:id/denegate: at least one flag, and why, in words the user reads. */
export const denegateUserRequestSchema = form({
  flags: v.pipe(
    v.array(v.picklist(USER_FLAGS, INVALID), 'validator.error_null'),
    v.minLength(1, 'validator.error_null'),
    v.check((flags) => new Set(flags).size === flags.length, INVALID),
  ),
  message: freeText({ max: 1000 }),
});
export type DenegateUserRequest = v.InferInput<typeof denegateUserRequestSchema>;
export type DenegateUserValues = v.InferOutput<typeof denegateUserRequestSchema>;

/** PUT /manager/users/:id/roles: one primary and an optional, different secondary. */
export const updateUserRolesRequestSchema = userRolesSchema;
export type UpdateUserRolesRequest = v.InferInput<typeof updateUserRolesRequestSchema>;
export type UpdateUserRolesValues = v.InferOutput<typeof updateUserRolesRequestSchema>;

/** DELETE /manager/users/:id. */
export const deleteUserResponseSchema = v.object({ data: v.object({ id: v.string(), deleted: v.literal(true) }) });
export type DeleteUserResponse = v.InferOutput<typeof deleteUserResponseSchema>;

/**
 * Error keys (`error` of the answer) of these routes, beside the common ones: 409 for a user
 * with investments, issuances or other records that keep them, or the caller themself; 404 for a
 * user of another tenant or a document not of that user.
 */
export const USERS_ADMIN_ERRORS = [
  'user_not_found',
  'user_has_investments',
  'user_is_caller',
  'kyc_document_not_found',
  'user_has_issuances',
  'user_has_records',
] as const;
export type UsersAdminError = (typeof USERS_ADMIN_ERRORS)[number];

/** The API's paths (under the client's base), so the screens never build them by hand. */
export const usersAdminPaths = {
  list: '/manager/users',
  export: '/manager/users/export',
  detail: (id: string) => `/manager/users/${encodeURIComponent(id)}`,
  validate: (id: string) => `/manager/users/${encodeURIComponent(id)}/validate`,
  denegate: (id: string) => `/manager/users/${encodeURIComponent(id)}/denegate`,
  roles: (id: string) => `/manager/users/${encodeURIComponent(id)}/roles`,
  /** The existing simulation (impersonation) route. */
  simulate: (id: string) => `/manager/users/${encodeURIComponent(id)}/impersonate`,
  kycDocument: (id: string, fileId: string) => `/manager/users/${encodeURIComponent(id)}/kyc-documents/${encodeURIComponent(fileId)}`,
} as const;
export const userKycDocumentPath = usersAdminPaths.kycDocument;
