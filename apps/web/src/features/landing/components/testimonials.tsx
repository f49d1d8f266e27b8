import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { type TestimonialKey, testimonials } from '../testimonials-data.ts';

/** Testimonials advance every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

const total = testimonials.length;

/**
 * One testimonial at a time, advancing every 5 s; the dots pick one and restart
 * the timer. Hovering or focusing the carousel pauses it, so nobody loses the
 * text they are reading (WCAG 2.2.2).
 */
export function Testimonials() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    // Restarts on every change of slide, so a dot click gives the chosen one its full 5 s.
    const timer = setTimeout(() => setIndex((index + 1) % total), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused]);

  return (
    <section
      aria-roledescription={t('home.testimonials.carousel')}
      aria-label={t('home.testimonials.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      <div className="grid">
        {testimonials.map((testimonial, position) => (
          <Slide
            key={testimonial.key}
            testimonialKey={testimonial.key}
            name={testimonial.name}
            rating={testimonial.rating}
            initials={testimonial.initials}
            color={testimonial.color}
            active={position === index}
            label={t('home.testimonials.position', { number: position + 1, total })}
          />
        ))}
      </div>
      <div className="mt-6 flex justify-center gap-1">
        {testimonials.map((testimonial, position) => (
          <button
            key={testimonial.key}
            type="button"
            aria-label={t('home.testimonials.show', { number: position + 1, total })}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => setIndex(position)}
            className="group flex size-8 cursor-pointer items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-2.5 rounded-full transition-colors',
                position === index ? 'bg-accent' : 'bg-fg-muted/40 group-hover:bg-fg-muted',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function Slide({
  testimonialKey,
  name,
  rating,
  initials,
  color,
  active,
  label,
}: {
  testimonialKey: TestimonialKey;
  name: string;
  rating: number;
  initials: string;
  color: string;
  active: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    // Every slide shares one grid cell, so the carousel is as tall as its longest quote and never jumps.
    <figure
      aria-roledescription={t('home.testimonials.slide')}
      aria-label={label}
      aria-hidden={!active}
      className={cn(
        'col-start-1 row-start-1 rounded-2xl border border-border bg-canvas p-6 shadow-sm transition-opacity duration-500 sm:p-8',
        active ? 'opacity-100' : 'invisible opacity-0',
      )}
    >
      <p className="flex gap-0.5 text-amber-500">
        <span className="sr-only">{t('home.testimonials.rating', { rating })}</span>
        {Array.from({ length: 5 }, (_, star) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
            key={star}
            aria-hidden="true"
            className={cn('size-5', star < rating ? 'fill-current' : 'text-fg-muted/40')}
          />
        ))}
      </p>
      <blockquote className="mt-4 text-lg text-pretty">
        <p>“{t(`home.testimonials.items.${testimonialKey}.content`)}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full font-bold text-white"
          style={{ backgroundColor: color }}
        >
          {initials}
        </span>
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm text-fg-muted">
            {t(`home.testimonials.items.${testimonialKey}.role`)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
