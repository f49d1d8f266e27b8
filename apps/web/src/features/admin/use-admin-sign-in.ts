import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { adminLogin } from '@/features/auth/api/admin-login.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { clearTokens, saveToken } from '@/lib/auth-storage.ts';

/** Signs an admin in: old tokens are cleared, the new one stored, then the admin dashboard. */
export function useAdminSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const signIn = async (credentials: { username: string; password: string }) => {
    setSubmitting(true);
    try {
      const result = await adminLogin(credentials);
      clearTokens();
      saveToken(result.token, false);
      queryClient.setQueryData([apiPaths.auth.user], result.user);
      navigate(paths.adminDashboard);
    } finally {
      setSubmitting(false);
    }
  };
  return { signIn, submitting };
}
