import { useTranslation } from 'react-i18next';
import { ActiveUsersCard } from '@/features/admin/components/active-users-card.tsx';
import { AdminChat } from '@/features/admin/components/admin-chat.tsx';
import { AdminNav } from '@/features/admin/components/admin-nav.tsx';
import { AdminStatsCards } from '@/features/admin/components/admin-stats-cards.tsx';
import { RecentPurchasesCard } from '@/features/admin/components/recent-purchases-card.tsx';
import { RequireAdmin } from '@/features/admin/components/require-admin.tsx';
import { SecurityMetricsCard } from '@/features/admin/components/security-metrics-card.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** /admin-dashboard: the admins' overview and their live chat. */
function AdminDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.dashboardTitle'));
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <RequireAdmin>
        {(user) => (
          <>
            <AdminNav />
            <h1 className="mb-6 text-2xl font-bold">{t('admin.dashboardTitle')}</h1>
            <div className="grid gap-6 lg:grid-cols-2">
              <AdminStatsCards />
              <SecurityMetricsCard />
              <RecentPurchasesCard />
              <ActiveUsersCard />
              <AdminChat userId={user.id} />
            </div>
          </>
        )}
      </RequireAdmin>
    </section>
  );
}

export { AdminDashboardPage as Component };
