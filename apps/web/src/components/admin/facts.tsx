import type { ReactNode } from 'react';

/** A detail page's label and value pairs; a missing value shows as a dash. */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="break-words font-medium">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
