import { newsletterSubscribeBody, VALIDATION_MESSAGES } from '@guildsmith/core';
import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

type ValidationKey = 'emailRequired' | 'emailInvalid';

/** The shared schema's messages, shown in the visitor's language. */
function validationKey(message: string | undefined): ValidationKey {
  return message === VALIDATION_MESSAGES.emailRequired ? 'emailRequired' : 'emailInvalid';
}

/**
 * The newsletter sign-up (spec section 2): idle, submitting, then a success
 * view in place of the form. The address is confirmed by an e-mailed link
 * (double opt-in, DESIGN section 2), which the success view says.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ValidationKey | null>(null);
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const parsed = newsletterSubscribeBody.safeParse({ email });
    if (!parsed.success) {
      setProblem(validationKey(parsed.error.issues[0]?.message));
      return;
    }
    setProblem(null);
    subscribe.mutate(parsed.data, {
      onError: () => toast({ title: t('newsletter.failed'), variant: 'destructive' }),
    });
  };

  if (subscribe.isSuccess) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-border bg-canvas p-5"
      >
        <CheckCircle2
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-green-700 dark:text-green-400"
        />
        <div>
          <p className="font-semibold">{t('newsletter.success')}</p>
          <p className="mt-1 text-sm text-fg-muted">{t('newsletter.successText')}</p>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('newsletter.formLabel')}>
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {t('newsletter.label')}
      </label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          className="h-12 min-w-0 flex-1 rounded-lg border border-border bg-canvas px-3 outline-none placeholder:text-fg-muted focus-visible:ring-2 focus-visible:ring-ring"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          aria-busy={subscribe.isPending}
          className={buttonClass({ size: 'lg' })}
        >
          {subscribe.isPending ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Mail aria-hidden="true" className="size-5" />
          )}
          {subscribe.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {t(`newsletter.${problem}`)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-sm text-fg-muted">
          {t('newsletter.hint')}
        </p>
      )}
    </form>
  );
}
