import type { User } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { ApiError } from '@/lib/request.ts';
import { deleteAccount, downloadAccountData } from '../api/account-calls.ts';

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** The typed confirmation: deleting cannot be undone, so it is never one click. */
function DeleteAccountDialog({
  user,
  open,
  onClose,
  onDeleted,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const remove = useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
  const matches = typed.trim() === user.username;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate(typed.trim());
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('profile.deleteTitle')}
      description={t('profile.deleteText')}
      showDescription
      closeLabel={t('profile.cancel')}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form onSubmit={submit} className="mt-4 space-y-4">
        <label htmlFor={`${id}-confirm`} className="block text-sm font-medium">
          {t('profile.deleteConfirmLabel', { username: user.username })}
        </label>
        <input
          id={`${id}-confirm`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          className="h-10 w-full rounded-lg border border-border bg-canvas px-3 font-mono text-fg"
        />
        {remove.isError ? (
          <p role="alert" className="text-sm text-danger">
            {serverMessage(remove.error, t('common.error'))}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
            {t('profile.cancel')}
          </button>
          <button
            type="submit"
            disabled={!matches || remove.isPending}
            aria-busy={remove.isPending}
            className={buttonClass({ variant: 'danger' })}
          >
            {t('profile.deleteConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The privacy policy's promises, kept on the account page: a download of
 * everything we hold, and deleting the account (keys revoked, sessions ended,
 * personal data erased; purchase records stay without it).
 */
export function AccountPrivacy({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: downloadAccountData,
    onError: (error) =>
      toast({ title: serverMessage(error, t('common.error')), variant: 'destructive' }),
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-6 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('profile.privacyTitle')}
      </h2>
      <div className="space-y-2">
        <p className="text-sm text-fg-muted">{t('profile.exportText')}</p>
        <button
          type="button"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
          className={buttonClass({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('profile.exportData')}
        </button>
      </div>
      <div className="space-y-2 border-t border-border pt-6">
        <h3 className="font-semibold">{t('profile.deleteTitle')}</h3>
        <p className="text-sm text-fg-muted">{t('profile.deleteText')}</p>
        {user.role === 'user' ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClass({ variant: 'danger' })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('profile.deleteAccount')}
          </button>
        ) : (
          <p className="text-sm">{t('profile.deleteAdmin')}</p>
        )}
      </div>
      {confirming ? (
        <DeleteAccountDialog
          user={user}
          open={confirming}
          onClose={() => setConfirming(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </section>
  );
}
