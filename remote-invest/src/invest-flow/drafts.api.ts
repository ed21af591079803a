import { useMutation } from '@tanstack/react-query';
import { useHttp, type HttpClient } from 'host/platform';
import type { DraftRequest, OnboardingDraftStep } from 'shared';

async function saveDraft(http: HttpClient, step: OnboardingDraftStep, values: DraftRequest['values']): Promise<void> {
  // Quiet: a draft that fails to save costs nothing typed, the form still holds it.
  await http.put(`/users/me/onboarding/drafts/${step}`, { values } satisfies DraftRequest, { toastErrors: false });
}

/** PUT /users/me/onboarding/drafts/{step}: what the investor typed so far on a step. */
export function useSaveDraft(step: OnboardingDraftStep) {
  const http = useHttp();
  return useMutation({ mutationFn: (draft: Record<string, unknown>) => saveDraft(http, step, draft) });
}
