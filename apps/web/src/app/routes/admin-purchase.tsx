import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PurchaseDetail } from '@/features/admin-purchases/components/purchase-detail.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/purchases/:purchaseId: one purchase, its refund and its key. */
function AdminPurchasePage() {
  const { t } = useTranslation();
  const { purchaseId = '' } = useParams();
  return (
    <AdminFrame
      title={t('admin.purchases.detailTitle')}
      back={{ to: paths.adminPurchases, label: t('admin.purchases.back') }}
    >
      <PurchaseDetail purchaseId={purchaseId} />
    </AdminFrame>
  );
}

export { AdminPurchasePage as Component };
