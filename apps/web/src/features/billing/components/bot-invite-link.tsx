import { Copy, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';

/** The bot invite link with copy and open buttons. */
export function BotInviteLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('purchaseSuccess.copied'), description: t('purchaseSuccess.copiedText') });
    } catch {
      toast({
        title: t('purchaseSuccess.copyFailed'),
        description: t('purchaseSuccess.copyFailedText'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('purchaseSuccess.inviteLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-canvas px-3 font-mono text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass({ variant: 'secondary' })}
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('purchaseSuccess.copy')}
        </button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('purchaseSuccess.open')}
        </a>
      </div>
    </div>
  );
}
