import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section.tsx';
import { Facts } from '@/components/admin/facts.tsx';
import { LicenseKeysTable } from '@/components/admin/license-keys-table.tsx';
import { QueryView } from '@/components/admin/query-view.tsx';
import { RegistrationsTable } from '@/components/admin/registrations-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { adminUserPath } from '@/config/paths.ts';
import { useAdminPurchase } from '../api/get-admin-purchase.ts';
import { KeyEmailsTable } from './key-emails-table.tsx';
import { purchaseStatusKey } from './purchase-status.ts';
import { RefundAction } from './refund-action.tsx';
import { ResendKeyAction } from './resend-key-action.tsx';

/** One purchase: its payment and what can be done about it, its keys, servers and e-mails. */
export function PurchaseDetail({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation();
  const { money, dateTime } = useAdminFormat();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : null);

  return (
    <QueryView query={useAdminPurchase(purchaseId)}>
      {({ purchase, keys, servers, emails, refund }) => (
        <div className="space-y-6">
          <AdminSection
            title={t('admin.purchases.payment')}
            actions={
              <div className="flex flex-wrap items-center gap-2">
                {keys.some((key) => key.status === 'issued') ? (
                  <ResendKeyAction purchaseId={purchase.id} />
                ) : null}
                <RefundAction purchase={purchase} blockedBy={refund.blockedBy} />
              </div>
            }
          >
            <Facts
              items={[
                [
                  t('admin.purchases.buyer'),
                  <Link
                    key="buyer"
                    to={adminUserPath(purchase.user.id)}
                    className="text-accent-text underline-offset-2 hover:underline"
                  >
                    {purchase.user.username}
                  </Link>,
                ],
                [t('admin.users.email'), purchase.user.email],
                [t('admin.ops.plan'), <PlanBadge key="plan" plan={purchase.plan} />],
                [t('admin.ops.status'), t(purchaseStatusKey(purchase))],
                [t('admin.purchases.amount'), money(purchase.amount, purchase.currency)],
                [
                  t('admin.purchases.amountRefunded'),
                  money(purchase.amountRefunded, purchase.currency),
                ],
                [
                  t('admin.purchases.provider'),
                  t(`admin.purchases.providers.${purchase.provider}`),
                ],
                [t('admin.purchases.paymentId'), purchase.providerPaymentId],
                [t('admin.purchases.purchaseId'), purchase.id],
                [t('admin.purchases.date'), when(purchase.createdAt)],
                [t('admin.purchases.paidAt'), when(purchase.completedAt)],
                [t('admin.purchases.refundedAt'), when(purchase.refundedAt)],
                [t('admin.purchases.disputedAt'), when(purchase.disputedAt)],
              ]}
            />
          </AdminSection>
          <AdminSection title={t('admin.ops.keys')}>
            <LicenseKeysTable keys={keys} empty={t('admin.purchases.noKeys')} />
          </AdminSection>
          <AdminSection title={t('admin.ops.servers')}>
            <RegistrationsTable servers={servers} empty={t('admin.purchases.noServers')} />
          </AdminSection>
          <AdminSection title={t('admin.purchases.emails')}>
            <KeyEmailsTable emails={emails} />
          </AdminSection>
        </div>
      )}
    </QueryView>
  );
}
