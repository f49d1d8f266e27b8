import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config.ts';

/** The server's mail catcher; a server page, not a client route. */
const SANDBOX_MAIL_URL = '/sandbox/mail';

/**
 * Tells visitors that nothing real happens in demo mode.
 * It floats in a corner: the deployment config arrives after the first paint,
 * and a banner pushed into the page flow then would shift everything below it.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  if (!data?.demoMode) return null;

  return (
    <aside
      aria-label={t('demo.label')}
      className="fixed bottom-4 left-4 z-30 max-w-[calc(100vw-12rem)] rounded-xl border border-notice-fg/20 bg-notice text-sm text-notice-fg shadow-lg sm:max-w-md"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        <p>
          <span className="sm:hidden">{t('demo.label')}</span>
          <span className="hidden sm:inline">{t('demo.message')}</span>
        </p>
        <a href={SANDBOX_MAIL_URL} className="rounded font-semibold underline underline-offset-2">
          {t('demo.mailbox')}
        </a>
      </div>
    </aside>
  );
}
