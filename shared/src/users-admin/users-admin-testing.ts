/**
 * Contract-checked sample users of the manager's users screens, for tests of any app: each is
 * parsed with the shared schemas, so a fixture that drifts from the HTTP contract fails where it
 * is built.
 */
import * as v from 'valibot';
import type { PageMeta } from '../schemas/paging.schema';
import {
  auditEntrySchema,
  userDetailSchema,
  userListResponseSchema,
  userRowSchema,
  type AuditEntry,
  type UserDetail,
  type UserListResponse,
  type UserRow,
} from './users-admin.schemas';

const MANAGER = { id: 'u-manager', email: 'manager@demo.test', name: 'Marta Manager' };

const baseDetail: UserDetail = {
  id: 'u-1',
  email: 'pending@demo.test',
  username: 'pending',
  name: 'Pablo',
  surname: 'Pendiente',
  primary_role: 'USER',
  secondary_role: null,
  roles: ['USER'],
  person_type: 'natural',
  kyc_status: 'pending',
  flags: [],
  flags_message: null,
  email_verified: true,
  registered_at: '2026-10-02T09:30:00.000Z',
  investments_count: 0,
  actions: { validate: true, denegate: true, delete: true, roles: true, simulate: true },
  profile: {
    phone: '+34 600 000 001',
    secondary_phone: null,
    birthday: '1988-04-12',
    nationality: 'ES',
    id_number: '12345678Z',
    country_of_residence: 'ES',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28013',
    province: 'Madrid',
    gender: 'male',
    occupation: 'Engineer',
    marital_status: 'single',
    commercial_communications: false,
    wallet: '0x2222222222222222222222222222222222222222',
  },
  company: null,
  kyc: {
    status: 'pending',
    provider: 'manual',
    submitted_at: '2026-10-03T10:00:00.000Z',
    decided_at: null,
    documents: [
      { file_id: 'f-1', type: 'IDENTITY_PROOF', name: 'dni-front.pdf', issued_on: null, submitted_at: '2026-10-03T10:00:00.000Z' },
    ],
  },
  investments: { count: 0, amount: '0.00' },
  history: [],
};

/** One history entry (a manager's action on the user). */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return v.parse(auditEntrySchema, { id: 'a-1', action: 'user.validated', actor: MANAGER, at: '2026-10-05T08:00:00.000Z', details: {}, ...overrides });
}

/** A user's detail: a natural person, investor, KYC pending, every action allowed. */
export function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  const merged = { ...baseDetail, ...overrides };
  const roles = overrides.roles ?? [merged.primary_role, ...(merged.secondary_role ? [merged.secondary_role] : [])];
  return v.parse(userDetailSchema, { ...merged, roles, kyc: { ...merged.kyc, status: merged.kyc_status } });
}

/** The list row of a user's detail, as the list answers it. */
export function userRowOf(detail: UserDetail): UserRow {
  return v.parse(userRowSchema, detail);
}

/** A list row; the same defaults as `userDetail`. */
export function userRow(overrides: Partial<UserDetail> = {}): UserRow {
  return userRowOf(userDetail(overrides));
}

/** A page of the list; one page holding every row unless `meta` says otherwise. */
export function userList(rows: readonly UserRow[], meta: Partial<PageMeta> = {}): UserListResponse {
  return v.parse(userListResponseSchema, {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length, total_pages: 1, ...meta },
  });
}

/** A few users in the states a manager meets: pending, verified with investments, rejected,
 * a legal person, an entrepreneur and a manager. */
export function demoUsers(): UserDetail[] {
  return [
    userDetail({
      history: [auditEntry({ id: 'a-0', action: 'impersonation.started', at: '2026-10-04T11:00:00.000Z' })],
    }),
    userDetail({
      id: 'u-2',
      email: 'investor@demo.test',
      username: 'investor',
      name: 'Irene',
      surname: 'Inversora',
      kyc_status: 'success',
      registered_at: '2026-09-14T08:10:00.000Z',
      investments_count: 3,
      investments: { count: 3, amount: '12500.00' },
      actions: { validate: false, denegate: true, delete: false, roles: true, simulate: true },
      kyc: { ...baseDetail.kyc, decided_at: '2026-09-15T12:00:00.000Z' },
      history: [auditEntry({ id: 'a-2', at: '2026-09-15T12:00:00.000Z' })],
    }),
    userDetail({
      id: 'u-3',
      email: 'investor2@demo.test',
      username: 'investor2',
      name: 'Iván',
      surname: 'Rechazado',
      kyc_status: 'manual_error',
      flags: ['KYC_NOT_APPROVED'],
      flags_message: 'The photo of your ID is blurred: please upload it again.',
      registered_at: '2026-08-21T17:45:00.000Z',
      actions: { validate: true, denegate: true, delete: true, roles: true, simulate: true },
      history: [
        auditEntry({
          id: 'a-3',
          action: 'user.denegated',
          at: '2026-08-22T09:00:00.000Z',
          details: { flags: ['KYC_NOT_APPROVED'], message: 'The photo of your ID is blurred: please upload it again.' },
        }),
      ],
    }),
    userDetail({
      id: 'u-4',
      email: 'legal@demo.test',
      username: 'legal',
      name: 'Lucía',
      surname: 'Legal',
      person_type: 'legal',
      primary_role: 'PREMIUM_USER',
      kyc_status: 'success',
      registered_at: '2026-07-30T10:00:00.000Z',
      company: { organisation_name: 'Inversiones Legales S.L.', tax_id: 'B12345678' },
      investments_count: 1,
      investments: { count: 1, amount: '50000.00' },
      actions: { validate: false, denegate: true, delete: false, roles: true, simulate: true },
    }),
    userDetail({
      id: 'u-5',
      email: 'entrepreneur@demo.test',
      username: 'entrepreneur',
      name: 'Elena',
      surname: 'Emprendedora',
      primary_role: 'ENTREPRENEUR',
      secondary_role: 'USER',
      kyc_status: 'created',
      registered_at: '2026-06-01T07:00:00.000Z',
      kyc: { ...baseDetail.kyc, provider: null, submitted_at: null, documents: [] },
      actions: { validate: true, denegate: true, delete: true, roles: true, simulate: true },
    }),
    userDetail({
      id: 'u-manager',
      email: 'manager@demo.test',
      username: 'manager',
      name: 'Marta',
      surname: 'Manager',
      primary_role: 'ADMIN',
      kyc_status: 'success',
      registered_at: '2026-01-10T07:00:00.000Z',
      kyc: { ...baseDetail.kyc, documents: [] },
      actions: { validate: false, denegate: false, delete: false, roles: false, simulate: false },
    }),
  ];
}
