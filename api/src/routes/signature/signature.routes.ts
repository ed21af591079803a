import { contractTextResponseSchema, signatureRequestSchema, signatureResponseSchema } from 'shared';
import { INVESTMENT_OWNER } from '../../auth/access.js';
import { clientAddress } from '../../lib/client-address.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { contractOf, contractTextOf, signedContractOf, signInvestment } from '../../signature/signature-service.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { sendFile } from '../files/files.handlers.js';

const investmentNotFound = errorResponse('investment_not_found: not an investment of the caller');

/** The contract of an order, its signature and the signed copy (issue 10). */
export const signatureRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/investments/:id/contract',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['signature'],
      summary:
        'The investment contract (PDF): parties, project, tokens, price, amount, fee, total, date in the tenant zone, payment method, the 4-day reflection period (Art. 22) and the risk warnings; the same bytes every time',
    },
    responses: { 200: file('The contract'), 404: investmentNotFound, 409: errorResponse('contract_not_available: an interest or a cancelled order') },
    param: idParam,
    handler: async ({ c, deps, param }) => {
      const id = param.id;
      const bytes = await contractOf(deps, callerOf(c), id);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="contract-${id}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/investments/:id/contract/text',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['signature'],
      summary:
        "The contract's text, as the blocks its PDF is drawn from (title, headings, label and value rows, paragraphs), with the SHA-256 of that PDF and whether it is signed: what the sign step shows in the page, where its Content-Security-Policy shows no PDF",
    },
    responses: {
      200: json(contractTextResponseSchema, 'The contract as text'),
      404: investmentNotFound,
      409: errorResponse('contract_not_available: an interest or a cancelled order'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await contractTextOf(deps, callerOf(c), param.id), 200, { 'Cache-Control': 'private, no-store' }),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/signature',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['signature'],
      summary:
        'Sign the contract (simple electronic signature): typed name, drawn signature (PNG data URL), consent; records the evidence (signer, time, IP, user agent, SHA-256 of the contract) and stores the signed PDF. Signed once the method is chosen and before paying (METHOD_PAYMENT; an order the balance pays in full is paid now, → CHARGED → SIGNED); an order paid before signing (older orders) moves CHARGED → SIGNED',
    },
    responses: {
      200: json(signatureResponseSchema, 'Signed'),
      400: validationErrorResponse,
      404: investmentNotFound,
      409: errorResponse('investment_transition_not_allowed (no method chosen yet, payment under way, or this contract signed already), signature_not_required (the tenant hides signing)'),
    },
    json: signatureRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) =>
      c.json(await signInvestment(deps, callerOf(c), param.id, body, { ip: clientAddress(c, deps.env.TRUST_PROXY), userAgent: c.req.header('User-Agent') ?? null })),
  }),
  defineRoute({
    method: 'GET',
    path: '/investments/:id/signed-contract',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['signature'],
      summary: 'The signed contract (PDF): the contract plus the evidence page with the drawn signature',
    },
    responses: { 200: file('The signed contract'), 404: errorResponse('investment_not_found, signed_contract_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => {
      const file = await signedContractOf(deps, callerOf(c), param.id);
      return sendFile(c, deps, { ...file, name: file.name }, { disposition: 'attachment', cache: 'private, no-store' });
    },
  }),
]);
