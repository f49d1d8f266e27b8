import { useTranslation } from 'react-i18next';
import { PraiseList } from '@/features/admin-praise/components/praise-list.tsx';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/praise: praise feedback, approved here for the landing page's testimonials. */
function AdminPraisePage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.praise.title')}>
      <PraiseList />
    </AdminFrame>
  );
}

export { AdminPraisePage as Component };
