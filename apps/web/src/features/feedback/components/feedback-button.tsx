import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./feedback-dialog.tsx');
const FeedbackDialog = lazy(() =>
  loadDialog().then(({ FeedbackDialog }) => ({ default: FeedbackDialog })),
);

/**
 * The floating feedback button on every page. The dialog's
 * code (and Radix Dialog's) loads on first hover, focus or click, so pages pay
 * nothing for it until someone wants to write.
 */
export function FeedbackButton() {
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
        className="fixed right-4 bottom-4 z-30 inline-flex h-12 cursor-pointer items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-fg shadow-lg transition-colors hover:bg-accent-hover"
      >
        <MessageSquarePlus aria-hidden="true" className="size-5" />
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
