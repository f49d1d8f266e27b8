import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin/admin-section.tsx';
import { Facts } from '@/components/admin/facts.tsx';
import { LicenseKeysTable } from '@/components/admin/license-keys-table.tsx';
import { QueryView } from '@/components/admin/query-view.tsx';
import { RegistrationsTable } from '@/components/admin/registrations-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { useAdminUser } from '../api/get-admin-user.ts';
import { BuildsTable } from './builds-table.tsx';
import { RevokeSessionsAction } from './revoke-sessions-action.tsx';
import { UserPurchasesTable } from './user-purchases-table.tsx';

/** One account: its profile (the owner's own words, as text), sessions, purchases, keys, servers, builds. */
export function UserDetail({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : null);

  return (
    <QueryView query={useAdminUser(userId)}>
      {({ user, purchases, keys, servers, builds }) => (
        <div className="space-y-6">
          <AdminSection
            title={t('admin.users.account')}
            actions={<RevokeSessionsAction userId={user.id} username={user.username} />}
          >
            <Facts
              items={[
                [t('admin.users.username'), user.username],
                [t('admin.users.globalName'), user.globalName],
                [t('admin.users.profileName'), user.profileName],
                [
                  t('admin.users.email'),
                  user.email
                    ? `${user.email}${user.emailVerified ? '' : ` ${t('admin.users.unconfirmed')}`}`
                    : null,
                ],
                [t('admin.users.discordId'), user.discordId],
                [t('admin.users.role'), t(`admin.users.roles.${user.role}`)],
                [t('admin.ops.plan'), <PlanBadge key="plan" plan={user.plan} />],
                [t('admin.users.planExpires'), when(user.planExpiresAt)],
                [t('admin.users.activeSessions'), String(user.activeSessions)],
                [
                  t('admin.users.lastLogin'),
                  user.lastLoginAt ? when(user.lastLoginAt) : t('admin.users.never'),
                ],
                [t('admin.users.joined'), when(user.createdAt)],
              ]}
            />
            {user.bio ? (
              <>
                <h3 className="mt-4 text-sm text-fg-muted">{t('admin.users.bio')}</h3>
                <p className="text-sm break-words whitespace-pre-wrap">{user.bio}</p>
              </>
            ) : null}
          </AdminSection>
          <AdminSection title={t('admin.users.purchases')}>
            <UserPurchasesTable purchases={purchases} />
          </AdminSection>
          <AdminSection title={t('admin.ops.keys')}>
            <LicenseKeysTable keys={keys} empty={t('admin.users.noKeys')} />
          </AdminSection>
          <AdminSection title={t('admin.ops.servers')}>
            <RegistrationsTable servers={servers} empty={t('admin.users.noServers')} />
          </AdminSection>
          <AdminSection title={t('admin.users.builds')}>
            <BuildsTable builds={builds} />
          </AdminSection>
        </div>
      )}
    </QueryView>
  );
}
