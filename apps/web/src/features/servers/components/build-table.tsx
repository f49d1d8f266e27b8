// biome-ignore-all lint/a11y/noRedundantRoles: below 640 px the rows are blocks, and browsers drop the implied table roles of a table element whose display changes; stated, they stay.
import type { RegisteredServer, ServerBuild } from '@guildsmith/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

const STATUS_CLASS: Record<ServerBuild['status'], string> = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  partial: 'bg-notice text-notice-fg',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  undone: 'bg-surface-strong text-fg-muted',
};

const COLUMNS = ['builtAt', 'result', 'channels', 'roles', 'invite'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Below 640 px each row is a card of labelled fields, so five headings never
 * squeeze into one narrow line. The label is hidden from screen readers: they
 * announce the (visually hidden) column heading instead.
 */
function BuildCell({ column, children }: { column: Column; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <td
      role="cell"
      className="py-2 pr-3 last:pr-0 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-1 max-sm:pr-0"
    >
      <span aria-hidden="true" className="text-fg-muted sm:hidden">
        {t(`servers.${column}`)}
      </span>
      <span className="min-w-0 text-right [overflow-wrap:anywhere]">{children}</span>
    </td>
  );
}

function BuildRow({ build }: { build: ServerBuild }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(build.createdAt));
  const channels = t('servers.channelTotal', { count: build.channelsCreated });
  return (
    <tr
      role="row"
      className="border-t border-border max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-canvas max-sm:px-3 max-sm:py-2"
    >
      <BuildCell column="builtAt">{date}</BuildCell>
      <BuildCell column="result">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            STATUS_CLASS[build.status],
          )}
        >
          {t(`servers.buildStatus.${build.status}`)}
        </span>
      </BuildCell>
      <BuildCell column="channels">
        {build.categoriesCreated > 0
          ? t('servers.channelCount', {
              channels,
              categories: t('servers.categoryTotal', { count: build.categoriesCreated }),
            })
          : channels}
      </BuildCell>
      <BuildCell column="roles">{build.rolesCreated}</BuildCell>
      <BuildCell column="invite">
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
      </BuildCell>
    </tr>
  );
}

/** A server's builds, newest first: a table, or from below 640 px one card per build. */
export function BuildTable({ server }: { server: RegisteredServer }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">
          {t('servers.buildsCaption', { name: server.serverName })}
        </caption>
        <thead role="rowgroup" className="text-fg-muted max-sm:sr-only">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col" className="pb-1 font-medium">
                {t(`servers.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-2">
          {server.builds.map((build) => (
            <BuildRow key={build.id} build={build} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
