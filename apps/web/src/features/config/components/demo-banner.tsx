import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/get-public-config.ts';

/** The server's mail catcher; a server page, not a client route. */
const SANDBOX_MAIL_URL = '/sandbox/mail';

/** Tells visitors that nothing real happens in demo mode (DESIGN section 3). */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  if (!data?.demoMode) return null;

  return (
    <aside aria-label={t('demo.label')} className="bg-notice text-sm text-notice-fg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center sm:px-6">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        <p>{t('demo.message')}</p>
        <a href={SANDBOX_MAIL_URL} className="rounded font-semibold underline underline-offset-2">
          {t('demo.mailbox')}
        </a>
      </div>
    </aside>
  );
}
