import { discordAuthUrlResponse } from 'virtual:response-contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';
import { saveSignInIntent } from '@/lib/sign-in-intent.ts';

/**
 * Starts a Discord sign-in: asks the server for the authorization address,
 * remembers where to come back to, and leaves for Discord. Anything that offers
 * to sign in (a button, a plan card, checkout) starts it the same way.
 */
export function useDiscordSignIn() {
  const { t } = useTranslation();
  const [connecting, setConnecting] = useState(false);
  const inFlight = useRef(false);

  const start = async (options: { remember?: boolean; returnTo?: string } = {}) => {
    // A repeated click while starting is ignored.
    if (inFlight.current) return;
    inFlight.current = true;
    setConnecting(true);
    try {
      const { authUrl } = await requestJson(
        'GET',
        apiPaths.auth.discordUrl,
        discordAuthUrlResponse,
      );
      saveSignInIntent({
        remember: options.remember ?? true,
        returnTo: options.returnTo ?? paths.home,
      });
      window.location.assign(authUrl);
    } catch {
      inFlight.current = false;
      setConnecting(false);
      toast({
        title: t('auth.startErrorTitle'),
        description: t('auth.startErrorDescription'),
        variant: 'destructive',
      });
    }
  };
  return { start, connecting };
}
