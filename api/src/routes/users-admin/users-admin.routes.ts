import {
  deleteUserResponseSchema,
  denegateUserRequestSchema,
  updateUserRolesRequestSchema,
  userDetailResponseSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  validateUserRequestSchema,
} from 'shared';
import { MANAGER, type Access } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { EXPORT_CONTENT_TYPES } from '../../lib/table-export.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, pathParams } from '../params.js';
import { sendFile } from '../files/files.handlers.js';
import { deleteUser, denegateUser, exportUsers, getUserDetail, listUsers, updateUserRoles, userKycFile, validateUser } from './users-admin.handlers.js';


/** The tenant's managers only, never while acting as an investor; a user of another tenant is not found. */
const MANAGER_OF_USER: Access = { ...MANAGER, owns: 'tenant-user' };

const notFound = errorResponse('user_not_found: no such user in this tenant');
const forbidden = errorResponse('forbidden: not a manager, or acting as an investor');
const detail = json(userDetailResponseSchema, "The user's detail after the action");

/**
 * The manager's users (spec sections 2 and 6, issue 12). Members (participants in EXEU) are the
 * same list with `role_group=investor` (or `role=USER`): no route of their own.
 */
export const usersAdminRoutes = defineRoutes(`${PFP}/manager`, [
  defineRoute({
    method: 'GET',
    path: '/users',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: "The tenant's users, filtered (role or role group, KYC status, flag, registration days, search) and paged, newest first",
    },
    responses: { 200: json(userListResponseSchema, 'One page'), 400: validationErrorResponse, 403: forbidden },
    query: userListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listUsers(deps, callerOf(c), query)),
  }),
  // Declared before /users/:id, which would take "export" for an id.
  defineRoute({
    method: 'GET',
    path: '/users/export',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: 'Every user the filters select, as a CSV or XLSX file (streamed): a header row, then one row per user',
    },
    responses: { 200: file('users.csv or users.xlsx (Content-Disposition: attachment)'), 400: validationErrorResponse, 403: forbidden },
    query: userExportQuerySchema,
    handler: async ({ c, deps, query: { format, ...filters } }) => {
      const body = await exportUsers(deps, c.var.tenant, filters, format, c.var.log);
      return c.body(body, 200, {
        'Content-Type': EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="users.${format}"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id',
    access: MANAGER_OF_USER,
    describe: {
      tags: ['manager'],
      summary: "A user's profile, roles, KYC status and documents, flags, investments summary and history (the audit log of manager actions on them)",
    },
    responses: { 200: json(userDetailResponseSchema, 'The user'), 403: forbidden, 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getUserDetail(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/kyc-documents/:fileId',
    access: MANAGER_OF_USER,
    describe: {
      tags: ['manager'],
      summary: 'One of the KYC documents the user uploaded, as an attachment, never cached',
    },
    responses: { 200: file('The file'), 403: forbidden, 404: errorResponse('user_not_found, kyc_document_not_found') },
    param: pathParams('id', 'fileId'),
    handler: async ({ c, deps, param }) => sendFile(c, deps, await userKycFile(deps, c.var.tenant, param.id, param.fileId), { disposition: 'attachment', cache: 'private, no-store' }),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/:id/validate',
    access: MANAGER_OF_USER,
    describe: {
      tags: ['manager'],
      summary: 'Validate the user: KYC success, flags cleared, the user e-mailed; they may invest. Audited.',
    },
    responses: { 200: detail, 400: validationErrorResponse, 403: forbidden, 404: notFound, 409: errorResponse('user_is_caller') },
    param: idParam,
    json: validateUserRequestSchema,
    handler: async ({ c, deps, param, json: body }) => c.json(await validateUser(deps, callerOf(c), param.id, body.note)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/:id/denegate',
    access: MANAGER_OF_USER,
    describe: {
      tags: ['manager'],
      summary: "Denegate the user: sets the chosen flags and the message the user reads (their invest flow is blocked with it); KYC_NOT_APPROVED makes the KYC a manual error. Audited.",
    },
    responses: { 200: detail, 400: validationErrorResponse, 403: forbidden, 404: notFound, 409: errorResponse('user_is_caller') },
    param: idParam,
    json: denegateUserRequestSchema,
    handler: async ({ c, deps, param, json: body }) => c.json(await denegateUser(deps, callerOf(c), param.id, body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/:id/roles',
    access: MANAGER_OF_USER,
    describe: {
      tags: ['manager'],
      summary: "Set the user's primary and optional secondary role; their sessions end, so the new areas apply at their next login. Audited.",
    },
    responses: { 200: detail, 400: validationErrorResponse, 403: forbidden, 404: notFound, 409: errorResponse('user_is_caller') },
    param: idParam,
    json: updateUserRolesRequestSchema,
    handler: async ({ c, deps, param, json: body }) => c.json(await updateUserRoles(deps, callerOf(c), param.id, body)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/:id',
    access: MANAGER_OF_USER,
    describe: {
      tags: ['manager'],
      summary: 'Delete the user (the client asks for confirmation first). Audited.',
    },
    responses: {
      200: json(deleteUserResponseSchema, 'Deleted'),
      403: forbidden,
      404: notFound,
      409: errorResponse('user_has_investments, user_has_issuances, user_has_records or user_is_caller'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await deleteUser(deps, callerOf(c), param.id)),
  }),
]);
