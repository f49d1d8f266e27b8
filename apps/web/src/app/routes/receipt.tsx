import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { RequireUser } from '@/features/auth/components/require-user.tsx';
import { ReceiptView } from '@/features/billing/components/receipt-view.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** A paid purchase's receipt, the page its receipt e-mail links to; printable. */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { purchaseId = '' } = useParams();
  useDocumentTitle(t('purchases.receipt.title'));
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <Link
        to={paths.dashboard}
        className="mb-4 inline-flex items-center gap-1 text-sm text-accent-text hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('purchases.receipt.back')}
      </Link>
      <RequireUser>{() => <ReceiptView purchaseId={purchaseId} />}</RequireUser>
    </section>
  );
}

export { ReceiptPage as Component };
