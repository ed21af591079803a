import {
  adRequestSchema,
  adResponseSchema,
  adWithdrawRequestSchema,
  boardConversationsResponseSchema,
  boardHistoryResponseSchema,
  boardMessageRequestSchema,
  boardMessageResponseSchema,
  boardThreadResponseSchema,
  boardQuerySchema,
  boardResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  rolesOf,
  sellableInvestmentsResponseSchema,
} from 'shared';
import { INVESTORS, INVESTORS_IN_PERSON, type Access } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { listConversations, postMessage, readConversation } from './board-conversations.handlers.js';
import { boardHistory, contactAuthor, createAd, listBoard, sellableHoldings, updateAd, withdrawAd } from './board.handlers.js';

const adAnswer = (description: string) => json(adResponseSchema, description);

/** Investors read the board; managers moderate it (any status, withdraw with a reason). */
const BOARD_READERS: Access = { roles: rolesOf('investor', 'manager'), backdoor: 'allow' };
/** Contacting and writing in a reply thread speak for the investor to another: never a manager acting as them. */
const CONTACTERS: Access = { roles: rolesOf('investor'), backdoor: 'deny' };
/** An ad offers the investor's tokens to others: its author withdraws it in person; managers moderate with their own token. */
const AD_WITHDRAWERS: Access = { roles: rolesOf('investor', 'manager'), backdoor: 'deny' };

/** The secondary bulletin board (issue 15, spec sections 3-4). */
export const boardRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/board/ads',
    access: BOARD_READERS,
    describe: {
      tags: ['board'],
      summary: 'Published ads of the tenant, newest first, by type, product, project and unit price; managers may ask for any status',
    },
    responses: { 200: json(boardResponseSchema, 'The ads'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: boardQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listBoard(deps, callerOf(c), query, 'board')),
  }),
  defineRoute({
    method: 'GET',
    path: '/board/ads/mine',
    access: INVESTORS,
    describe: {
      tags: ['board'],
      summary: "The caller's ads in every status (same filters)",
    },
    responses: { 200: json(boardResponseSchema, 'The ads'), 400: validationErrorResponse },
    query: boardQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listBoard(deps, callerOf(c), query, 'mine')),
  }),
  defineRoute({
    method: 'GET',
    path: '/board/history',
    access: BOARD_READERS,
    describe: {
      tags: ['board'],
      summary: "The board's past transactions (transfers that named an ad), without the parties",
    },
    responses: { 200: json(boardHistoryResponseSchema, 'The trades') },
    handler: async ({ c, deps }) => c.json(await boardHistory(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/board/holdings',
    access: INVESTORS,
    describe: {
      tags: ['board'],
      summary: "The caller's minted investments with the tokens of each project still available to offer (ledger balance minus open sell ads)",
    },
    responses: { 200: json(sellableInvestmentsResponseSchema, 'The investments') },
    handler: async ({ c, deps }) => c.json(await sellableHoldings(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'POST',
    path: '/board/ads',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['board'],
      summary: 'Posts an ad, in review until the review job publishes or rejects it; a sell ad offers at most the tokens still available',
    },
    responses: {
      201: adAnswer('The ad, in review'),
      400: validationErrorResponse,
      404: errorResponse('investment_not_found, issuance_not_found'),
      409: errorResponse('tokens_not_available'),
    },
    json: adRequestSchema,
    handler: async ({ c, deps, json: input }) => c.json(await createAd(deps, callerOf(c), input), 201),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/board/ads/:id',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['board'],
      summary: "Edits the caller's open ad; it goes back to review",
    },
    responses: {
      200: adAnswer('The ad, in review'),
      400: validationErrorResponse,
      404: errorResponse('ad_not_found, investment_not_found, issuance_not_found'),
      409: errorResponse('tokens_not_available, ad_not_open'),
    },
    json: adRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: input, param }) => c.json(await updateAd(deps, callerOf(c), param.id, input)),
  }),
  defineRoute({
    method: 'POST',
    path: '/board/ads/:id/withdraw',
    access: AD_WITHDRAWERS,
    describe: {
      tags: ['board'],
      summary: 'Withdraws an open ad: its author, or a manager with a reason the author is notified of',
    },
    responses: { 200: adAnswer('The withdrawn ad'), 400: validationErrorResponse, 404: errorResponse('ad_not_found'), 409: errorResponse('ad_not_open') },
    json: adWithdrawRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: input, param }) => c.json(await withdrawAd(deps, callerOf(c), param.id, input.reason)),
  }),
  defineRoute({
    method: 'POST',
    path: '/board/ads/:id/contact',
    access: CONTACTERS,
    describe: {
      tags: ['board'],
      summary: "Sends the ad's author a message by notification and e-mail, with the sender's public name and never an address; it starts or continues the caller's reply thread on the ad",
    },
    responses: { 202: json(contactResponseSchema, 'Sent: the thread it is in'), 400: validationErrorResponse, 404: errorResponse('ad_not_found'), 409: errorResponse('own_ad, ad_not_open') },
    json: contactRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: input, param }) => c.json(await contactAuthor(deps, callerOf(c), param.id, input), 202),
  }),
  defineRoute({
    method: 'GET',
    path: '/board/ads/:id/conversations',
    access: INVESTORS,
    describe: {
      tags: ['board'],
      summary: "The reply threads of an ad: its author sees every buyer's, with the last message and what is unread; a buyer sees their own",
    },
    responses: { 200: json(boardConversationsResponseSchema, 'The threads, most recent first'), 404: errorResponse('ad_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await listConversations(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/board/conversations/:id',
    access: INVESTORS,
    describe: {
      tags: ['board'],
      summary: 'A reply thread with its messages, oldest first, for its two parties only (anyone else: 404); reading it marks it read, unless a manager acts as the investor',
    },
    responses: { 200: json(boardThreadResponseSchema, 'The thread'), 404: errorResponse('conversation_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await readConversation(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/board/conversations/:id/messages',
    access: CONTACTERS,
    describe: {
      tags: ['board'],
      summary: 'Writes in a reply thread, as one of its two parties; the other is notified in app and by e-mail. Refused once the ad is withdrawn, rejected or closed',
    },
    responses: {
      201: json(boardMessageResponseSchema, 'The message'),
      400: validationErrorResponse,
      404: errorResponse('conversation_not_found'),
      409: errorResponse('ad_not_open'),
    },
    json: boardMessageRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: input, param }) => c.json(await postMessage(deps, callerOf(c), param.id, input.message), 201),
  }),
]);
