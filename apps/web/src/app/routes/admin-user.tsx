import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { UserDetail } from '@/features/admin-users/components/user-detail.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/users/:userId: one account and signing it out everywhere. */
function AdminUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return (
    <AdminFrame
      title={t('admin.users.detailTitle')}
      back={{ to: paths.adminUsers, label: t('admin.users.back') }}
    >
      <UserDetail userId={userId} />
    </AdminFrame>
  );
}

export { AdminUserPage as Component };
