import { createTokenRequestSchema, tokenCandidateListResponseSchema, tokenListQuerySchema, tokenListResponseSchema, tokenResponseSchema } from 'shared';
import { MANAGER } from '../../auth/access.js';
import { empty, errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { createToken, getToken, getTokenCandidates, getTokens, removeToken } from './tokens.handlers.js';

const tokenNotFound = errorResponse('token_not_found: no such token in this tenant');

/** The tokens of the tenant's issuances (spec section 2, the managers' token list, new token and token sheet). */
export const tokensRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/tokens',
    access: MANAGER,
    describe: {
      tags: ['tokens'],
      summary: 'The tokens of the tenant, newest first, searched by name, symbol, acronym or project; with supply, minted and holders',
    },
    responses: { 200: json(tokenListResponseSchema, 'One page'), 400: validationErrorResponse },
    query: tokenListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await getTokens(deps, c.var.tenant, query)),
  }),
  // Declared before /tokens/:id, which would take "issuances-without-token" for an id.
  defineRoute({
    method: 'GET',
    path: '/tokens/issuances-without-token',
    access: MANAGER,
    describe: {
      tags: ['tokens'],
      summary: "The tenant's issuances that can still take a token (the new-token form's choice), with the supply and price it would get",
    },
    responses: { 200: json(tokenCandidateListResponseSchema, 'The issuances') },
    handler: async ({ c, deps }) => c.json(await getTokenCandidates(deps, c.var.tenant)),
  }),
  defineRoute({
    method: 'POST',
    path: '/tokens',
    access: MANAGER,
    describe: {
      tags: ['tokens'],
      summary: "Create the token of an issuance: supply is its tokens for sale and price its token price; one token per issuance",
    },
    responses: {
      201: json(tokenResponseSchema, 'The token'),
      400: validationErrorResponse,
      404: errorResponse('issuance_not_found: no such issuance in this tenant'),
      409: errorResponse('token_exists: the issuance has its token already'),
    },
    json: createTokenRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await createToken(deps, c.var.tenant, body), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/tokens/:id',
    access: MANAGER,
    describe: {
      tags: ['tokens'],
      summary: 'The token sheet: supply, price, contract, minted tokens and holders',
    },
    responses: { 200: json(tokenResponseSchema, 'The token'), 404: tokenNotFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getToken(deps, c.var.tenant, param.id)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/tokens/:id',
    access: MANAGER,
    describe: {
      tags: ['tokens'],
      summary: 'Remove a token nothing was minted of yet (a mistaken name or symbol); the issuance can take a new one',
    },
    responses: { 204: empty('Removed'), 404: tokenNotFound, 409: errorResponse('token_minted: tokens of it were minted') },
    param: idParam,
    handler: async ({ c, deps, param }) => {
      await removeToken(deps, c.var.tenant, param.id);
      return c.body(null, 204);
    },
  }),
]);
