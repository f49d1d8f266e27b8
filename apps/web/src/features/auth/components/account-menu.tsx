import type { User } from '@guildsmith/core';
import { LogOut, Settings, Sparkles, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useSignOut } from '../use-sign-out.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The account part of the profile page: key e-mail, data export, account deletion. */
const accountSettingsPath = `${paths.profile}#account`;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg outline-none data-[highlighted]:bg-surface-strong';

/** The account menu: identity, plan, settings, sign out; an outside click closes it. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('account.menu')}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-surface-strong"
      >
        <UserAvatar user={user} size={32} className="size-8" />
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">
          {user.firstName}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-border bg-canvas p-2 shadow-xl"
        >
          <div className="flex items-center gap-3 p-2">
            <UserAvatar user={user} size={256} className="size-12" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.username}</p>
              {user.email ? <p className="truncate text-xs text-fg-muted">{user.email}</p> : null}
              <PlanBadge plan={user.plan} />
            </div>
          </div>
          <dl className="space-y-1 px-2 pb-2 text-xs text-fg-muted">
            {user.discordId ? (
              <div className="flex justify-between gap-2">
                <dt>{t('account.accountId')}</dt>
                <dd className="font-mono">{user.discordId}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-2">
              <dt>{t('account.plan')}</dt>
              <dd>{t(`plans.${user.plan}`)}</dd>
            </div>
          </dl>
          {user.plan === 'free' ? (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => navigate(`${paths.home}#pricing`)}
            >
              <Sparkles aria-hidden="true" className="size-4 text-accent-text" />
              {t('account.upgrade')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.profile)}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('account.profileSettings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(accountSettingsPath)}>
            <Settings aria-hidden="true" className="size-4" />
            {t('account.accountSettings')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
