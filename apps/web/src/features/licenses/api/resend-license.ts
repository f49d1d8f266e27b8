import { licenseIdResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** E-mails the very same key again; the key itself does not change. */
export function resendLicense(id: string) {
  return requestJson('POST', apiPaths.licenses.resend(id), licenseIdResponse);
}

export function useResendLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendLicense,
    // A refusal (say, KEY_NOT_RESENDABLE) means the list on screen was out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: [apiPaths.licenses.list] }),
  });
}
