import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { DiscordSignInButton } from '@/features/auth/components/discord-sign-in-button.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { parseReturnTarget } from '@/lib/return-target.ts';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.loginTitle'));
  const [params] = useSearchParams();
  const [remember, setRemember] = useState(true);
  const user = useSignedInUser();
  const returnTo = parseReturnTarget(params.get('returnTo'));
  // Already signed in: nothing to do here, so on to where they were going or belong.
  if (user) {
    const home = user.role === 'admin' ? paths.adminDashboard : paths.dashboard;
    return <Navigate to={returnTo ?? home} replace />;
  }
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('auth.loginTitle')}</h1>
        <p className="text-fg-muted">{t('auth.loginSubtitle')}</p>
      </div>
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-6">
        <DiscordSignInButton
          label={t('auth.continueWithDiscord')}
          remember={remember}
          returnTo={returnTo ?? paths.home}
          className="w-full"
        />
        <label className="flex items-center gap-2 text-sm text-fg-muted">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-4 accent-accent"
          />
          {t('auth.rememberDevice')}
        </label>
        <p className="flex gap-2 rounded-lg bg-accent-soft p-3 text-sm text-fg">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <span>{t('auth.accessNote')}</span>
        </p>
      </div>
      <div className="text-center">
        <Link to={paths.adminLogin} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {t('auth.adminLogin')}
        </Link>
      </div>
    </section>
  );
}

export const Component = LoginPage;
