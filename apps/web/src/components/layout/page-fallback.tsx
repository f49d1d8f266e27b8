import { useTranslation } from 'react-i18next';

/** Holds the page area while the first page's code loads; the layout around it is already usable. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="min-h-[60vh]">
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
