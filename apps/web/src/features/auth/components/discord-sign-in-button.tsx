import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { getDiscordAuthUrl } from '../api/start-discord-sign-in.ts';
import { saveSignInIntent } from '../sign-in-intent.ts';

interface DiscordSignInButtonProps {
  label: string;
  remember?: boolean;
  returnTo?: string;
  className?: string;
}

/** Hook form of the sign-in start, so a route can begin without a click. */
export function useDiscordSignIn() {
  const { t } = useTranslation();
  const [connecting, setConnecting] = useState(false);
  const inFlight = useRef(false);

  const start = async (options: { remember?: boolean; returnTo?: string } = {}) => {
    // Spec section 4: a repeated click while starting is ignored.
    if (inFlight.current) return;
    inFlight.current = true;
    setConnecting(true);
    try {
      const authUrl = await getDiscordAuthUrl();
      saveSignInIntent({ remember: options.remember ?? true, returnTo: options.returnTo ?? '/' });
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

export function DiscordSignInButton({
  label,
  remember,
  returnTo,
  className,
}: DiscordSignInButtonProps) {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  return (
    <button
      type="button"
      disabled={connecting}
      aria-busy={connecting}
      onClick={() => void start({ remember, returnTo })}
      className={buttonClass({ size: 'lg' }, className)}
    >
      {connecting ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
      {connecting ? t('auth.connecting') : label}
    </button>
  );
}
