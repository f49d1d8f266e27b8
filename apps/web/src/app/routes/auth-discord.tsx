import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';

/** /auth/discord and /discord-login: start sign-in straight away (a browser redirect). */
export function AuthDiscordPage() {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      {connecting ? (
        <>
          <Loader2 aria-hidden="true" className="size-8 animate-spin text-accent-text" />
          <p role="status">{t('auth.connecting')}</p>
        </>
      ) : (
        <>
          <p>{t('auth.startErrorDescription')}</p>
          <button type="button" className={buttonClass()} onClick={() => void start()}>
            {t('auth.continueWithDiscord')}
          </button>
          <Link to={paths.home} className={buttonClass({ variant: 'ghost' })}>
            {t('auth.backHome')}
          </Link>
        </>
      )}
    </section>
  );
}

export const Component = AuthDiscordPage;
