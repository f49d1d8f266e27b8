import { adminPraiseResponse } from 'virtual:response-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Every praise, newest first, with whether the landing page quotes it. */
export function useAdminPraise() {
  return useQuery({
    queryKey: [apiPaths.admin.praise.list],
    queryFn: ({ signal }) =>
      requestJson('GET', apiPaths.admin.praise.list, adminPraiseResponse, { signal }),
    staleTime: 0,
  });
}

/** Approves a praise for the landing page or withdraws it; the answer is the new list. */
export function useSetPraiseApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      requestJson(
        'POST',
        approve ? apiPaths.admin.praise.approve(id) : apiPaths.admin.praise.withdraw(id),
        adminPraiseResponse,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData([apiPaths.admin.praise.list], answer);
      void queryClient.invalidateQueries({ queryKey: [apiPaths.testimonials] });
    },
  });
}
