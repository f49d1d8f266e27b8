import { useTranslation } from 'react-i18next';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { PlanCards } from '@/features/billing/components/plan-cards.tsx';
import { PricingFaq } from '@/features/billing/components/pricing-faq.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSignedInUser } from '@/lib/current-user.ts';

export function PricingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pricing.documentTitle'));
  const user = useSignedInUser();
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6">
      <header className="space-y-3 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t('pricing.title')}</h1>
        <p className="mx-auto max-w-2xl text-lg text-fg-muted">{t('pricing.subtitle')}</p>
        {user ? (
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm">
            {t('pricing.currentPlanChip')}
            <PlanBadge plan={user.plan} />
          </p>
        ) : null}
      </header>
      <PlanCards />
      <p className="text-center text-sm text-fg-muted">{t('home.pricing.guarantee')}</p>
      <PricingFaq />
    </div>
  );
}

export const Component = PricingPage;
