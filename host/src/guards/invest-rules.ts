import type { NextStep, OnboardingStep } from 'shared';

/** The page that tells an investor who may not go on why (pending validation, rejected). */
export const INVEST_BLOCKED_SEGMENT = 'blocked';

/** The onboarding step each onboarding page belongs to; the other pages are the investment's own. */
const STEP_OF_PAGE: Readonly<Record<string, OnboardingStep>> = {
  identification: 'KYC',
  'type-of-investor': 'TYPE_OF_INVESTMENT',
  'account-information': 'USER_ADDITIONAL_DATA',
  'aditional-information': 'USER_ADDITIONAL_DATA',
  'initial-test': 'SUITABILITY_TEST',
};

/** `/invest/{slug}/{page}` of the invest check, or null for any other address. */
export function investPageOf(pathname: string): { slug: string; page: string } | null {
  const [first, slug, page, ...rest] = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (first !== 'invest' || !slug || !page || rest.length > 0) return null;
  return { slug: decodeURIComponent(slug), page };
}

function investPagePath(slug: string, page: string): string {
  return `/invest/${encodeURIComponent(slug)}/${page}`;
}

/** Where GET /invest/{slug}/next-step sends the investor. */
export function dueInvestPage(next: NextStep): string {
  return next.kind === 'blocked' ? INVEST_BLOCKED_SEGMENT : next.route;
}

export type InvestDecision = { type: 'allow' } | { type: 'redirect'; to: string };

/**
 * The invest check: whether `page` may be shown now, or where the investor goes instead. The
 * step due is always reachable, and so are the steps already behind the investor (going back to
 * change an answer): those the API reports done and those before the due one in the tenant's
 * order (a KYC waiting for the provider is not "done" yet, but nothing is left to do there but
 * look at its status).
 */
export function decideInvestPage({
  slug,
  page,
  next,
  order,
}: {
  slug: string;
  page: string;
  next: NextStep;
  order: readonly OnboardingStep[];
}): InvestDecision {
  const due = dueInvestPage(next);
  const redirect = (to: string): InvestDecision => (to === page ? { type: 'allow' } : { type: 'redirect', to: investPagePath(slug, to) });
  const step = STEP_OF_PAGE[page];

  switch (next.kind) {
    case 'blocked':
      // The onboarding pages stay open: a refused investor fixes there what the refusal names,
      // and one waiting for the validation sees the KYC status on the identification page.
      return step ? { type: 'allow' } : redirect(due);
    case 'onboarding': {
      if (!step) return redirect(due);
      if (step === next.step) {
        // The second page of the additional data waits for the first to be saved.
        return page === 'aditional-information' && next.route !== 'aditional-information' ? redirect(due) : { type: 'allow' };
      }
      if (next.completed.includes(step)) return { type: 'allow' };
      // Which identity documents the KYC asks for depends on natural or legal person: a company
      // says so on the investor-type page even when the tenant's order puts the KYC first.
      if (step === 'TYPE_OF_INVESTMENT' && next.step === 'KYC') return { type: 'allow' };
      const position = order.indexOf(step);
      return position !== -1 && position < order.indexOf(next.step) ? { type: 'allow' } : redirect(due);
    }
    case 'invest':
      if (step) return { type: 'allow' };
      if (page === INVEST_BLOCKED_SEGMENT) return redirect(due);
      // An order already under way resumes where it stands instead of starting another.
      if (page === 'invest' && next.route !== 'invest') return redirect(due);
      return { type: 'allow' };
  }
}
