import { useTranslation } from 'react-i18next';
import { PermissionsExplainer } from '@/features/legal/components/permissions-explainer.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

function PermissionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('permissionsPage.documentTitle'));
  return <PermissionsExplainer />;
}

export { PermissionsPage as Component };
