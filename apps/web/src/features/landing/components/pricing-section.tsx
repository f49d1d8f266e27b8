import { lifetimeSavings } from '@guildsmith/core';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/format-money.ts';
import { LandingSection } from './landing-section.tsx';

/** The pricing section around the plan cards it is given. */
export function PricingSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { ultimateYear, lifetime, savings } = lifetimeSavings();
  return (
    <LandingSection
      id="pricing"
      title={t('home.pricing.title')}
      intro={t('home.pricing.body')}
      className="bg-surface"
    >
      <div className="mt-10">{children}</div>
      {savings > 0 ? (
        <p className="mt-2 text-sm text-fg-muted">
          {t('home.pricing.lifetimeSavings', {
            ultimateYear: money(ultimateYear),
            lifetime: money(lifetime),
            savings: money(savings),
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
