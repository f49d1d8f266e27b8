import { CircleUserRound, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { isSignedInUser, useCurrentUser } from '@/lib/current-user.ts';

/** The hero's sign-in status box: who is signed in, or how to sign in. */
export function SignInStatus() {
  const { t } = useTranslation();
  const { data, isLoading } = useCurrentUser();
  const user = isSignedInUser(data) ? data : null;

  return (
    <section
      aria-label={t('home.hero.status.label')}
      aria-busy={isLoading}
      className="mx-auto mt-10 flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-border bg-canvas/80 p-4 text-left sm:flex-row"
    >
      <CircleUserRound aria-hidden="true" className="size-8 shrink-0 text-accent-text" />
      <div className="min-w-0 flex-1 text-center sm:text-left">
        {isLoading ? (
          <p className="text-sm text-fg-muted">{t('home.hero.status.checking')}</p>
        ) : user ? (
          <>
            <p className="truncate font-semibold">
              {t('home.hero.status.signedIn', { name: user.profileName ?? user.username })}
            </p>
            <p className="text-sm text-fg-muted">
              {t('home.hero.status.plan', { plan: t(`plans.${user.plan}`) })}
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">{t('home.hero.status.signedOut')}</p>
            <p className="text-sm text-fg-muted">{t('home.hero.status.signedOutText')}</p>
          </>
        )}
      </div>
      {isLoading ? null : user ? (
        <Link to={paths.dashboard} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {t('home.hero.status.dashboard')}
        </Link>
      ) : (
        <Link to={paths.login} className={buttonClass({ size: 'sm' })}>
          {t('home.hero.status.signIn')}
        </Link>
      )}
    </section>
  );
}
