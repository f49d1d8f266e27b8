import { useSearchParams } from 'react-router';

/**
 * A list page's page number and filters, kept in the address: a detail page's
 * Back and a shared link return to the same page of the same search.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);

  const update = (changes: Record<string, string | number>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || (name === 'page' && value === 1)) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    page,
    filter: (name: string) => params.get(name) ?? '',
    setPage: (next: number) => update({ page: next }, false),
    /** A new filter starts at its first page; typing replaces the entry instead of adding one per key. */
    setFilter: (name: string, value: string) => update({ [name]: value, page: 1 }, true),
  };
}
