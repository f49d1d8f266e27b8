import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A landing section with its heading. Sections the navigation scrolls to are
 * focusable, so keyboard users continue from where the link took them.
 */
export function LandingSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20 py-16 outline-none sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-fg-muted">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
