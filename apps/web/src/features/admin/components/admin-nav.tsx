import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LogoMark } from '@/components/layout/logo.tsx';
import { paths } from '@/config/paths.ts';

const linkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-fg-muted hover:bg-surface-strong hover:text-fg aria-[current=page]:bg-surface-strong aria-[current=page]:text-fg';

// A detail page (a purchase, a user) marks its list's link as the current section.
const sections = [
  { to: paths.adminAnalytics, label: 'admin.navAnalytics' },
  { to: paths.adminPurchases, label: 'admin.navPurchases' },
  { to: paths.adminAbuseReports, label: 'admin.navAbuseReports' },
  { to: paths.adminUsers, label: 'admin.navUsers' },
  { to: paths.adminAuditLog, label: 'admin.navAuditLog' },
  { to: paths.adminPraise, label: 'admin.navPraise' },
] as const;

/** The admin pages' own navigation, above each admin page. */
export function AdminNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('admin.navLabel')}
      className="mb-6 flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface px-3 py-2"
    >
      <Link
        to={paths.adminDashboard}
        className="mr-2 flex items-center gap-2 rounded-lg font-bold"
        aria-label={t('admin.navHome')}
      >
        <LogoMark className="size-7" />
        <span aria-hidden="true">{t('admin.navBrand')}</span>
      </Link>
      <NavLink to={paths.adminDashboard} end className={linkClass}>
        {t('admin.navDashboard')}
      </NavLink>
      {sections.map(({ to, label }) => (
        <NavLink key={to} to={to} className={linkClass}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
