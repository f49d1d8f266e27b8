import { licenseIdResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Revokes the key (reason 'replaced') and e-mails a new one; answers the new key's id. */
export function replaceLicense(id: string) {
  return requestJson('POST', apiPaths.licenses.replace(id), licenseIdResponse);
}

export function useReplaceLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceLicense,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiPaths.licenses.list] }),
  });
}
