/**
 * The invest flow's read endpoints of the HTTP contract, answered by MSW handlers over the
 * contract-checked fixtures (`shared/invest/testing`): what a screen of the flow or the host's
 * invest guard loads before it shows anything. Paths start with `*`: whichever tenant's API
 * base the page resolves. A test adds its own handlers for the writes it checks.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { IssuanceDetail } from '../schemas/issuance-list.schema';
import type { Breakdown, InvestmentAnswer, NextStep, OnboardingState, PaymentCard, PaymentState } from './index';

export interface InvestApiAnswers {
  /** The project's public sheet (`GET /public/issuances/:slug`). */
  issuance?: IssuanceDetail;
  onboarding?: OnboardingState;
  next?: NextStep;
  investment?: InvestmentAnswer;
  payment?: PaymentState;
  breakdown?: Breakdown;
  /** Whether cards are kept, and the investor's saved card (`GET /payment-card`). */
  paymentCard?: PaymentCard;
}

/** Handlers for the answers given, each under the `{ data }` envelope; the others stay unanswered. */
export function investApi({ issuance, onboarding, next, investment, payment, breakdown, paymentCard }: InvestApiAnswers): HttpHandler[] {
  const data = (value: unknown) => () => HttpResponse.json({ data: value });
  return [
    issuance && http.get('*/public/issuances/:slug', data(issuance)),
    onboarding && http.get('*/users/me/onboarding', data(onboarding)),
    next && http.get('*/invest/:slug/next-step', data(next)),
    investment && http.get('*/investments/:id', data(investment)),
    payment && http.get('*/investments/:id/payment', data(payment)),
    breakdown && http.get('*/investments/:id/breakdown', data(breakdown)),
    paymentCard && http.get('*/payment-card', data(paymentCard)),
  ].filter((handler) => handler !== undefined);
}
