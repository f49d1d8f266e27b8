import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';

/**
 * The options of every route test's suite: a route test renders the whole app on a memory
 * router and imports the page's code on first use, which has passed Vitest's default 5 s on a
 * busy two-core machine.
 */
export const ROUTE_TEST = { timeout: 20_000 };

/** Renders routes (or one element at `path`) with a fresh query client and a memory router. */
export function renderWithRouter(
  routesOrElement: RouteObject[] | ReactElement,
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
) {
  const routes = Array.isArray(routesOrElement)
    ? routesOrElement
    : [{ path: '*', element: routesOrElement }];
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering JSON for the given paths and 404 for anything else. */
export function stubFetch(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url in answers
      ? Response.json(answers[url])
      : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
