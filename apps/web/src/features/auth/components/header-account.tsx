import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useSignOut } from '../use-sign-out.ts';
import { UserAvatar } from './user-avatar.tsx';

// The menu's code loads only for signed-in visitors, keeping the landing page light.
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** The bar's right end: the Login button, or the account menu once signed in. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) {
    return (
      <Link to={paths.login} className={buttonClass({ size: 'sm' })}>
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <Suspense fallback={<UserAvatar user={user} size={32} className="size-8" />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

const menuLinkClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-fg-muted hover:bg-surface-strong hover:text-fg';

/** The small-screen menu's account block: who is signed in, or the Login button. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const user = useSignedInUser();
  if (!user) {
    return (
      <Link to={paths.login} onClick={onNavigate} className={buttonClass({ size: 'md' })}>
        {t('nav.login')}
      </Link>
    );
  }
  const hasPicture = Boolean(user.profilePicture || user.avatar);
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        {hasPicture ? (
          <UserAvatar user={user} size={32} className="size-8" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-accent font-semibold text-accent-fg"
          >
            {user.firstName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{user.firstName}</p>
          <p className="truncate text-xs text-fg-muted">{user.email ?? t('account.noEmail')}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            void signOut();
          }}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {t('account.signOut')}
        </button>
      </div>
      <ul className="flex flex-col gap-1">
        <li>
          <Link to={paths.profile} onClick={onNavigate} className={menuLinkClass}>
            {t('account.profileSettings')}
          </Link>
        </li>
        <li>
          <Link to={`${paths.profile}#account`} onClick={onNavigate} className={menuLinkClass}>
            {t('account.accountSettings')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
