import type { ReactNode } from 'react';

/** A centred card with an icon and a page heading: a step of checkout, or what stands in its way. */
export function Panel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-lg space-y-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        {icon}
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
