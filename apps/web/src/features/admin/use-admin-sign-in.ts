import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { clearTokens, saveToken } from '@/lib/auth-storage.ts';
import { ApiError } from '@/lib/request.ts';
import { adminLogin } from './api/admin-login.ts';

interface Credentials {
  username: string;
  password: string;
}

/** The server's error code, when a request failed with our error shape. */
export function apiErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? (error.body?.error.code ?? null) : null;
}

/**
 * Signs an admin in: old tokens are cleared, the new one stored, then the admin
 * dashboard. An admin with an authenticator app is asked for its code next:
 * the password waits in memory only until the code step ends.
 */
export function useAdminSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);

  const attempt = async (input: Credentials & { totpCode?: string }) => {
    setSubmitting(true);
    try {
      const result = await adminLogin(input);
      clearTokens();
      saveToken(result.token, false);
      queryClient.setQueryData([apiPaths.auth.user], result.user);
      setAwaitingCode(null);
      navigate(paths.adminDashboard);
    } catch (error) {
      if (apiErrorCode(error) !== 'TOTP_REQUIRED') throw error;
      setAwaitingCode({ username: input.username, password: input.password });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    submitting,
    /** True while the code step shows. */
    awaitingCode: awaitingCode !== null,
    signIn: (credentials: Credentials) => attempt(credentials),
    submitCode: (totpCode: string) => {
      if (!awaitingCode) throw new Error('No admin sign-in is waiting for a code');
      return attempt({ ...awaitingCode, totpCode });
    },
    /** Back to username and password. */
    cancelCode: () => setAwaitingCode(null),
  };
}
