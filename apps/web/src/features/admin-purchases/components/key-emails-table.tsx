import type { AdminEmail } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { AdminTable, Cell, EmptyList } from '@/components/admin/admin-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';

/** The e-mails about the purchase and its keys, newest first: whether each one left. */
export function KeyEmailsTable({ emails }: { emails: AdminEmail[] }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  if (emails.length === 0) return <EmptyList>{t('admin.purchases.noEmails')}</EmptyList>;
  return (
    <AdminTable
      caption={t('admin.purchases.emails')}
      columns={[
        t('admin.purchases.emailTo'),
        t('admin.purchases.emailSubject'),
        t('admin.ops.status'),
        t('admin.purchases.emailAttempts'),
        t('admin.purchases.emailSent'),
      ]}
    >
      {emails.map((email) => (
        <tr key={email.id}>
          <Cell className="break-all">{email.to}</Cell>
          <Cell className="break-words">{email.subject}</Cell>
          <Cell>{t(`admin.purchases.emailStatus.${email.status}`)}</Cell>
          <Cell className="tabular-nums">{email.attempts}</Cell>
          <Cell className="whitespace-nowrap">
            {email.sentAt ? <time dateTime={email.sentAt}>{dateTime(email.sentAt)}</time> : '—'}
          </Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
