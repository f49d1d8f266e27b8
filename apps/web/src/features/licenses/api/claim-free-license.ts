import { licenseIdResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The account's one free key, e-mailed; the list is read again either way. */
export function claimFreeLicense() {
  return requestJson('POST', apiPaths.licenses.free, licenseIdResponse);
}

export function useClaimFreeLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFreeLicense,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiPaths.licenses.list] }),
  });
}
