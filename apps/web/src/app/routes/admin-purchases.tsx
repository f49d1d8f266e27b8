import { useTranslation } from 'react-i18next';
import { PurchasesList } from '@/features/admin-purchases/components/purchases-list.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/purchases: every purchase, searchable and paged. */
function AdminPurchasesPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.purchases.title')}>
      <PurchasesList />
    </AdminFrame>
  );
}

export { AdminPurchasesPage as Component };
