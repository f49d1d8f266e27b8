import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PlanCards } from '@/features/billing/components/plan-cards.tsx';
import { AboutSection } from '@/features/landing/components/about-section.tsx';
import { CommunitySection } from '@/features/landing/components/community-section.tsx';
import { FeaturesSection } from '@/features/landing/components/features-section.tsx';
import { BelowFoldPlaceholder } from '@/features/landing/components/home-fallback.tsx';
import { PricingSection } from '@/features/landing/components/pricing-section.tsx';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section.tsx';
import { usePlatformMetrics } from '@/features/metrics/api/get-platform-metrics.ts';
import { PlatformStats } from '@/features/metrics/components/platform-stats.tsx';
import { StatCounters } from '@/features/metrics/components/stat-counters.tsx';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section.tsx';
import { usePublicConfig } from '@/lib/public-config.ts';

function Community() {
  const { data: config } = usePublicConfig();
  return <CommunitySection inviteUrl={config?.communityInviteUrl ?? null} />;
}

function Pricing() {
  return (
    <PricingSection>
      <PlanCards showListPrice />
    </PricingSection>
  );
}

function Testimonials() {
  const { data: metrics } = usePlatformMetrics();
  return <TestimonialsSection stats={metrics?.countersShown ? <StatCounters /> : null} />;
}

/** Everything below the hero, in the landing page's order. */
const sections: readonly { key: string; Section: ComponentType }[] = [
  { key: 'features', Section: FeaturesSection },
  { key: 'community', Section: Community },
  { key: 'pricing', Section: Pricing },
  { key: 'about', Section: AboutSection },
  { key: 'testimonials', Section: Testimonials },
  { key: 'newsletter', Section: NewsletterSection },
  { key: 'stats', Section: PlatformStats },
];

/**
 * Mounts the sections one at a time, each in its own transition: every step
 * is a small render and a small commit, so the page never blocks the main
 * thread for long while it fills in below the fold. A placeholder keeps the
 * footer out of view until the last one is there.
 */
export function LandingSections() {
  const { hash } = useLocation();
  const [mounted, setMounted] = useState(1);
  const complete = mounted >= sections.length;

  useEffect(() => {
    if (mounted >= sections.length) return;
    const timer = setTimeout(() => startTransition(() => setMounted(mounted + 1)), 0);
    return () => clearTimeout(timer);
  }, [mounted]);

  // Arriving at /#pricing from another page: the section exists only now, after the router tried.
  useEffect(() => {
    if (complete && hash)
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [complete, hash]);

  return (
    <>
      {sections.slice(0, mounted).map(({ key, Section }) => (
        <Section key={key} />
      ))}
      {complete ? null : <BelowFoldPlaceholder />}
    </>
  );
}
