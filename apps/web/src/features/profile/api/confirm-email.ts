import { emailConfirmedResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Needs no sign-in: the token from the e-mailed link proves the mailbox. */
export function confirmEmail(token: string) {
  return requestJson('POST', apiPaths.profile.confirmEmail, emailConfirmedResponse, {
    body: { token },
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiPaths.auth.user] }),
  });
}
