import type { RegisteredServer, ServerBuild } from '@guildsmith/core';
import { Loader2, Server, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { cn } from '@/lib/cn.ts';

const STATUS_CLASS: Record<ServerBuild['status'], string> = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  partial: 'bg-notice text-notice-fg',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  undone: 'bg-surface-strong text-fg-muted',
};

function BuildRow({ build }: { build: ServerBuild }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(build.createdAt));
  return (
    <tr className="border-t border-border">
      <td className="py-2 pr-3">{date}</td>
      <td className="py-2 pr-3">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            STATUS_CLASS[build.status],
          )}
        >
          {t(`servers.buildStatus.${build.status}`)}
        </span>
      </td>
      <td className="py-2 pr-3">
        {t(build.categoriesCreated > 0 ? 'servers.channelCount' : 'servers.channelCountOnly', {
          channels: build.channelsCreated,
          categories: build.categoriesCreated,
        })}
      </td>
      <td className="py-2 pr-3">{build.rolesCreated}</td>
      <td className="py-2">
        {build.inviteLink && build.status !== 'undone' ? (
          <a
            href={build.inviteLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-mono text-accent-text underline underline-offset-2"
          >
            {build.inviteLink.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          <span className="text-fg-muted">—</span>
        )}
      </td>
    </tr>
  );
}

/** One registered server: registration facts, live build progress, build history, undo. */
export function ServerCard({
  server,
  undoQueued,
  undoing,
  onUndo,
}: {
  server: RegisteredServer;
  undoQueued: boolean;
  undoing: boolean;
  onUndo: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const titleId = `server-${server.serverId}`;
  const lastUsed = server.lastUsed
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
        new Date(server.lastUsed),
      )
    : t('dashboard.never');
  const active = server.activeBuild;
  const lastBuild = server.builds[0];
  const waitingForUndo = undoQueued && lastBuild?.status !== 'undone';

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-border bg-surface p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Server aria-hidden="true" className="size-5 text-accent-text" />
          {server.serverName}
        </h2>
        <PlanBadge plan={server.plan} />
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t('servers.status')}</dt>
          <dd className="font-semibold">{t(`servers.registrationStatus.${server.status}`)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('servers.usageCount')}</dt>
          <dd className="font-semibold">{server.usageCount}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('servers.lastUsed')}</dt>
          <dd className="font-semibold">{lastUsed}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('servers.serverId')}</dt>
          <dd className="font-mono text-xs">{server.serverId}</dd>
        </div>
      </dl>
      {active ? (
        <div role="status" className="space-y-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('servers.building', { done: active.done, total: active.total })}
          </p>
          <progress
            value={active.done}
            max={Math.max(active.total, 1)}
            aria-label={t('servers.buildProgress')}
            className="h-2 w-full accent-accent"
          />
        </div>
      ) : null}
      {server.builds.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('servers.buildsCaption', { name: server.serverName })}
            </caption>
            <thead className="text-fg-muted">
              <tr>
                <th scope="col" className="pb-1 font-medium">
                  {t('servers.builtAt')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('servers.result')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('servers.channels')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('servers.roles')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('servers.invite')}
                </th>
              </tr>
            </thead>
            <tbody>
              {server.builds.map((build) => (
                <BuildRow key={build.id} build={build} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('servers.noBuilds')}</p>
      )}
      {waitingForUndo ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('servers.undoing')}
        </p>
      ) : server.canUndo ? (
        <button
          type="button"
          disabled={undoing}
          onClick={() => setConfirming(true)}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('servers.undo')}
        </button>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('servers.undoTitle', { name: server.serverName })}
        description={t('servers.undoText')}
        showDescription
        closeLabel={t('styles.close')}
        className="w-[min(32rem,calc(100vw-2rem))]"
      >
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={buttonClass({ variant: 'secondary' })}
          >
            {t('servers.cancel')}
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(false);
              onUndo();
            }}
            className={buttonClass()}
          >
            {t('servers.confirmUndo')}
          </button>
        </div>
      </Modal>
    </article>
  );
}
