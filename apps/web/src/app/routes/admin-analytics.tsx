import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/features/admin/components/admin-nav.tsx';
import { RequireAdmin } from '@/features/admin/components/require-admin.tsx';
import { AnalyticsView } from '@/features/admin-analytics/components/analytics-view.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** /admin/analytics: admins only; the charts' code loads with this page alone. */
function AdminAnalyticsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.analytics.title'));
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <RequireAdmin deniedMessage={t('admin.analytics.adminOnly')}>
        {() => (
          <>
            <AdminNav />
            <h1 className="mb-6 text-2xl font-bold">{t('admin.analytics.title')}</h1>
            <AnalyticsView />
          </>
        )}
      </RequireAdmin>
    </section>
  );
}

export { AdminAnalyticsPage as Component };
