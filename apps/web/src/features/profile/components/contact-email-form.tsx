import { emailAddress, type User } from '@guildsmith/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { suggestEmail } from '@/lib/email-typo.ts';
import { ApiError } from '@/lib/request.ts';
import { saveReturnTarget } from '@/lib/return-target.ts';
import { setContactEmail } from '../api/profile-calls.ts';
import { CheckInbox } from './check-inbox.tsx';

/**
 * Without a verified Discord e-mail, checkout asks where the key should go, and
 * the address must be confirmed by an e-mailed link before payment, so a key
 * never goes to a mistyped address or someone else's.
 */
export function ContactEmailForm({
  user,
  returnTo,
}: {
  user: User;
  /** This checkout; the confirmation page offers the way back to it. */
  returnTo: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(user.email ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // An address is questioned once: sending it again as typed means it is meant.
  const [questioned, setQuestioned] = useState<{ typed: string; suggestion: string } | null>(null);
  const save = useMutation({
    mutationFn: setContactEmail,
    // An account Discord verified meanwhile comes back confirmed, which moves checkout on.
    onSuccess: ({ user: saved }, address) => {
      queryClient.setQueryData([apiPaths.auth.user], saved);
      saveReturnTarget(returnTo);
      setSentTo(address);
    },
    onError: (error) => {
      setMessage(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('common.error'),
      );
    },
  });

  if (sentTo) {
    return <CheckInbox email={sentTo} onUseAnotherAddress={() => setSentTo(null)} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailAddress.safeParse(email);
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? t('common.error'));
      return;
    }
    setMessage(null);
    const suggestion = suggestEmail(parsed.data);
    if (suggestion && questioned?.typed !== parsed.data) {
      setQuestioned({ typed: parsed.data, suggestion });
      return;
    }
    setQuestioned(null);
    save.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-lg space-y-4 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <Mail aria-hidden="true" className="size-5 text-accent-text" />
        {t('checkout.email.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('checkout.email.text')}</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('checkout.email.label')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setQuestioned(null);
          }}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-error` : questioned ? `${id}-suggestion` : undefined}
          className="h-11 w-full rounded-lg border border-border bg-canvas px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        {message ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {message}
          </p>
        ) : null}
        {questioned ? (
          <div id={`${id}-suggestion`} role="status" className="space-y-2 text-sm">
            <p className="font-medium">
              {t('checkout.email.didYouMean', { email: questioned.suggestion })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => {
                  setEmail(questioned.suggestion);
                  setQuestioned(null);
                  document.getElementById(`${id}-email`)?.focus();
                }}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                {t('checkout.email.useSuggestion', { email: questioned.suggestion })}
              </button>
            </div>
            <p className="text-fg-muted">{t('checkout.email.keepTyped')}</p>
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        aria-busy={save.isPending}
        className={buttonClass({ size: 'lg' }, 'w-full')}
      >
        {save.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {save.isPending ? t('checkout.email.saving') : t('checkout.email.submit')}
      </button>
    </form>
  );
}
