import {
  Blocks,
  Bot,
  Crown,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  ShieldCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '@/i18n/locales/en.ts';
import { useStyleCount } from '@/lib/style-count.ts';
import { LandingSection } from './landing-section.tsx';

type FeatureKey = keyof Messages['home']['features']['items'];

/** The six features, in the landing's order. */
const features: readonly { key: FeatureKey; icon: LucideIcon }[] = [
  { key: 'templates', icon: Blocks },
  { key: 'security', icon: ShieldCheck },
  { key: 'tickets', icon: LifeBuoy },
  { key: 'bot', icon: Bot },
  { key: 'dashboard', icon: LayoutDashboard },
  { key: 'premium', icon: Crown },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  const { data: counts } = useStyleCount();
  return (
    <LandingSection
      id="features"
      title={t('home.features.title')}
      intro={t('home.features.intro')}
      className="border-t border-border"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-xl border border-border bg-surface p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`home.features.items.${key}.title`)}</h3>
            <p className="mt-2 text-fg-muted">{t(`home.features.items.${key}.body`)}</p>
            {key === 'templates' && counts ? (
              <p className="mt-3 text-sm font-semibold text-accent-text">
                {t('home.features.styleCount', { count: counts.total })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
