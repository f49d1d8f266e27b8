import { emailConfirmationSentResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** E-mails a fresh confirmation link to the signed-in user's unconfirmed address. */
export function resendEmailConfirmation() {
  return requestJson(
    'POST',
    apiPaths.profile.resendEmailConfirmation,
    emailConfirmationSentResponse,
  );
}

export function useResendEmailConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmailConfirmation,
    // NOTHING_TO_CONFIRM usually means the address was confirmed meanwhile: read the account again.
    onError: () => queryClient.invalidateQueries({ queryKey: [apiPaths.auth.user] }),
  });
}
