import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-accent-text">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-4 text-fg-muted">{t('notFound.body')}</p>
      <Link to={paths.home} className={buttonClass({}, 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
