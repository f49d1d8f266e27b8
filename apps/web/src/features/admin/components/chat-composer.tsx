import { MESSAGE_MAX_LENGTH } from '@guildsmith/core';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';

/**
 * The chat's text box: Enter sends, Shift+Enter starts a new line. The text is
 * trimmed, and nothing is sent while it is blank. It is cleared only once the
 * send succeeded, so a failed message can be sent again without retyping it.
 */
export function ChatComposer({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend: (message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');

  const send = async () => {
    const message = text.trim();
    if (message === '' || sending) return;
    try {
      await onSend(message);
      setText('');
    } catch {
      // The caller has already said so in a toast; the text stays for another try.
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing text (Japanese, Chinese) uses Enter to pick a candidate, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {t('admin.chatInputLabel')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('admin.chatPlaceholder')}
        className="min-h-12 flex-1 resize-y rounded-lg border border-border bg-canvas px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring"
      />
      <button
        type="submit"
        disabled={sending || text.trim() === ''}
        className={buttonClass({ size: 'icon' })}
        aria-label={t('admin.chatSend')}
      >
        <Send aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
