import {
  Blocks,
  Eye,
  type LucideIcon,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLink } from '@/components/layout/section-link.tsx';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useSignInRedirectParams } from '@/features/auth/use-sign-in-redirect-params.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import type { Messages } from '@/i18n/locales/en.ts';
import { cn } from '@/lib/cn.ts';
import type { HomeSection } from '../paths.ts';

type FeatureKey = keyof Messages['home']['features']['items'];

const features: readonly { key: FeatureKey; icon: LucideIcon }[] = [
  { key: 'styles', icon: Blocks },
  { key: 'dryRun', icon: Eye },
  { key: 'safe', icon: Undo2 },
  { key: 'resumable', icon: RotateCcw },
  { key: 'systems', icon: Sparkles },
  { key: 'security', icon: ShieldCheck },
];

/** A landing section the navigation scrolls to; focusable so keyboard users continue from it. */
function Section({
  id,
  title,
  children,
  className,
}: {
  id: HomeSection;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20 py-20 outline-none sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  useSignInRedirectParams();

  return (
    <>
      <section className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,var(--color-accent-soft),transparent_65%)]">
        <div className="mx-auto max-w-4xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28 sm:pb-32">
          <p className="inline-flex rounded-full border border-border bg-canvas px-4 py-1 text-sm font-medium text-accent-text">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {t('home.hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-fg-muted">
            {t('home.hero.tagline')}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <SectionLink section="pricing" className={buttonClass({ size: 'lg' })}>
              {t('home.hero.viewPlans')}
            </SectionLink>
            <SectionLink
              section="features"
              className={buttonClass({ variant: 'secondary', size: 'lg' })}
            >
              {t('home.hero.viewFeatures')}
            </SectionLink>
          </div>
        </div>
      </section>

      <Section id="features" title={t('home.features.title')} className="border-t border-border">
        <p className="mt-4 max-w-2xl text-lg text-fg-muted">{t('home.features.intro')}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border border-border bg-surface p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                {t(`home.features.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-fg-muted">{t(`home.features.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pricing" title={t('home.pricing.title')} className="bg-surface">
        <p className="mt-4 max-w-3xl text-lg text-fg-muted">{t('home.pricing.body')}</p>
        <p className="mt-6 inline-flex items-center gap-2 font-medium">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
          {t('home.pricing.guarantee')}
        </p>
      </Section>

      <Section id="about" title={t('home.about.title')}>
        <p className="mt-4 max-w-3xl text-lg text-fg-muted">{t('home.about.body')}</p>
      </Section>
    </>
  );
}

export { HomePage as Component };
