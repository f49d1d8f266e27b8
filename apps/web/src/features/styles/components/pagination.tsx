import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

const MAX_PAGE_BUTTONS = 5;

/** At most five page buttons, centred on the current page where possible. */
export function pageWindow(page: number, totalPages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const button =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-border px-2 text-sm disabled:opacity-50';
  return (
    <nav aria-label={t('styles.pagination')} className="mt-8 flex justify-center gap-1">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('styles.previousPage')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          className={cn(button, number === page && 'border-accent bg-accent text-accent-fg')}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={button}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('styles.nextPage')}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
