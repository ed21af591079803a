import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { investNextStepKeys, investNextStepOptions, useHttp } from 'host/platform';
import { investPaths } from '../paths';

/** The step due in this project, from the same query the host's invest check reads. */
export function useNextStep(slug: string, enabled = true) {
  return useQuery({ ...investNextStepOptions(useHttp(), slug), enabled });
}

/**
 * After a save that may change the step due (an onboarding step, an interest): the host's invest
 * check and the screens read the next step from this one cache, so it is asked again, for every
 * project (the onboarding is the investor's, not the project's).
 */
export function useNextStepChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: investNextStepKeys.all }), [queryClient]);
}

/**
 * After a step is saved: ask the API again which step is due (never guessed here, the tenant may
 * reorder the steps) and go there.
 */
export function useGoToNextStep(slug: string): () => Promise<void> {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const next = await queryClient.fetchQuery({ ...investNextStepOptions(http, slug), staleTime: 0 });
    await navigate(investPaths.next(slug, next));
  }, [http, queryClient, navigate, slug]);
}
