import { LegalDocument } from '@/features/legal/components/legal-document.tsx';

function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}

export { PrivacyPage as Component };
