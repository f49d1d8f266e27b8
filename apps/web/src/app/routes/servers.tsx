import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { RequireUser } from '@/features/auth/components/require-user.tsx';
import { useServers } from '@/features/servers/api/get-servers.ts';
import { useUndoServerBuild } from '@/features/servers/api/undo-server-build.ts';
import { ServerCard } from '@/features/servers/components/server-card.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { ApiError } from '@/lib/request.ts';

function EmptyServers() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  return (
    <section className="space-y-4 rounded-2xl border border-dashed border-border p-8 text-center">
      <h2 className="text-lg font-semibold">{t('servers.emptyTitle')}</h2>
      <ol className="mx-auto max-w-md list-decimal space-y-1 pl-5 text-left text-fg-muted">
        <li>{t('dashboard.emptyStepKey')}</li>
        <li>{t('dashboard.emptyStepInvite')}</li>
        <li>{t('dashboard.emptyStepActivate')}</li>
      </ol>
      <div className="flex flex-wrap justify-center gap-2">
        {config ? (
          <a
            href={config.botInviteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass()}
          >
            {t('dashboard.inviteBot')}
          </a>
        ) : null}
        <Link to={paths.dashboard} className={buttonClass({ variant: 'secondary' })}>
          {t('purchaseSuccess.goToDashboard')}
        </Link>
      </div>
    </section>
  );
}

function ServersList() {
  const { t } = useTranslation();
  const [awaitingUndo, setAwaitingUndo] = useState<ReadonlySet<string>>(new Set());
  const { data, isPending, isError, refetch } = useServers(awaitingUndo);
  const undo = useUndoServerBuild();

  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1].map((index) => (
          <div key={index} className="h-48 animate-pulse rounded-2xl bg-surface-strong" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex items-center gap-3">
        {t('servers.loadError')}
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  if (data.servers.length === 0) return <EmptyServers />;

  const startUndo = (serverId: string) =>
    undo.mutate(serverId, {
      onSuccess: () => {
        setAwaitingUndo((current) => new Set([...current, serverId]));
        toast({ title: t('servers.undoQueuedTitle'), description: t('servers.undoQueuedText') });
      },
      onError: (error) =>
        toast({
          title: t('servers.undoFailedTitle'),
          description:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : t('common.error'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="space-y-5">
      {data.servers.map((server) => (
        <ServerCard
          key={server.serverId}
          server={server}
          undoQueued={awaitingUndo.has(server.serverId)}
          undoing={undo.isPending && undo.variables === server.serverId}
          onUndo={() => startUndo(server.serverId)}
        />
      ))}
    </div>
  );
}

export function ServersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('servers.title'));
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('servers.title')}</h1>
        <p className="text-fg-muted">{t('servers.subtitle')}</p>
      </header>
      <RequireUser>{() => <ServersList />}</RequireUser>
    </section>
  );
}

export const Component = ServersPage;
