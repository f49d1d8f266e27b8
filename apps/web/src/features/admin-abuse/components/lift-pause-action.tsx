import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/components/admin/failure-text.ts';
import { ReasonDialog } from '@/components/admin/reason-dialog.tsx';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useLiftActivationPause } from '../api/lift-activation-pause.ts';

/** Lets the report's Discord user and server activate again now; the reason is audited. */
export function LiftPauseAction({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lift = useLiftActivationPause(reportId);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          lift.reset();
          setOpen(true);
        }}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {t('admin.abuse.liftPause')}
      </button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.abuse.liftPauseTitle')}
        description={t('admin.abuse.liftPauseText')}
        confirmLabel={t('admin.abuse.liftPauseConfirm')}
        requiredMessage={t('admin.ops.reasonRequired')}
        pending={lift.isPending}
        error={lift.isError ? failureText(lift.error, t('admin.ops.actionFailed')) : null}
        onConfirm={(reason) =>
          lift.mutate(reason, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t('admin.abuse.pauseLifted'),
                description: t('admin.abuse.pauseLiftedText'),
              });
            },
          })
        }
      />
    </>
  );
}
