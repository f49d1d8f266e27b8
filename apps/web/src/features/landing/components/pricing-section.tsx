import { formatUsd } from '@guildsmith/core';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanCards } from '@/features/billing/components/plan-cards.tsx';
import { lifetimeSavings } from '../lifetime-savings.ts';
import { LandingSection } from './landing-section.tsx';

export function PricingSection() {
  const { t } = useTranslation();
  const { ultimateYear, lifetime, savings } = lifetimeSavings();
  return (
    <LandingSection
      id="pricing"
      title={t('home.pricing.title')}
      intro={t('home.pricing.body')}
      className="bg-surface"
    >
      <div className="mt-10">
        <PlanCards showListPrice />
      </div>
      {savings > 0 ? (
        <p className="mt-2 text-sm text-fg-muted">
          {t('home.pricing.lifetimeSavings', {
            ultimateYear: formatUsd(ultimateYear),
            lifetime: formatUsd(lifetime),
            savings: formatUsd(savings),
          })}
        </p>
      ) : null}
      <p className="mt-6 inline-flex items-center gap-2 font-medium">
        <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
        {t('home.pricing.guarantee')}
      </p>
    </LandingSection>
  );
}
