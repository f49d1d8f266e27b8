import { totpCode } from '@guildsmith/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { ApiError } from '@/lib/request.ts';
import { apiErrorCode } from '../use-admin-sign-in.ts';

const codeForm = z.object({ totpCode });

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg tracking-widest focus-visible:outline-2 focus-visible:outline-ring';

/** The second step of admin sign-in: the code from the authenticator app. */
export function TotpCodeForm({
  submitting,
  onSubmit,
  onBack,
}: {
  submitting: boolean;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { totpCode: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => setFocus('totpCode'), [setFocus]);

  const describe = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('admin.errorNetwork');
    if (apiErrorCode(error) === 'TOTP_INVALID') return t('admin.totpIncorrect');
    return error.serverMessage ?? t('admin.errorServer');
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values.totpCode);
    } catch (error) {
      setFailure(describe(error));
      form.reset({ totpCode: '' });
      setFocus('totpCode');
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="admin-totp-title"
      className="space-y-4 rounded-2xl border border-border bg-surface p-6"
    >
      <div>
        <h2 id="admin-totp-title" className="text-lg font-semibold">
          {t('admin.totpTitle')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('admin.totpPrompt')}</p>
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-sm">
          {failure}
        </p>
      ) : null}
      <div>
        <label htmlFor="admin-totp-code" className="text-sm font-medium">
          {t('admin.totpCode')}
        </label>
        <input
          id="admin-totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          aria-invalid={errors.totpCode ? true : undefined}
          aria-describedby={errors.totpCode ? 'admin-totp-code-error' : undefined}
          className={inputClass}
          {...form.register('totpCode')}
        />
        {errors.totpCode ? (
          <p id="admin-totp-code-error" className="mt-1 text-sm text-danger">
            {t('admin.totpCodeInvalid')}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={submitting} className={buttonClass({}, 'w-full')}>
        {submitting ? t('admin.totpVerifying') : t('admin.totpVerify')}
      </button>
      <button
        type="button"
        onClick={onBack}
        className={buttonClass({ variant: 'ghost' }, 'w-full')}
      >
        {t('admin.totpBack')}
      </button>
    </form>
  );
}
