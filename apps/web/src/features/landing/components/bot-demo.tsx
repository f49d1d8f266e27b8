import { Bot, Check, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '@/hooks/use-in-view.ts';
import { cn } from '@/lib/cn.ts';
import { prefersReducedMotion } from '@/lib/motion.ts';

/** Time between two messages of the demo conversation. */
export const DEMO_STEP_MS = 1200;

type Line =
  | { from: 'you'; kind: 'command' }
  | { from: 'bot'; kind: 'text'; key: 'accepted' | 'dryRun' | 'done' }
  | { from: 'bot'; kind: 'progress' };

const conversation: readonly Line[] = [
  { from: 'you', kind: 'command' },
  { from: 'bot', kind: 'text', key: 'accepted' },
  { from: 'bot', kind: 'text', key: 'dryRun' },
  { from: 'bot', kind: 'progress' },
  { from: 'bot', kind: 'text', key: 'done' },
];

const progressSteps = ['roles', 'channels', 'messages'] as const;

/**
 * The about section's demo conversation: `/activate` in a server, the dry run,
 * the build. Messages appear one by one once it is in view; with reduced motion
 * the whole conversation shows at once. Every message keeps its place from the
 * start, so nothing around it moves.
 */
export function BotDemo() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? conversation.length : 0));

  useEffect(() => {
    if (!inView || shown >= conversation.length) return;
    const timer = setTimeout(
      () => setShown((count) => count + 1),
      shown === 0 ? 300 : DEMO_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [inView, shown]);

  const replay = () => setShown(prefersReducedMotion() ? conversation.length : 0);

  return (
    <div
      ref={ref}
      className="rounded-2xl border border-border bg-[#313338] p-4 text-[#dbdee1] shadow-lg sm:p-6"
    >
      <div className="flex items-center justify-between gap-4 border-b border-white/10 pb-3">
        <p className="font-semibold text-white">
          <span aria-hidden="true" className="text-[#949ba4]">
            #{' '}
          </span>
          {t('home.about.demo.channel')}
        </p>
        <button
          type="button"
          onClick={replay}
          // Not buttonClass: its ghost text colour cannot be overridden (no class merging) and is unreadable on the dark chat.
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-semibold text-[#dbdee1] transition-colors hover:bg-white/10 hover:text-white"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('home.about.demo.replay')}
        </button>
      </div>
      <ol aria-label={t('home.about.demo.label')} className="mt-4 space-y-4">
        {conversation.map((line, index) => {
          const visible = index < shown;
          return (
            <li
              // The conversation is fixed; its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              key={index}
              aria-hidden={!visible}
              className={cn(
                'flex gap-3 transition-all duration-500',
                visible ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white',
                  line.from === 'bot' ? 'bg-[#5865f2]' : 'bg-[#248046]',
                )}
              >
                {line.from === 'bot' ? <Bot className="size-5" /> : 'A'}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-white">
                  {line.from === 'bot' ? t('common.appName') : t('home.about.demo.you')}
                </p>
                <DemoLine line={line} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function DemoLine({ line }: { line: Line }) {
  const { t } = useTranslation();
  switch (line.kind) {
    case 'command':
      return (
        <p className="mt-1 font-mono text-sm break-all">
          <span className="rounded bg-[#5865f2]/30 px-1 text-[#c9cdfb]">/activate</span>{' '}
          {t('home.about.demo.keyOption')}
        </p>
      );
    case 'text':
      return <p className="mt-1 text-sm">{t(`home.about.demo.${line.key}`)}</p>;
    case 'progress':
      return (
        <ul className="mt-1 space-y-1 text-sm">
          {progressSteps.map((step) => (
            <li key={step} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-[#3ba55c]" />
              {t(`home.about.demo.progress.${step}`)}
            </li>
          ))}
        </ul>
      );
  }
}
