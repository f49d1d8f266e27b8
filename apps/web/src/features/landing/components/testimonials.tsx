import type { Testimonial } from '@guildsmith/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** Testimonials advance every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

/** Avatar backgrounds; white initials on each meet WCAG AA. */
const AVATAR_COLORS = ['#4752c4', '#1f7a4d', '#a13d63', '#8a4b00'] as const;

/**
 * One testimonial at a time, advancing every 5 s; the dots pick one and restart
 * the timer. Hovering or focusing the carousel pauses it, so nobody loses the
 * text they are reading (WCAG 2.2.2). Every quote is praise a buyer sent and
 * an admin approved.
 */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const total = testimonials.length;

  useEffect(() => {
    if (paused || total < 2) return;
    // Restarts on every change of slide, so a dot click gives the chosen one its full 5 s.
    const timer = setTimeout(() => setIndex((index + 1) % total), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, total]);

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
            key={testimonial.id}
            testimonial={testimonial}
            color={AVATAR_COLORS[position % AVATAR_COLORS.length] ?? AVATAR_COLORS[0]}
            active={position === index % total}
            label={t('home.testimonials.position', { number: position + 1, total })}
          />
        ))}
      </div>
      {total > 1 ? (
        <div className="mt-6 flex justify-center gap-1">
          {testimonials.map((testimonial, position) => (
            <button
              key={testimonial.id}
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
      ) : null}
    </section>
  );
}

function Slide({
  testimonial,
  color,
  active,
  label,
}: {
  testimonial: Testimonial;
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
      <blockquote className="text-lg text-pretty">
        <p>“{testimonial.message}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full font-bold text-white"
          style={{ backgroundColor: color }}
        >
          {testimonial.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="block font-semibold">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}
