import type { User } from '@guildsmith/core';
import { Bot, LayoutGrid, Server, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { paths } from '@/config/paths.ts';
import { RequireUser } from '@/features/auth/components/require-user.tsx';
import { UserAvatar } from '@/features/auth/components/user-avatar.tsx';
import { PurchasesCard } from '@/features/billing/components/purchases-card.tsx';
import {
  ActivityCard,
  SystemStatusBanner,
} from '@/features/dashboard/components/activity-card.tsx';
import { PlanCard } from '@/features/dashboard/components/plan-card.tsx';
import { LicenseKeysCard } from '@/features/licenses/components/license-keys-card.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { usePublicConfig } from '@/lib/public-config.ts';

const actionClass =
  'flex flex-col items-center gap-2 rounded-xl border border-border bg-canvas p-4 text-center text-sm font-semibold hover:bg-surface-strong';

function DashboardContent({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { data: config } = usePublicConfig();
  const inviteUrl = config?.botInviteUrl;
  const expires = user.planExpiresAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(user.planExpiresAt),
      )
    : null;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} size={256} className="size-16" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{user.username}</h1>
          <p className="text-fg-muted">{user.email ?? t('account.noEmail')}</p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <PlanBadge plan={user.plan} />
            {expires ? (
              <span className="text-fg-muted">{t('dashboard.expires', { date: expires })}</span>
            ) : null}
          </p>
        </div>
      </header>
      <SystemStatusBanner />
      <nav
        aria-label={t('dashboard.quickActions')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {inviteUrl ? (
          <a href={inviteUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
            <Bot aria-hidden="true" className="size-6 text-accent-text" />
            {t('dashboard.inviteBot')}
          </a>
        ) : null}
        <Link to={paths.styles} className={actionClass}>
          <LayoutGrid aria-hidden="true" className="size-6 text-accent-text" />
          {t('dashboard.browseStyles')}
        </Link>
        <Link to={paths.servers} className={actionClass}>
          <Server aria-hidden="true" className="size-6 text-accent-text" />
          {t('dashboard.manageBot')}
        </Link>
        {user.plan !== 'lifetime' ? (
          <Link to={paths.pricing} className={actionClass}>
            <Sparkles aria-hidden="true" className="size-6 text-accent-text" />
            {t('dashboard.upgradePlan')}
          </Link>
        ) : null}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <PlanCard planId={user.plan} />
        <section
          aria-labelledby="bot-card-title"
          className="rounded-2xl border border-border bg-surface p-5"
        >
          <h2 id="bot-card-title" className="text-lg font-semibold">
            {t('dashboard.botCardTitle')}
          </h2>
          <p className="mt-2 text-sm text-fg-muted">{t('dashboard.botCardText')}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            {inviteUrl ? (
              <a
                href={inviteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({ size: 'sm' })}
              >
                {t('dashboard.inviteToNewServer')}
              </a>
            ) : null}
            <Link to={paths.servers} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('dashboard.manageServers')}
            </Link>
          </div>
        </section>
      </div>
      <LicenseKeysCard email={user.email} />
      <PurchasesCard />
      <ActivityCard />
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <RequireUser>{(user) => <DashboardContent user={user} />}</RequireUser>
    </section>
  );
}

export { DashboardPage as Component };
