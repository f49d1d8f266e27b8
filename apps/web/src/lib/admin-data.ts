import type { QueryClient } from '@tanstack/react-query';

/**
 * After an admin action every admin answer may be out of date (a refund changes
 * the purchase, its buyer, the lists and the audit log), so all of them are
 * refetched; the open page's queries at once, the others when next shown.
 */
export function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [url] }) => typeof url === 'string' && url.startsWith('/api/admin/'),
  });
}
