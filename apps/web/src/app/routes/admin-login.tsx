import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { TotpCodeForm } from '@/features/admin/components/totp-code-form.tsx';
import { useAdminSignIn } from '@/features/admin/use-admin-sign-in.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { ApiError } from '@/lib/request.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-ring';

/**
 * /admin-login: the plain form; both fields required, the server's message on
 * failure; then the code step for admins with an authenticator app.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.loginTitle'));
  const { signIn, submitting, awaitingCode, submitCode, cancelCode } = useAdminSignIn();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFailure(null);
    try {
      await signIn({
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      });
    } catch (error) {
      if (error instanceof ApiError) setFailure(error.serverMessage ?? t('admin.errorInvalid'));
      else setFailure(t('admin.errorGeneric'));
    }
  };

  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <h1 className="mb-6 text-center text-2xl font-bold">{t('admin.loginTitle')}</h1>
      {awaitingCode ? (
        <TotpCodeForm submitting={submitting} onSubmit={submitCode} onBack={cancelCode} />
      ) : (
        <form
          onSubmit={onSubmit}
          className="space-y-4 rounded-2xl border border-border bg-surface p-6"
        >
          {failure ? (
            <p role="alert" className="rounded-lg border border-danger p-3 text-sm">
              {failure}
            </p>
          ) : null}
          <label className="block text-sm font-medium">
            {t('admin.username')}
            <input name="username" required autoComplete="username" className={inputClass} />
          </label>
          <label className="block text-sm font-medium">
            {t('admin.password')}
            <input
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className={inputClass}
            />
          </label>
          <button type="submit" disabled={submitting} className={buttonClass({}, 'w-full')}>
            {submitting ? t('admin.signingIn') : t('admin.signIn')}
          </button>
        </form>
      )}
    </section>
  );
}

export const Component = AdminLoginPage;
