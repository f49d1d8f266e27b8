import type { RegisteredServer } from '@guildsmith/core';
import { Loader2, Server, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { BuildTable } from './build-table.tsx';

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
            {t('servers.building', { done: active.done, count: active.total })}
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
        <BuildTable server={server} />
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
