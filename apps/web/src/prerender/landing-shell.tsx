/**
 * Build-time only (see scripts/prerender-landing.mjs): the HTML of the app's
 * very first render of `/` for a signed-out English visitor — the layout and
 * the landing's hero, exactly what the browser shows while the landing's
 * code loads. It is written into index.html so the hero paints before any
 * JavaScript runs; public/theme-boot.js hides it for visitors it does not fit.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router.tsx';
import { initI18n } from '@/i18n/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';

export async function renderLandingShell(): Promise<string> {
  await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  router.dispose();
  // Pending queries would otherwise hold the build process open until their cache expires.
  queryClient.clear();
  return html;
}
