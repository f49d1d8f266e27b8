import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestimonials } from '../api/get-testimonials.ts';
import { Testimonials } from './testimonials.tsx';

/**
 * What buyers said (praise an admin approved), then the live figures given as
 * `stats` (null while they are too small to mean anything). With no approved
 * praise the quotes are not shown at all: the page never invents them.
 */
export function TestimonialsSection({ stats }: { stats: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useTestimonials();
  const testimonials = data?.testimonials ?? [];
  if (testimonials.length === 0 && !stats) return null;
  return (
    <section
      aria-labelledby={testimonials.length > 0 ? 'testimonials-title' : undefined}
      className="border-t border-border bg-surface py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {testimonials.length > 0 ? (
          <>
            <h2
              id="testimonials-title"
              className="mb-10 text-center text-3xl font-bold tracking-tight sm:text-4xl"
            >
              {t('home.testimonials.title')}
            </h2>
            <Testimonials testimonials={testimonials} />
          </>
        ) : null}
        {stats ? (
          <div className={testimonials.length > 0 ? 'mt-12' : undefined}>{stats}</div>
        ) : null}
      </div>
    </section>
  );
}
