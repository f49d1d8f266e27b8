import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInRedirectParams } from '@/features/auth/use-sign-in-redirect-params.ts';
import { Hero } from '@/features/landing/components/hero.tsx';
import { BelowFoldPlaceholder } from '@/features/landing/components/home-fallback.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

const LandingSections = lazy(() =>
  import('./home/landing-sections.tsx').then((module) => ({
    default: module.LandingSections,
  })),
);

/**
 * The landing page. The hero renders at once; the sections below it load as
 * their own chunk and render in a transition after the first paint, so React
 * works on them in small slices instead of one long task that would hold up
 * the first screen.
 */
function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  useSignInRedirectParams();
  const [showSections, setShowSections] = useState(false);

  useEffect(() => startTransition(() => setShowSections(true)), []);

  return (
    <>
      <Hero />
      {showSections ? (
        <Suspense fallback={<BelowFoldPlaceholder />}>
          <LandingSections />
        </Suspense>
      ) : (
        <BelowFoldPlaceholder />
      )}
    </>
  );
}

export { HomePage as Component };
