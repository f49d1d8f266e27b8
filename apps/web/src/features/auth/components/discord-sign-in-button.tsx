import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';

interface DiscordSignInButtonProps {
  label: string;
  remember?: boolean;
  returnTo?: string;
  className?: string;
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
