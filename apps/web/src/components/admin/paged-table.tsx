import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminTable, EmptyList } from './admin-table.tsx';
import { Pager } from './pager.tsx';
import { QueryView } from './query-view.tsx';

interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * An admin list page's body: loading and error states, the empty text on a
 * first page with nothing, else the table of this page's rows and the pager.
 * The previous page stays up, dimmed, while the next one loads.
 */
export function PagedTable<Data extends PageOf, Item>({
  query,
  items,
  empty,
  caption,
  columns,
  onPage,
  row,
}: {
  query: UseQueryResult<Data>;
  items: (data: Data) => readonly Item[];
  empty: ReactNode;
  caption: string;
  columns: readonly string[];
  onPage: (page: number) => void;
  row: (item: Item) => ReactNode;
}) {
  const busy = query.isPlaceholderData;
  return (
    <QueryView query={query}>
      {(data) =>
        items(data).length === 0 && data.page === 1 ? (
          <EmptyList>{empty}</EmptyList>
        ) : (
          <>
            <AdminTable caption={caption} columns={columns} busy={busy}>
              {items(data).map(row)}
            </AdminTable>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={busy}
              onPage={onPage}
            />
          </>
        )
      }
    </QueryView>
  );
}

/** A row's first cell link that covers its row (the row needs `relative`), so a click anywhere opens it. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium break-words text-accent-text underline-offset-2 after:absolute after:inset-0 hover:underline"
    >
      {children}
    </Link>
  );
}
