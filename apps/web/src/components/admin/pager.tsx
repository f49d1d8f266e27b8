import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';

/** Previous and Next under a paged admin list; hidden when it all fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  busy,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  return (
    <nav
      aria-label={t('admin.ops.pagination')}
      className="mt-4 flex items-center justify-between gap-3"
    >
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1 || busy}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.ops.previous')}
      </button>
      <p aria-live="polite" className="text-sm text-fg-muted">
        {t('admin.ops.pageOf', { page, pages })}
      </p>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages || busy}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {t('admin.ops.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
