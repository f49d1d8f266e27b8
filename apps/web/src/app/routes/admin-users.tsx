import { useTranslation } from 'react-i18next';
import { UsersList } from '@/features/admin-users/components/users-list.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/users: every account, searchable and paged. */
function AdminUsersPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.users.title')}>
      <UsersList />
    </AdminFrame>
  );
}

export { AdminUsersPage as Component };
