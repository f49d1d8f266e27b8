import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./feedback-dialog.tsx');
const FeedbackDialog = lazy(() =>
  loadDialog().then(({ FeedbackDialog }) => ({ default: FeedbackDialog })),
);

/**
 * The feedback button on every page: floating in the corner, or in the
 * small-screen menu. The dialog's
 * code (and Radix Dialog's) loads on first hover, focus or click, so pages pay
 * nothing for it until someone wants to write.
 */
export function FeedbackButton({
  placement = 'floating',
}: {
  /**
   * `floating`: the corner button, from md up. `menu`: a plain entry of the
   * small-screen menu, where a floating button would cover the page's own buttons.
   */
  placement?: 'floating' | 'menu';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDialog();
  // The dialog has no Radix trigger to return focus to, so the button takes it back once it is gone.
  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus(), 0);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={
          placement === 'floating'
            ? 'fixed right-4 bottom-4 z-30 hidden h-12 cursor-pointer items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-fg shadow-lg transition-colors hover:bg-accent-hover md:inline-flex'
            : 'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-fg-muted hover:bg-surface-strong hover:text-fg'
        }
      >
        <MessageSquarePlus
          aria-hidden="true"
          className={placement === 'floating' ? 'size-5' : 'size-4'}
        />
        {t('feedback.button')}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
