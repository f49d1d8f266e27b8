import { useTranslation } from 'react-i18next';
import { useSignInRedirectParams } from '@/features/auth/use-sign-in-redirect-params.ts';
import { usePublicConfig } from '@/features/config/api/get-public-config.ts';
import { AboutSection } from '@/features/landing/components/about-section.tsx';
import { CommunitySection } from '@/features/landing/components/community-section.tsx';
import { FeaturesSection } from '@/features/landing/components/features-section.tsx';
import { Hero } from '@/features/landing/components/hero.tsx';
import { PricingSection } from '@/features/landing/components/pricing-section.tsx';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section.tsx';
import { PlatformStats } from '@/features/metrics/components/platform-stats.tsx';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The landing page: every part of spec section 2, in its order. */
function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  useSignInRedirectParams();
  const { data: config } = usePublicConfig();

  return (
    <>
      <Hero />
      <FeaturesSection />
      <CommunitySection inviteUrl={config?.communityInviteUrl ?? null} />
      <PricingSection />
      <AboutSection />
      <TestimonialsSection />
      <NewsletterSection />
      <PlatformStats />
    </>
  );
}

export { HomePage as Component };
