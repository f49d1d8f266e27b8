import { useTranslation } from 'react-i18next';
import { AuditLogTable } from '@/features/admin-audit/components/audit-log-table.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/audit-log: every admin action, who took it, on what, and why. */
function AdminAuditLogPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.audit.title')}>
      <AuditLogTable />
    </AdminFrame>
  );
}

export { AdminAuditLogPage as Component };
