import type { User } from '@guildsmith/core';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { useCurrentUser } from '@/lib/current-user.ts';

/** Signed-in pages: a signed-out visitor goes to /login and comes back here afterwards. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, isError } = useCurrentUser();
  if (!getToken() || isError) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (!user) {
    return (
      <div role="status" className="flex justify-center py-24 text-fg-muted">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  return <>{children(user)}</>;
}
