import { adminUsersResponse } from 'virtual:response-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export interface UserSearch {
  /** Username or e-mail in part, or a Discord id; empty for everyone. */
  query: string;
  page: number;
}

/** One page of accounts, newest first. */
export function getAdminUsers(search: UserSearch, signal?: AbortSignal) {
  const url = withQuery(apiPaths.admin.users.list, { ...search });
  return requestJson('GET', url, adminUsersResponse, { signal });
}

export function adminUsersQueryOptions(search: UserSearch) {
  return queryOptions({
    queryKey: [apiPaths.admin.users.list, search],
    queryFn: ({ signal }) => getAdminUsers(search, signal),
    // Accounts sign up and sign in all the time: each visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(search: UserSearch) {
  return useQuery(adminUsersQueryOptions(search));
}
