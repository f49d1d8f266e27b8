import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';

const COPIED_SHOWN_MS = 2000;

/** A command to type in Discord, with a button that copies it and says so where it was pressed. */
export function CopyCommand({ command }: { command: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 rounded-lg bg-surface p-3 font-mono break-all">
        {command}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('styles.copyCommand', { command })}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {t('styles.copy')}
      </button>
      <span role="status" className="w-full text-xs text-fg-muted empty:hidden">
        {state === 'copied' ? t('styles.copied') : state === 'failed' ? t('styles.copyFailed') : ''}
      </span>
    </div>
  );
}
