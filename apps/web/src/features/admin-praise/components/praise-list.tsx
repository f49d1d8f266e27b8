import type { AdminPraise } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useAdminPraise, useSetPraiseApproval } from '../api/praise.ts';

function ApprovalButton({ praise }: { praise: AdminPraise }) {
  const { t } = useTranslation();
  const { mutate, isPending } = useSetPraiseApproval();
  if (!praise.approvable) {
    return <span className="text-xs text-fg-muted">{t('admin.praise.anonymous')}</span>;
  }
  const approved = praise.approvedAt !== null;
  return (
    <button
      type="button"
      disabled={isPending}
      onClick={() => mutate({ id: praise.id, approve: !approved })}
      aria-label={t(approved ? 'admin.praise.withdrawLabel' : 'admin.praise.approveLabel', {
        name: praise.name,
      })}
      className={buttonClass({ variant: approved ? 'secondary' : 'primary', size: 'sm' })}
    >
      {t(approved ? 'admin.praise.withdraw' : 'admin.praise.approve')}
    </button>
  );
}

/** Praise buyers sent; an admin approves what the landing page may quote (first name only). */
export function PraiseList() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useAdminPraise();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (isPending) return <p role="status">{t('common.loading')}</p>;
  if (isError) return <p role="alert">{t('admin.loadError')}</p>;
  if (data.praise.length === 0) return <p className="text-fg-muted">{t('admin.praise.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-4">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.praise.caption')}</caption>
        <thead className="text-fg-muted">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              {t('admin.praise.from')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('admin.praise.message')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('admin.praise.sent')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('admin.praise.landing')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              <span className="sr-only">{t('admin.praise.approve')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.praise.map((praise) => (
            <tr key={praise.id} className="border-t border-border align-top">
              <td className="py-2 pr-3 font-medium">{praise.name}</td>
              <td className="max-w-md py-2 pr-3 break-words whitespace-pre-wrap">
                {praise.message}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {date.format(new Date(praise.createdAt))}
              </td>
              <td className="py-2 pr-3">
                {praise.approvedAt ? t('admin.praise.quoted') : t('admin.praise.notQuoted')}
              </td>
              <td className="py-2">
                <ApprovalButton praise={praise} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
