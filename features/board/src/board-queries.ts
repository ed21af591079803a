import * as v from 'valibot';
import { boardQuerySchema } from 'shared';

// Each list reads only its own filters from the address: a `status` meant for the manager's
// list would make the investor's a 403, and the tabs share one address.
export const adsQuerySchema = v.pick(boardQuerySchema, ['type', 'product', 'min_price', 'max_price', 'page', 'per_page']);
export const myAdsQuerySchema = v.pick(boardQuerySchema, ['page', 'per_page']);
export const moderationQuerySchema = v.pick(boardQuerySchema, ['status', 'type', 'page', 'per_page']);

/** The ad filters both areas offer, by the words they share. */
export const AD_FILTER_KEYS = ['type', 'product', 'min_price', 'max_price'] as const;
