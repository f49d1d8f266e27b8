import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/components/admin/failure-text.ts';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useResendPurchaseKey } from '../api/resend-purchase-key.ts';

/** E-mails the purchase's unused key again: the same key, which keeps working. */
export function ResendKeyAction({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation();
  const resend = useResendPurchaseKey(purchaseId);
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('admin.purchases.keyResent'),
          description: t('admin.purchases.keyResentText'),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.purchases.resendFailed'),
          description: failureText(error, t('common.error')),
        }),
    });
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      <Mail aria-hidden="true" className="size-4" />
      {t('admin.purchases.resendKey')}
    </button>
  );
}
