/**
 * The invest flow's view of the shared address map: its own routes (relative, as the host splices
 * them under /invest) and the host's pages it sends visitors to. No other module writes a URL.
 */
import { DECLARE_INTEREST_AMOUNT_PARAM } from 'host/platform';
import { hostPaths as hostPages, investorPaths, investPaths as flowPaths } from 'shared';

export { BLOCKED_SEGMENT, INVESTMENT_QUERY, PAYMENT_ERROR_QUERY } from 'shared';

export const investPaths = {
  ...flowPaths,
  /** Back from signing in with the amount typed before, to confirm it (the host's guard reads the parameter). */
  declareInterestWithAmount: (slug: string, amount: string) =>
    `${flowPaths.declareInterest(slug)}?${new URLSearchParams({ [DECLARE_INTEREST_AMOUNT_PARAM]: amount }).toString()}`,
};

/** The host's public pages; `/invest/{slug}/register` is the project's own for a visitor of it. */
export const hostPaths = {
  register: hostPages.register.href(),
  login: hostPages.login.href(),
  /** The investor's investments, in the investor area. */
  investments: investorPaths.investments.href(),
  account: investorPaths.account.href(),
};
