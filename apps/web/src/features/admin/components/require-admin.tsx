import type { User } from '@guildsmith/core';
import { Loader2, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Panel } from '@/components/ui/panel.tsx';
import { paths } from '@/config/paths.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { useCurrentUser } from '@/lib/current-user.ts';

function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-16">
      <Panel
        icon={<ShieldAlert aria-hidden="true" className="size-6" />}
        title={t('admin.deniedTitle')}
      >
        <p className="text-fg-muted">{message}</p>
        <Link to={paths.home} className={buttonClass()}>
          {t('admin.goHome')}
        </Link>
      </Panel>
    </div>
  );
}

/**
 * Admin pages. Unlike the user pages, a signed-out visitor is not sent to sign in:
 * admins sign in at the admin portal, so everyone else is simply told no. The
 * server refuses the admin API to them as well; this only spares them the errors.
 */
export function RequireAdmin({
  deniedMessage,
  children,
}: {
  deniedMessage?: string;
  children: (user: User) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data: user, isError } = useCurrentUser();
  const message = deniedMessage ?? t('admin.deniedText');
  if (!getToken() || isError) return <AccessDenied message={message} />;
  if (!user) {
    return (
      <div role="status" className="flex justify-center py-24 text-fg-muted">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (user.role !== 'admin') return <AccessDenied message={message} />;
  return <>{children(user)}</>;
}
