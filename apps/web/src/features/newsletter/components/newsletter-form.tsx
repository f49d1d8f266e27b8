import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import type { EmailProblem } from '../validate-email.ts';

/**
 * The validation (zod and the shared schema) loads on first use, so it is not
 * part of the landing page's initial JavaScript; focusing the field starts it.
 */
const loadValidation = () => import('../validate-email.ts');

/**
 * The newsletter sign-up: idle, submitting, then a success
 * view in place of the form. The address is confirmed by an e-mailed link
 * (double opt-in), which the success view says.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const subscribe = useSubscribeNewsletter();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const { validateEmail } = await loadValidation();
    const result = validateEmail(email);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    subscribe.mutate(result.body, {
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
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('newsletter.formLabel')}
    >
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
          onFocus={() => void loadValidation()}
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
