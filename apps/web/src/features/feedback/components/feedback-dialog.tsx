import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  feedbackBody,
  MESSAGE_MAX_LENGTH,
} from '@guildsmith/core';
import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useSendFeedback } from '../api/send-feedback.ts';

const fieldClass =
  'w-full rounded-lg border border-border bg-canvas px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring';

const isCategory = (value: string): value is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

/**
 * The feedback dialog: category and message, submit
 * disabled until both are given; on success a thank-you toast, cleared and
 * closed; on failure an error toast and the dialog stays open with the text.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [message, setMessage] = useState('');
  const send = useSendFeedback();
  const parsed = feedbackBody.safeParse({ category, message });
  const canSubmit = parsed.success && !send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || send.isPending) return;
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('feedback.success') });
        setCategory('');
        setMessage('');
        onClose();
      },
      onError: () => toast({ title: t('feedback.error'), variant: 'destructive' }),
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('feedback.title')}
      description={t('feedback.description')}
      showDescription
      closeLabel={t('feedback.close')}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            {t('feedback.category')}
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => {
              const { value } = event.target;
              setCategory(isCategory(value) ? value : '');
            }}
            className={`${fieldClass} h-11 cursor-pointer`}
          >
            <option value="" disabled>
              {t('feedback.categoryPlaceholder')}
            </option>
            {FEEDBACK_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.categories.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            {t('feedback.message')}
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={5}
            placeholder={t('feedback.messagePlaceholder')}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby={`${id}-count`}
            className={`${fieldClass} resize-y py-2 placeholder:text-fg-muted`}
          />
          <p id={`${id}-count`} className="text-right text-xs text-fg-muted">
            {t('feedback.count', { length: message.length, max: MESSAGE_MAX_LENGTH })}
          </p>
        </div>
        {parsed.success ? null : (
          <p id={`${id}-hint`} className="text-sm text-fg-muted">
            {t('feedback.required')}
          </p>
        )}
        <button
          type="submit"
          disabled={!canSubmit}
          aria-busy={send.isPending}
          aria-describedby={parsed.success ? undefined : `${id}-hint`}
          className={buttonClass({ size: 'lg' }, 'w-full')}
        >
          {send.isPending ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {send.isPending ? t('feedback.submitting') : t('feedback.submit')}
        </button>
      </form>
    </Modal>
  );
}
