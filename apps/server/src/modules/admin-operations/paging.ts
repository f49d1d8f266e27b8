import { z } from 'zod';

/** Admin lists are paged; a page past the end is simply empty. */
export interface Paging {
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 25;

/** Query parameters arrive as text, so they are coerced; 10 000 pages is far past any list. */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};

export function pageOf(paging: Paging): { limit: number; offset: number } {
  return { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
}
