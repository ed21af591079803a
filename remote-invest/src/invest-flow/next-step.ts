import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { investNextStepOptions, useHttp } from 'host/platform';
import { investPaths } from '../paths';

/** The step due in this project, from the same query the host's invest check reads. */
export function useNextStep(slug: string) {
  return useQuery(investNextStepOptions(useHttp(), slug));
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
