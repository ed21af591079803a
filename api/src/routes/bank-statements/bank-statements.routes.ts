import {
  BANK_STATEMENT_FIELD,
  BANK_STATEMENT_MAX_MB,
  bankStatementImportResponseSchema,
  bankStatementListQuerySchema,
  bankStatementListResponseSchema,
  statementEntryDecisionRequestSchema,
  statementEntryListQuerySchema,
  statementEntryListResponseSchema,
  statementEntryResponseSchema,
} from 'shared';
import { MANAGER } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { readMultipartBody } from '../../lib/validation.js';
import { decideEntry } from '../../payments/statements/decide-entry.js';
import { importStatement, tenantCurrency } from '../../payments/statements/import-statement.js';
import { listEntries, listStatements } from '../../payments/statements/statement-queries.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';

const forbidden = errorResponse('forbidden: not a manager, or acting as an investor');
const imported = json(bankStatementImportResponseSchema, 'The statements of the file, what the import did');

/** Bank statements (issue 36): the manager imports the bank's statements and decides on the credits that paid nothing by themselves. */
export const bankStatementsRoutes = defineRoutes(`${PFP}/manager`, [
  defineRoute({
    method: 'GET',
    path: '/bank-statements',
    access: MANAGER,
    describe: { tags: ['manager'], summary: 'The imported bank statements, newest first, each with its movements counted (credits, debits, matched, to decide, decided)' },
    responses: { 200: json(bankStatementListResponseSchema, 'One page'), 400: validationErrorResponse, 403: forbidden },
    query: bankStatementListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listStatements(deps.db, c.var.tenant.id, query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/bank-statements',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: `Import a bank statement: multipart field "${BANK_STATEMENT_FIELD}", camt.053 XML (001.02 to 001.08) or AEB Norma 43, up to ${BANK_STATEMENT_MAX_MB} MB. A credit whose text holds an order's transfer reference, for the order's exact total while it waits for its transfer, pays it (CHARGED, the investor told, as a manager's confirmation); the other credits wait for a decision, debits are kept. 201 when something was imported; 200 with already_imported when every statement of the file was imported before (nothing changes). Audited.`,
    },
    responses: {
      200: imported,
      201: imported,
      400: validationErrorResponse,
      403: forbidden,
      413: errorResponse('payload_too_large'),
      415: errorResponse('unsupported_media_type: send multipart/form-data'),
      422: errorResponse('statement_format_unknown (neither camt.053 nor Norma 43), statement_malformed, statement_totals_mismatch; `detail` says where. Nothing of the file is imported'),
    },
    handler: async ({ c, deps }) => {
      const answer = await importStatement(deps, callerOf(c), await readMultipartBody(c));
      return c.json({ data: answer.data }, answer.status);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/bank-statements/entries',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: 'Movements of the imported statements: state=to_decide (default: credits that paid nothing by themselves, undecided), decided, or all (debits too); statement= one import. Each with the order its reference names and what may be done',
    },
    responses: { 200: json(statementEntryListResponseSchema, 'One page'), 400: validationErrorResponse, 403: forbidden },
    query: statementEntryListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listEntries(deps.db, c.var.tenant.id, tenantCurrency(c.var.tenant), query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/bank-statements/entries/:id/decision',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary:
        'Decide on a credit that paid nothing by itself, once: apply (pays the suggested order, or the one investment_id or reference names, while it waits for its transfer and the credit covers its total; any excess is a refund due), refund (the credit is owed back), dismiss (with a note). Audited',
    },
    responses: {
      200: json(statementEntryResponseSchema, 'The decided movement'),
      400: validationErrorResponse,
      403: forbidden,
      404: errorResponse('bank_statement_entry_not_found, investment_not_found (no such order, or no order with that reference)'),
      409: errorResponse('bank_statement_entry_decided, investment_transition_not_allowed (the order does not wait for a transfer), bank_statement_amount_short, bank_statement_currency_mismatch'),
    },
    json: statementEntryDecisionRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await decideEntry(deps, callerOf(c), param.id, body)),
  }),
]);
