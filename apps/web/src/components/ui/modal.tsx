import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface ModalProps {
  open: boolean;
  /** Called when the person closes it (Escape, overlay, or the close button). */
  onClose: () => void;
  title: ReactNode;
  /** Read to assistive technology when the modal opens. */
  description: ReactNode;
  /** Show the description as text under the title instead of only to screen readers. */
  showDescription?: boolean;
  closeLabel: string;
  className?: string;
  children?: ReactNode;
}

/** The app's modal: focus-trapped Radix dialog with an overlay, a title and a labelled close button. */
export function Modal({
  open,
  onClose,
  title,
  description,
  showDescription,
  closeLabel,
  className,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-canvas p-6 shadow-2xl',
            className,
          )}
        >
          <Dialog.Title className="pr-8 text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className={showDescription ? 'mt-2 text-fg-muted' : 'sr-only'}>
            {description}
          </Dialog.Description>
          {children}
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 rounded p-1 text-fg-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
