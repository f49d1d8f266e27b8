import { adminLoginBody } from '@guildsmith/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { z } from 'zod';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { TotpCodeForm } from '@/features/admin/components/totp-code-form.tsx';
import { useAdminSignIn } from '@/features/admin/use-admin-sign-in.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { ApiError } from '@/lib/request.ts';

type AdminCredentials = z.input<typeof adminLoginBody>;

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-ring';

/**
 * /admin-portal: the validated form, with a failure text for each status;
 * then the code step for admins with an authenticator app.
 */
export function AdminPortalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.portalTitle'));
  const { signIn, submitting, awaitingCode, submitCode, cancelCode } = useAdminSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminCredentials>({ resolver: zodResolver(adminLoginBody) });
  const { errors } = form.formState;
  const user = useSignedInUser();

  const describe = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('admin.errorNetwork');
    if (error.status === 401 || /Unauthorized/.test(error.message))
      return t('admin.errorIncorrect');
    if (error.status === 404) return t('admin.errorNotFound');
    if (error.status === 429) return error.serverMessage ?? t('admin.errorServer');
    return t('admin.errorServer');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn({ username: values.username, password: values.password });
    } catch (error) {
      setFailure(describe(error));
    }
  });

  // A signed-in admin has nothing to sign in to: on to the admin dashboard.
  if (user?.role === 'admin') return <Navigate to={paths.adminDashboard} replace />;
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <h1 className="mb-6 text-center text-2xl font-bold">{t('admin.portalTitle')}</h1>
      {awaitingCode ? (
        <TotpCodeForm submitting={submitting} onSubmit={submitCode} onBack={cancelCode} />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-4 rounded-2xl border border-border bg-surface p-6"
        >
          {failure ? (
            <div role="alert" className="rounded-lg border border-danger p-3 text-sm">
              <p className="font-semibold">{t('admin.loginFailed')}</p>
              <p>{failure}</p>
            </div>
          ) : null}
          <div>
            <label htmlFor="admin-username" className="text-sm font-medium">
              {t('admin.username')}
            </label>
            <input
              id="admin-username"
              autoComplete="username"
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'admin-username-error' : undefined}
              className={inputClass}
              {...form.register('username')}
            />
            {errors.username ? (
              <p id="admin-username-error" className="mt-1 text-sm text-danger">
                {errors.username.message}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="admin-password" className="text-sm font-medium">
              {t('admin.password')}
            </label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'admin-password-error' : undefined}
              className={inputClass}
              {...form.register('password')}
            />
            {errors.password ? (
              <p id="admin-password-error" className="mt-1 text-sm text-danger">
                {errors.password.message}
              </p>
            ) : null}
          </div>
          <button type="submit" disabled={submitting} className={buttonClass({}, 'w-full')}>
            {submitting ? t('admin.signingIn') : t('admin.signIn')}
          </button>
        </form>
      )}
    </section>
  );
}

export const Component = AdminPortalPage;
