import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { DemoBanner } from '@/components/layout/demo-banner.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { LazyToaster } from '@/components/ui/toast/lazy-toaster.tsx';
import { HeaderAccount, MobileAccount } from '@/features/auth/components/header-account.tsx';
import { SignedInEffects } from '@/features/auth/components/signed-in-effects.tsx';
import { FeedbackButton } from '@/features/feedback/components/feedback-button.tsx';
import { usePublicConfig } from '@/lib/public-config.ts';

/** The frame of every page. Keep it light: it is part of the landing page's initial JS. */
export function RootLayout() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-accent font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      {/* A printed page (a receipt) is the page's own content only. */}
      <div className="contents print:hidden">
        <DemoBanner />
        <SiteHeader
          account={<HeaderAccount />}
          mobileAccount={(closeMenu) => (
            <>
              <FeedbackButton placement="menu" />
              <MobileAccount onNavigate={closeMenu} />
            </>
          )}
        />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {/* Room under the footer for the fixed corner items (the feedback button, the demo
          banner's measured height), so the last links are never under them. */}
      <div className="bg-surface pb-[max(5rem,var(--demo-banner-space,0px))] print:hidden">
        <SiteFooter
          communityInviteUrl={config?.communityInviteUrl ?? null}
          supportEmail={config?.supportEmail ?? null}
        />
      </div>
      <div className="contents print:hidden">
        <FeedbackButton />
      </div>
      <SignedInEffects />
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}
