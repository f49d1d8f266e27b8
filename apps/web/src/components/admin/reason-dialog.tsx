import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';

/** The server's limit for a reason an admin types. */
const REASON_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The action destroys or takes back (a refund, revoked sessions): the button says so. */
  destructive?: boolean;
  /** Said under the box when it is submitted empty. */
  requiredMessage: string;
  pending: boolean;
  /** Why the last attempt was refused, in the server's words; shown in the dialog. */
  error: string | null;
  onConfirm: (reason: string) => void;
}

/**
 * An audited admin action's confirmation: it asks for the reason the audit log
 * keeps, refuses a blank one inline, and stays open with the text on failure.
 */
export function ReasonDialog({ open, onClose, title, description, ...form }: ReasonDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      showDescription
      closeLabel={t('admin.ops.close')}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      {/* Rendered only while open, so each opening starts with an empty box. */}
      <ReasonForm onClose={onClose} {...form} />
    </Modal>
  );
}

function ReasonForm({
  onClose,
  confirmLabel,
  destructive = false,
  requiredMessage,
  pending,
  error,
  onConfirm,
}: Omit<ReasonDialogProps, 'open' | 'title' | 'description'>) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setBlank(true);
      box.current?.focus();
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('admin.ops.reason')}
        </label>
        <textarea
          ref={box}
          id={id}
          value={reason}
          rows={4}
          maxLength={REASON_MAX}
          required
          aria-invalid={blank}
          aria-describedby={blank ? `${id}-blank` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setBlank(false);
          }}
          className="w-full resize-y rounded-lg border border-border bg-canvas px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger"
        />
        {blank ? (
          <p id={`${id}-blank`} className="text-sm text-danger">
            {requiredMessage}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
          {t('admin.ops.cancel')}
        </button>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className={buttonClass({ variant: destructive ? 'danger' : 'primary' })}
        >
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}
