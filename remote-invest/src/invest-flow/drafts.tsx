import { useEffect, useRef } from 'react';
import { FormSpy } from 'react-final-form';
import type { OnboardingDraftStep } from 'shared';
import { useSaveDraft } from './drafts.api';

/** How long typing must pause before the draft is sent. */
export const DRAFT_DEBOUNCE_MS = 800;

function DraftSender({ step, values, pick }: { step: OnboardingDraftStep; values: Record<string, unknown>; pick: (values: Record<string, unknown>) => Record<string, unknown> }) {
  const { mutate } = useSaveDraft(step);
  const serialised = JSON.stringify(pick(values));
  const sent = useRef(serialised);
  useEffect(() => {
    if (serialised === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = serialised;
      mutate(JSON.parse(serialised) as Record<string, unknown>);
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [serialised, mutate]);
  return null;
}

/**
 * Inside a step's form: keeps what the investor types as the page's draft on the server
 * (PUT /users/me/onboarding/drafts/{step}, after a pause), so coming back later, on any device,
 * shows it again. `pick` leaves out what is no draft's business (files, typed declarations).
 */
export function DraftAutosave({ step, pick = (values) => values }: { step: OnboardingDraftStep; pick?: (values: Record<string, unknown>) => Record<string, unknown> }) {
  return (
    <FormSpy<Record<string, unknown>> subscription={{ values: true }}>
      {({ values }) => <DraftSender step={step} values={values} pick={pick} />}
    </FormSpy>
  );
}
