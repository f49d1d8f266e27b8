import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { completeDiscordSignIn } from '@/features/auth/api/complete-discord-sign-in.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { saveToken } from '@/lib/auth-storage.ts';
import { needsProfileSetup } from '@/lib/current-user.ts';
import { ApiError, UnexpectedResponseError } from '@/lib/request.ts';
import { forgetReturnTarget, saveReturnTarget } from '@/lib/return-target.ts';
import { takeSignInIntent } from '@/lib/sign-in-intent.ts';

const SUCCESS_REDIRECT_MS = 500;
const FAILURE_RETURN_MS = 3000;

type CallbackState =
  | { status: 'pending' }
  | { status: 'success' }
  | { status: 'error'; message: string };

/** /auth/callback and /auth/discord/callback: Authenticating, then Success or Authentication Failed. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.authenticating'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CallbackState>({ status: 'pending' });
  const handled = useRef(false);

  useEffect(() => {
    // The code is single use: StrictMode's second effect run must not send it again.
    if (handled.current) return;
    handled.current = true;
    const fail = (message: string) => {
      setState({ status: 'error', message });
      window.setTimeout(() => navigate(paths.home, { replace: true }), FAILURE_RETURN_MS);
    };
    const intent = takeSignInIntent();
    if (params.get('error')) return fail(t('auth.cancelled'));
    const code = params.get('code');
    if (!code) return fail(t('auth.noCode'));

    completeDiscordSignIn({
      code,
      state: params.get('state') ?? '',
      rememberDevice: intent.remember,
    })
      .then((result) => {
        if (!result.user.username || !result.user.discordId) return fail(t('auth.invalidUser'));
        saveToken(result.token, intent.remember);
        queryClient.setQueryData([apiPaths.auth.user], result.user);
        setState({ status: 'success' });
        // A first sign-in names the profile first (SignedInEffects would send them there anyway,
        // but only after the target page had started, e.g. checkout creating a payment); the
        // target waits in session storage until profile setup is done.
        let next = intent.returnTo;
        if (needsProfileSetup(result.user)) {
          saveReturnTarget(intent.returnTo);
          next = paths.profileSetup;
        } else {
          forgetReturnTarget();
        }
        window.setTimeout(() => navigate(next, { replace: true }), SUCCESS_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        if (error instanceof UnexpectedResponseError) return fail(t('auth.invalidResponse'));
        fail(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : t('auth.failed'),
        );
      });
  }, [navigate, params, queryClient, t]);

  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center"
      aria-live="polite"
    >
      {state.status === 'pending' ? (
        <>
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-accent-text" />
          <h1 className="text-2xl font-bold">{t('auth.authenticating')}</h1>
          <p className="text-fg-muted">{t('auth.authenticatingText')}</p>
        </>
      ) : state.status === 'success' ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-10 text-green-600" />
          <h1 className="text-2xl font-bold">{t('auth.success')}</h1>
          <p className="text-fg-muted">{t('auth.successText')}</p>
        </>
      ) : (
        <>
          <XCircle aria-hidden="true" className="size-10 text-danger" />
          <h1 className="text-2xl font-bold">{t('auth.failedTitle')}</h1>
          <p role="alert">{state.message}</p>
          <p className="text-sm text-fg-muted">{t('auth.returningHome')}</p>
        </>
      )}
    </section>
  );
}

export const Component = AuthCallbackPage;
