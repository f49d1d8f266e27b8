import { LegalDocument } from '@/features/legal/components/legal-document.tsx';

function TermsPage() {
  return <LegalDocument document="terms" />;
}

export { TermsPage as Component };
