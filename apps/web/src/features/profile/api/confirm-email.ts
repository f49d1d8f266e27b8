import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

/** Needs no sign-in: the token from the e-mailed link proves the mailbox. */
export function confirmEmail(token: string) {
  return apiJson<{ success: true; email: string }>('POST', apiPaths.profile.confirmEmail, {
    token,
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiPaths.auth.user] }),
  });
}
