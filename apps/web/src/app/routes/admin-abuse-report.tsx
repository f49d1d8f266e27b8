import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AbuseReportDetail } from '@/features/admin-abuse/components/abuse-report-detail.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/abuse-reports/:reportId: one report, the usage behind it, closing it. */
function AdminAbuseReportPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  return (
    <AdminFrame
      title={t('admin.abuse.report')}
      back={{ to: paths.adminAbuseReports, label: t('admin.abuse.back') }}
    >
      <AbuseReportDetail reportId={reportId} />
    </AdminFrame>
  );
}

export { AdminAbuseReportPage as Component };
