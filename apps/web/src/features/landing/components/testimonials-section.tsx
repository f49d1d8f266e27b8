import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Testimonials } from './testimonials.tsx';

/** What server owners say, then the live figures it is given as `stats`. */
export function TestimonialsSection({ stats }: { stats: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="testimonials-title"
      className="border-t border-border bg-surface py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {t('home.testimonials.title')}
        </h2>
        <div className="mt-10">
          <Testimonials />
        </div>
        <div className="mt-12">{stats}</div>
      </div>
    </section>
  );
}
