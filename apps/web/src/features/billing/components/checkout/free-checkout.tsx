import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Panel } from '@/components/ui/panel.tsx';
import { checkoutPath } from '@/config/paths.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';
import { writeStorage } from '@/lib/storage.ts';

/** The plan picked before sign-in, kept locally for the round trip. */
export const SELECTED_PLAN_KEY = 'selected_plan';

/** The free plan while signed out: the free key belongs to an account, so sign in first. */
export function FreeCheckout() {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  return (
    <Panel icon={<Gift aria-hidden="true" />} title={t('checkout.freeTitle')}>
      <p className="text-fg-muted">{t('checkout.freeText')}</p>
      <button
        type="button"
        disabled={connecting}
        aria-busy={connecting}
        onClick={() => {
          writeStorage('local', SELECTED_PLAN_KEY, 'free');
          void start({ returnTo: checkoutPath('free') });
        }}
        className={buttonClass({ size: 'lg' })}
      >
        {connecting ? t('auth.connecting') : t('checkout.connectDiscordAccount')}
      </button>
    </Panel>
  );
}
