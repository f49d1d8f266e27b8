import { useTranslation } from 'react-i18next';
import { AbuseReportsList } from '@/features/admin-abuse/components/abuse-reports-list.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/abuse-reports: abuse reports by status and severity, paged. */
function AdminAbuseReportsPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.abuse.title')}>
      <AbuseReportsList />
    </AdminFrame>
  );
}

export { AdminAbuseReportsPage as Component };
