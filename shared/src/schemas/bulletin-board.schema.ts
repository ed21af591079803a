import { AD_TYPES } from '../domain/bulletin-board';
import { choice, form, freeText, number, optional, text, walletAddress } from '../validation/rules';

/** A new ad on the bulletin board: tokens from one of the investor's investments. */
export const adSchema = form({
  type: choice(AD_TYPES),
  investment_id: text(),
  tokens: number({ min: 1, integer: true }),
  unit_price: number({ min: 0.01 }),
  description: optional(freeText({ max: 1000 })),
});

/** Contacting an advertiser: the message is read by another user. */
export const contactMessageSchema = form({
  message: freeText({ min: 10, max: 2000 }),
});

/** Transferring tokens to another wallet, within what the investor holds. */
export function createTransferSchema({ availableTokens }: { availableTokens: number }) {
  return form({
    tokens: number({ min: 1, max: availableTokens, integer: true }),
    destination_wallet: walletAddress(),
  });
}
