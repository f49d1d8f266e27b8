import type { ReactNode } from 'react';

/** An admin list's table: a caption for screen readers, the column names, then the rows. */
export function AdminTable({
  caption,
  columns,
  busy = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The previous page stays up, dimmed, while the next one loads. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border">
      <table
        aria-busy={busy}
        className={`w-full text-left text-sm ${busy ? 'opacity-60 transition-opacity' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-fg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** One cell; the classes every admin table shares. */
export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top ${className ?? ''}`}>{children}</td>;
}

/** What an empty list says instead of a table. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-border p-6 text-sm text-fg-muted">
      {children}
    </p>
  );
}
