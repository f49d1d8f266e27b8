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
 * it is opened (as at checkout). A confirmed address stays in use while a new
 * one waits for its link, so a borrowed session cannot redirect keys to an
 * address its holder does not own.
 */
export function DeliveryEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const confirmed = Boolean(user.email && user.emailVerified);
  const waiting = confirmed ? (user.pendingEmail ?? null) : user.email;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <Mail aria-hidden="true" className="size-5 text-accent-text" />
        {t('profile.emailTitle')}
      </h2>
      {confirmed ? <p>{t('profile.emailConfirmed', { email: user.email })}</p> : null}
      {confirmed && !waiting ? (
        <p className="text-sm text-fg-muted">{t('profile.emailChangeHint')}</p>
      ) : null}
      {waiting ? (
        <div role="status" className="space-y-2">
          <p>
            {confirmed
              ? t('profile.emailChangePending', { pending: waiting, email: user.email })
              : t('profile.emailPending', { email: waiting })}
          </p>
          <div className="flex flex-wrap gap-2">
            <ResendLinkButton />
            {confirmed && user.email ? <KeepAddressButton address={user.email} /> : null}
          </div>
        </div>
      ) : null}
      {!confirmed && !waiting ? <p role="status">{t('profile.emailMissing')}</p> : null}
      <AddressForm
        label={
          confirmed
            ? t('profile.emailChangeLabel')
            : waiting
              ? t('profile.emailAnother')
              : t('checkout.email.label')
        }
      />
    </section>
  );
}

function ResendLinkButton() {
  const { t } = useTranslation();
  const resend = useResendEmailConfirmation();
  return (
    <button
      type="button"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => toast({ title: t('profile.emailSentTitle') }),
          onError: (error) =>
            toast({ title: serverMessage(error, t('common.error')), variant: 'destructive' }),
        })
      }
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      {t('checkout.email.resend')}
    </button>
  );
}

/** Typing the confirmed address again withdraws the change waiting for its link. */
function KeepAddressButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: setContactEmail,
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData([apiPaths.auth.user], saved);
      toast({ title: t('profile.emailChangeKept') });
    },
    onError: (error) =>
      toast({ title: serverMessage(error, t('common.error')), variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      disabled={keep.isPending}
      onClick={() => keep.mutate(address)}
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
    >
      {t('profile.emailChangeKeep', { email: address })}
    </button>
  );
}

function AddressForm({ label }: { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setContactEmail,
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData([apiPaths.auth.user], saved);
      // The confirmation page offers the way back here.
      saveReturnTarget(paths.profile);
      setEmail('');
      toast({
        title: t('profile.emailSentTitle'),
        description: saved.pendingEmail ?? saved.email ?? undefined,
      });
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

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-email`} className="block text-sm font-medium">
        {label}
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
  );
}
