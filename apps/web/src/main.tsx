import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { publicConfigQueryOptions } from '@/lib/public-config.ts';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Started before the translations are ready, so the first page's code, the
// deployment config and the locale all download in parallel.
const router = createAppRouter();
void queryClient.prefetchQuery(publicConfigQueryOptions());

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/** Lets the browser handle input between evaluating the app's code and rendering it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void initI18n()
  .then(nextTask)
  .then(() => {
    const root = createRoot(container);
    // A transition renders in small slices, so the first render never blocks input for long.
    // It replaces the landing's prerendered first screen (scripts/prerender-landing.mjs).
    startTransition(() => root.render(app));
  });
