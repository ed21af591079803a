import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitKyc, type KycSubmission } from 'account';
import { useHttp } from 'host/platform';
import { useNextStepChanged } from '../../invest-flow/next-step';
import { onboardingKeys } from '../../invest-flow/onboarding.api';

export function useSubmitKyc() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const nextStepChanged = useNextStepChanged();
  return useMutation({
    mutationFn: (submission: KycSubmission) => submitKyc(http, submission),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: onboardingKeys.all }), nextStepChanged()]),
  });
}
