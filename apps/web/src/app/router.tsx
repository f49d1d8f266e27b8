import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback.tsx';
import { paths } from '@/config/paths.ts';
import { HomeFallback } from '@/features/landing/components/home-fallback.tsx';
import { loadPageMessages } from '@/i18n/index.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * A page whose code loads on demand, with the messages of the pages other than
 * the landing. The fallback fills the page area on the very first load only;
 * later navigations keep the old page up while the next one loads.
 */
function lazyPage(path: string, load: LazyRouteFunction<RouteObject>): RouteObject {
  return {
    path,
    HydrateFallback: PageFallback,
    lazy: () => Promise.all([load(), loadPageMessages()]).then(([page]) => page),
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // A failing page renders its error inside the layout, so navigation keeps working.
        ErrorBoundary: RouteError,
        children: [
          // The hero ships with the shell so the first paint is the real landing, not a blank area;
          // the landing's messages ship with the shell too.
          {
            path: paths.home,
            HydrateFallback: HomeFallback,
            lazy: () => import('./routes/home.tsx'),
          },
          lazyPage(paths.login, () => import('./routes/login.tsx')),
          lazyPage(paths.authDiscord, () => import('./routes/auth-discord.tsx')),
          lazyPage(paths.discordLogin, () => import('./routes/auth-discord.tsx')),
          lazyPage(paths.authCallback, () => import('./routes/auth-callback.tsx')),
          lazyPage(paths.authDiscordCallback, () => import('./routes/auth-callback.tsx')),
          lazyPage(paths.profileSetup, () => import('./routes/profile-setup.tsx')),
          lazyPage(paths.profile, () => import('./routes/profile.tsx')),
          lazyPage(paths.adminPortal, () => import('./routes/admin-portal.tsx')),
          lazyPage(paths.adminLogin, () => import('./routes/admin-login.tsx')),
          lazyPage(paths.adminDashboard, () => import('./routes/admin-dashboard.tsx')),
          lazyPage(paths.adminAnalytics, () => import('./routes/admin-analytics.tsx')),
          lazyPage(paths.adminPurchases, () => import('./routes/admin-purchases.tsx')),
          lazyPage(paths.adminPurchase, () => import('./routes/admin-purchase.tsx')),
          lazyPage(paths.adminAbuseReports, () => import('./routes/admin-abuse-reports.tsx')),
          lazyPage(paths.adminAbuseReport, () => import('./routes/admin-abuse-report.tsx')),
          lazyPage(paths.adminUsers, () => import('./routes/admin-users.tsx')),
          lazyPage(paths.adminUser, () => import('./routes/admin-user.tsx')),
          lazyPage(paths.adminAuditLog, () => import('./routes/admin-audit-log.tsx')),
          lazyPage(paths.adminPraise, () => import('./routes/admin-praise.tsx')),
          lazyPage(paths.newsletterConfirm, () => import('./routes/newsletter-link.tsx')),
          lazyPage(paths.newsletterUnsubscribe, () => import('./routes/newsletter-link.tsx')),
          lazyPage(paths.dashboard, () => import('./routes/dashboard.tsx')),
          lazyPage(paths.userDashboard, () => import('./routes/dashboard.tsx')),
          lazyPage(paths.receipt, () => import('./routes/receipt.tsx')),
          lazyPage(paths.styles, () => import('./routes/styles.tsx')),
          lazyPage(paths.servers, () => import('./routes/servers.tsx')),
          lazyPage(paths.manage, () => import('./routes/servers.tsx')),
          lazyPage(paths.pricing, () => import('./routes/pricing.tsx')),
          lazyPage(paths.plans, () => import('./routes/pricing.tsx')),
          lazyPage(paths.checkout, () => import('./routes/checkout.tsx')),
          lazyPage(paths.purchaseSuccess, () => import('./routes/purchase-success.tsx')),
          lazyPage(paths.confirmEmail, () => import('./routes/confirm-email.tsx')),
          lazyPage(paths.permissions, () => import('./routes/permissions.tsx')),
          lazyPage(paths.botPermissions, () => import('./routes/permissions.tsx')),
          lazyPage(paths.privacy, () => import('./routes/privacy.tsx')),
          lazyPage(paths.terms, () => import('./routes/terms.tsx')),
          lazyPage('*', () => import('./routes/not-found.tsx')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
