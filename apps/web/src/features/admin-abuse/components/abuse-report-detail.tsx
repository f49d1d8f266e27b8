import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section.tsx';
import { EmptyList } from '@/components/admin/admin-table.tsx';
import { Facts } from '@/components/admin/facts.tsx';
import { QueryView } from '@/components/admin/query-view.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { adminUserPath } from '@/config/paths.ts';
import { useAbuseReport } from '../api/get-abuse-report.ts';
import { LiftPauseAction } from './lift-pause-action.tsx';
import { ResolveForm } from './resolve-form.tsx';
import { SeverityBadge } from './severity-badge.tsx';
import { UsageTable } from './usage-table.tsx';

/**
 * One abuse report: what was reported (the reporter's and the bot's words, as
 * text), the usage rows behind it, closing it, and lifting the activation pause
 * of its Discord user and server.
 */
export function AbuseReportDetail({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : null);

  return (
    <QueryView query={useAbuseReport(reportId)}>
      {({ report, usage, overrides }) => {
        const open = report.status === 'pending' || report.status === 'reviewing';
        const pausable = report.discordUserId !== null || report.serverId !== null;
        return (
          <div className="space-y-6">
            <AdminSection
              title={t('admin.abuse.details')}
              actions={pausable ? <LiftPauseAction reportId={report.id} /> : null}
            >
              <Facts
                items={[
                  [t('admin.abuse.type'), report.abuseType],
                  [t('admin.abuse.severity'), <SeverityBadge key="s" severity={report.severity} />],
                  [t('admin.abuse.status'), t(`admin.abuse.statuses.${report.status}`)],
                  [t('admin.abuse.filed'), when(report.createdAt)],
                  [t('admin.abuse.closedAt'), when(report.resolvedAt)],
                  [
                    t('admin.abuse.account'),
                    report.userId ? (
                      <Link
                        key="account"
                        to={adminUserPath(report.userId)}
                        className="text-accent-text underline-offset-2 hover:underline"
                      >
                        {t('admin.abuse.openAccount')}
                      </Link>
                    ) : null,
                  ],
                  [t('admin.abuse.discordUser'), report.discordUserId],
                  [t('admin.ops.serverId'), report.serverId],
                  [t('admin.abuse.actionTaken'), report.actionTaken],
                ]}
              />
              <h3 className="mt-4 text-sm text-fg-muted">{t('admin.abuse.description')}</h3>
              <p className="text-sm break-words whitespace-pre-wrap">
                {report.description ?? t('admin.abuse.noDescription')}
              </p>
            </AdminSection>
            {open ? (
              <AdminSection title={t('admin.abuse.resolveTitle')}>
                <ResolveForm reportId={report.id} />
              </AdminSection>
            ) : null}
            <AdminSection title={t('admin.abuse.usage')}>
              <UsageTable usage={usage} />
            </AdminSection>
            <AdminSection title={t('admin.abuse.overrides')}>
              {overrides.length === 0 ? (
                <EmptyList>{t('admin.abuse.noOverrides')}</EmptyList>
              ) : (
                <ul className="divide-y divide-border text-sm">
                  {overrides.map((override) => (
                    <li key={override.id} className="py-2">
                      <time dateTime={override.createdAt} className="text-xs text-fg-muted">
                        {dateTime(override.createdAt)}
                      </time>
                      <p className="break-words whitespace-pre-wrap">{override.reason}</p>
                    </li>
                  ))}
                </ul>
              )}
            </AdminSection>
          </div>
        );
      }}
    </QueryView>
  );
}
