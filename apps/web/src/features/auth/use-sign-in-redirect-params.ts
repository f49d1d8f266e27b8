import { userSchema } from 'virtual:response-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { saveToken } from '@/lib/auth-storage.ts';

/**
 * The home page accepts `token`, `user` and `error` in its query string after a
 * sign-in redirect, then removes them from the address bar.
 */
export function useSignInRedirectParams(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    const error = params.get('error');
    const token = params.get('token');
    const userJson = params.get('user');
    if (!error && !token) return;
    if (error) {
      toast({
        title: t('auth.homeErrorTitle'),
        description: t('auth.homeErrorText'),
        variant: 'destructive',
      });
    } else if (token) {
      try {
        const user = userSchema['~standard'].validate(userJson ? JSON.parse(userJson) : null);
        saveToken(token, true);
        // Only a user in the API's shape is taken as is; anything else is asked of the server.
        if (!user.issues) queryClient.setQueryData([apiPaths.auth.user], user.value);
        else void queryClient.invalidateQueries({ queryKey: [apiPaths.auth.user] });
      } catch {
        toast({
          title: t('auth.homeDataErrorTitle'),
          description: t('auth.homeDataErrorText'),
          variant: 'destructive',
        });
      }
    }
    const cleaned = new URLSearchParams(params);
    for (const key of ['token', 'user', 'error']) cleaned.delete(key);
    setParams(cleaned, { replace: true });
  }, [params, queryClient, setParams, t]);
}
