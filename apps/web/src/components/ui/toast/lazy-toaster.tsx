import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Mounts the Radix toaster with the first toast and keeps it mounted afterwards.
 * Radix Toast is about 11 KB gzip, which the landing page would otherwise pay
 * for on every visit without ever showing a toast.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
