import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { logout } from './api/logout.ts';

/** Ends the session, forgets every per-user answer, and goes home signed out. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    // Null (not removal) so every mounted observer re-renders as signed out at once.
    queryClient.setQueryData([apiPaths.auth.user], null);
    queryClient.removeQueries({
      predicate: (query) =>
        ![apiPaths.auth.user, apiPaths.publicConfig].includes(String(query.queryKey[0]) as never),
    });
    navigate(paths.home);
  };
}
