import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLink } from '@/components/layout/section-link.tsx';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { SignInStatus } from './sign-in-status.tsx';

/** The first screen: what Guildsmith does, who is signed in, and the three ways on. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,var(--color-accent-soft),transparent_65%)]"
    >
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
        <p className="inline-flex rounded-full border border-border bg-canvas px-4 py-1 text-sm font-medium text-accent-text">
          {t('home.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
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
          <Link to={paths.permissions} className={buttonClass({ variant: 'ghost', size: 'lg' })}>
            <ShieldCheck aria-hidden="true" className="size-5" />
            {t('home.hero.viewPermissions')}
          </Link>
        </div>
        <SignInStatus />
      </div>
    </section>
  );
}
