import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useDashboard } from '../api/get-dashboard.ts';

function Skeleton() {
  return (
    <div aria-hidden="true" className="grid animate-pulse grid-cols-3 gap-3">
      {[0, 1, 2].map((cell) => (
        <div key={cell} className="h-16 rounded-lg bg-surface-strong" />
      ))}
    </div>
  );
}

/**
 * Real activity from GET /api/dashboard, with an honest empty state (or, after an undo, how to
 * rebuild) and a retry on error.
 */
export function ActivityCard() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useDashboard();
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const lastBuild = data?.activity.lastBuild;
  // After /undo the account still has what it needs to build again: the first steps would mislead.
  const undone = lastBuild?.undoneAt ? { ...lastBuild, undoneAt: lastBuild.undoneAt } : null;

  return (
    <section
      aria-labelledby="activity-title"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="activity-title" className="mb-3 text-lg font-semibold">
        {t('dashboard.activityTitle')}
      </h2>
      {isPending ? (
        <>
          <Skeleton />
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
        </>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('dashboard.loadError')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('dashboard.retry')}
          </button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <div className="rounded-lg bg-canvas p-3">
              <dt className="text-xs text-fg-muted">{t('dashboard.serversCreated')}</dt>
              <dd className="text-2xl font-bold">{data.activity.serversCreated}</dd>
            </div>
            <div className="rounded-lg bg-canvas p-3">
              <dt className="text-xs text-fg-muted">{t('dashboard.stylesUsed')}</dt>
              <dd className="text-2xl font-bold">{data.activity.stylesUsed}</dd>
            </div>
            <div className="rounded-lg bg-canvas p-3">
              <dt className="text-xs text-fg-muted">{t('dashboard.lastActivity')}</dt>
              <dd className="text-sm font-semibold">
                {data.activity.lastActivityAt
                  ? formatDate(data.activity.lastActivityAt)
                  : t('dashboard.never')}
              </dd>
            </div>
          </dl>
          <h3 className="mt-5 mb-2 font-semibold">{t('dashboard.recentStyles')}</h3>
          {undone ? (
            <div role="note" className="mb-3 rounded-lg bg-accent-soft p-4 text-sm">
              <p className="font-semibold">
                {t('dashboard.undoneTitle', {
                  server: undone.serverName,
                  date: formatDate(undone.undoneAt),
                })}
              </p>
              <p className="mt-1">{t('dashboard.undoneText')}</p>
            </div>
          ) : null}
          {data.activity.recentStyles.length === 0 ? (
            undone ? null : (
              <div className="rounded-lg border border-dashed border-border p-4 text-sm">
                <p className="font-semibold">{t('dashboard.emptyTitle')}</p>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-fg-muted">
                  <li>{t('dashboard.emptyStepKey')}</li>
                  <li>{t('dashboard.emptyStepInvite')}</li>
                  <li>{t('dashboard.emptyStepActivate')}</li>
                </ol>
              </div>
            )
          ) : (
            <ul className="divide-y divide-border">
              {data.activity.recentStyles.map((use) => (
                <li
                  key={`${use.serverId}-${use.builtAt}`}
                  className="flex justify-between gap-2 py-2 text-sm"
                >
                  <span className="font-medium">{use.styleId}</span>
                  <span className="text-fg-muted">
                    {use.serverName} · {formatDate(use.builtAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The status line, from the server's own readiness rather than a fixed claim. */
export function SystemStatusBanner() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  if (!data) return null;
  const ok = data.systemStatus.operational;
  return (
    <p
      role="status"
      className={`rounded-lg px-4 py-2 text-sm font-medium ${ok ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200' : 'bg-notice text-notice-fg'}`}
    >
      {ok ? t('dashboard.systemsOnline') : t('dashboard.systemsDegraded')}
    </p>
  );
}
