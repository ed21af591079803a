import type { Deps } from '../app-env.js';
import { confirmPendingChainTransactions } from '../ledger/evm/chain-confirmations.js';
import { watchCryptoPayments } from '../payments/crypto/crypto-watcher.js';
import { expireRedsysAttempts } from '../payments/redsys/redsys-expiry.js';
import { reviewAds } from '../routes/board/board.handlers.js';
import type { Job } from './jobs.js';

/**
 * Every periodic work of the API, each a job the runner claims per tick (see jobs.ts). A new
 * periodic work is one more entry here, never a timer of its own.
 */
export function apiJobs(deps: Deps): Job[] {
  const every = deps.env.PROVIDER_NOTIFY_INTERVAL_MS;
  return [
    // Provider notifications not delivered at once (the API was down, the webhook failed) go again.
    { name: 'provider-notifications', intervalMs: every, run: () => deps.notifier.deliverDue() },
    // Abandoned hosted payments expire; sessions left open while the API was stopped expire at its start.
    { name: 'sandbox-payment-expiry', intervalMs: every, atStart: true, run: () => deps.paymentSandbox.expireDue(deps.db) },
    { name: 'redsys-expiry', intervalMs: every, atStart: true, run: () => expireRedsysAttempts(deps) },
    // Ads in review are published or rejected within minutes (issue 15).
    { name: 'board-review', intervalMs: deps.env.BOARD_REVIEW_INTERVAL_MS, run: () => reviewAds(deps) },
    // Chain transactions a request did not see confirmed (or a crash left pending) are confirmed and settled.
    // Stablecoin transfers to a tenant's receiving address are matched to orders and charged once confirmed.
    { name: 'crypto-payments', intervalMs: every, atStart: true, run: () => watchCryptoPayments(deps) },
    { name: 'chain-confirmations', intervalMs: deps.env.CHAIN_CONFIRM_INTERVAL_MS, atStart: true, run: () => confirmPendingChainTransactions(deps) },
  ];
}
