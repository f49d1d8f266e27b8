import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title for the current screen (read by screen readers on
 * navigation too), as "<Page> · Guildsmith"; a title that already names the
 * brand (the landing page's) is used as it is.
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const brand = t('common.appName');
  useEffect(() => {
    document.title = title.includes(brand) ? title : `${title} · ${brand}`;
  }, [title, brand]);
}
