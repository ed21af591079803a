import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp } from 'host/platform';
import { accountWalletResponseSchema, walletChallengeResponseSchema, type Account, type WalletChallengeRequest, type WalletVerifyRequest } from 'shared';
import { accountKeys } from '../account-page/account.api';

/**
 * The wallet proof's two calls: the message to sign (POST /users/me/account/wallet/challenge) and
 * the signature sent back (POST …/verify), whose answer replaces the wallet in the cached account.
 */
export function useWalletProof() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const challenge = useMutation({
    mutationFn: async (request: WalletChallengeRequest) =>
      v.parse(walletChallengeResponseSchema, await http.post<unknown>('/users/me/account/wallet/challenge', request, { toastErrors: false })).data,
  });
  const verify = useMutation({
    mutationFn: async (request: WalletVerifyRequest) =>
      v.parse(accountWalletResponseSchema, await http.post<unknown>('/users/me/account/wallet/verify', request, { toastErrors: false })).data,
    onSuccess: (wallet) => queryClient.setQueryData<Account>(accountKeys.all, (account) => account && { ...account, wallet }),
  });
  return { challenge, verify };
}
