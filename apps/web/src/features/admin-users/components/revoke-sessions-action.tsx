import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/components/admin/failure-text.ts';
import { ReasonDialog } from '@/components/admin/reason-dialog.tsx';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useRevokeUserSessions } from '../api/revoke-user-sessions.ts';

/** Signs an account out everywhere, after a confirmation that asks for the audited reason. */
export function RevokeSessionsAction({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const revoke = useRevokeUserSessions(userId);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          revoke.reset();
          setOpen(true);
        }}
        className={buttonClass({ variant: 'danger', size: 'sm' })}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('admin.users.revokeSessions')}
      </button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.users.revokeTitle', { name: username })}
        description={t('admin.users.revokeText')}
        confirmLabel={t('admin.users.revokeConfirm')}
        destructive
        requiredMessage={t('admin.ops.reasonRequired')}
        pending={revoke.isPending}
        error={revoke.isError ? failureText(revoke.error, t('admin.ops.actionFailed')) : null}
        onConfirm={(reason) =>
          revoke.mutate(reason, {
            onSuccess: ({ revoked }) => {
              setOpen(false);
              toast({
                title: t('admin.users.sessionsRevoked'),
                description: t('admin.users.sessionsRevokedText', { count: revoked }),
              });
            },
          })
        }
      />
    </>
  );
}
