import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { dismissToast, type ToastVariant, useToast } from './toast-store.ts';

/** Auto-close after 5 s, swipe right past 50 px to dismiss; F8 focuses the viewport. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-canvas text-fg',
  destructive: 'border-danger bg-danger text-danger-fg',
};

/** Renders the toasts of the store; mounted once in the root layout. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();

  return (
    <Toast.Provider
      duration={DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${variantClass[variant]}`}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={t('toast.viewport', { hotkey: 'F8' })}
        className="fixed right-0 bottom-0 z-100 m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
