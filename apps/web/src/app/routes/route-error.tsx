import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { pageReloader } from '@/lib/reload-page.ts';

/**
 * Shown when a page throws or its code fails to load; after a deploy the old
 * chunk names are gone, and a reload fetches the new ones.
 */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('routeError.title')}</h1>
      <p className="mt-4 text-fg-muted">{t('routeError.body')}</p>
      <button
        type="button"
        onClick={() => pageReloader.reload()}
        className={buttonClass({}, 'mt-8')}
      >
        {t('routeError.reload')}
      </button>
    </section>
  );
}
