import type { MintBlock, ProjectStatus } from 'shared';
import { ApiError } from '../lib/errors.js';
import { revocation } from './investment-answer.js';
import type { InvestmentRow } from './move-investment.js';

/** What decides whether an order whose status could be minted may be minted now. */
export interface MintFacts {
  investment: Pick<InvestmentRow, 'status' | 'statusDates'>;
  /** The investor's classification: only a sophisticated investor has no reflection period. */
  sophisticated: boolean | null;
  issuanceStatus: ProjectStatus;
  /** The tenant's order of project statuses: tokens are issued once the project reaches its last. */
  projectStatusOrder: readonly ProjectStatus[];
  holderHasWallet: boolean;
  /** Whether that wallet (the first, where tokens are minted) is proven the holder's by a signature. */
  holderWalletVerified: boolean;
  /** Tokens on a chain go only to a wallet the holder proved theirs; the database ledger keeps them per user. */
  verifiedWalletRequired: boolean;
  now: Date;
  timeZone: string;
}

export interface MintReadiness {
  blockedBy: MintBlock[];
  /** The end of the reflection period while it blocks the mint. */
  mintableFrom: Date | null;
}

/**
 * Why the order may not be minted yet, in the order a manager can act on them. Minting ends the
 * investor's right to revoke (nothing minted is cancelled), so it waits for the reflection period
 * the investor's Revoke button counts, in the tenant's zone; the congratulations page promises the
 * tokens "when the campaign closes", to the investor's wallet.
 */
export function mintReadiness(facts: MintFacts): MintReadiness {
  const blockedBy: MintBlock[] = [];
  const { endsAt } = revocation(facts.investment, { sophisticated: facts.sophisticated, now: facts.now, timeZone: facts.timeZone });
  const inPeriod = endsAt !== null && facts.now.getTime() < endsAt.getTime();
  if (inPeriod) blockedBy.push('reflection_period_open');
  if (facts.issuanceStatus !== facts.projectStatusOrder.at(-1)) blockedBy.push('campaign_not_closed');
  if (!facts.holderHasWallet) blockedBy.push('holder_has_no_wallet');
  else if (facts.verifiedWalletRequired && !facts.holderWalletVerified) blockedBy.push('holder_wallet_unverified');
  return { blockedBy, mintableFrom: inPeriod ? endsAt : null };
}

/** The 409 of the first block: the reflection period's answers when it ends. */
export function mintRefusal({ blockedBy, mintableFrom }: MintReadiness): ApiError | null {
  const [block] = blockedBy;
  if (!block) return null;
  return new ApiError(409, block, false, block === 'reflection_period_open' && mintableFrom ? { mintable_from: mintableFrom.toISOString() } : {});
}
