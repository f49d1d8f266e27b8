import { emailAddress, type User } from '@guildsmith/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { ApiError } from '@/lib/request.ts';
import { saveReturnTarget } from '@/lib/return-target.ts';
import { setContactEmail } from '../api/profile-calls.ts';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation.ts';

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/**
 * Where license keys go. A typed address is used only once the link e-mailed to
 * it is opened (as at checkout); an address that is already confirmed stays
 * until Discord shares another, so a borrowed session cannot redirect keys.
 */
export function DeliveryEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const resend = useResendEmailConfirmation();
  const save = useMutation({
    mutationFn: setContactEmail,
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData([apiPaths.auth.user], saved);
      // The confirmation page offers the way back here.
      saveReturnTarget(paths.profile);
      setEmail('');
      toast({ title: t('profile.emailSentTitle'), description: saved.email ?? undefined });
    },
    onError: (error) => setMessage(serverMessage(error, t('common.error'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailAddress.safeParse(email);
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? t('common.error'));
      return;
    }
    setMessage(null);
    save.mutate(parsed.data);
  };

  const confirmed = Boolean(user.email && user.emailVerified);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <Mail aria-hidden="true" className="size-5 text-accent-text" />
        {t('profile.emailTitle')}
      </h2>
      {confirmed ? (
        <>
          <p>{t('profile.emailConfirmed', { email: user.email })}</p>
          <p className="text-sm text-fg-muted">{t('profile.emailLocked')}</p>
        </>
      ) : (
        <>
          <p role="status">
            {user.email
              ? t('profile.emailPending', { email: user.email })
              : t('profile.emailMissing')}
          </p>
          {user.email ? (
            <button
              type="button"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => toast({ title: t('profile.emailSentTitle') }),
                  onError: (error) =>
                    toast({
                      title: serverMessage(error, t('common.error')),
                      variant: 'destructive',
                    }),
                })
              }
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {t('checkout.email.resend')}
            </button>
          ) : null}
          <form onSubmit={submit} noValidate className="space-y-2">
            <label htmlFor={`${id}-email`} className="block text-sm font-medium">
              {user.email ? t('profile.emailAnother') : t('checkout.email.label')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={message !== null}
                aria-describedby={message ? `${id}-error` : undefined}
                className="h-10 flex-1 rounded-lg border border-border bg-canvas px-3 text-fg"
              />
              <button type="submit" disabled={save.isPending} className={buttonClass()}>
                {save.isPending ? t('checkout.email.saving') : t('checkout.email.submit')}
              </button>
            </div>
            {message ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-danger">
                {message}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  );
}
