import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { ApiError } from '@/lib/request.ts';
import { useAdminMessages } from '../api/get-admin-messages.ts';
import { useSendAdminMessage } from '../api/send-admin-message.ts';
import { useAdminChatStream } from '../use-admin-chat-stream.ts';
import { AdminCard } from './admin-card.tsx';
import { ChatComposer } from './chat-composer.tsx';

/** The admins' live chat: history, new messages as they come, and the text box. */
export function AdminChat({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { live } = useAdminChatStream();
  const messages = useAdminMessages({ poll: !live });
  const send = useSendAdminMessage();
  const list = useRef<HTMLOListElement>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const count = messages.data?.messages.length ?? 0;

  // The newest message is at the bottom; keep it in view as messages arrive.
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  const onSend = (message: string) =>
    send.mutateAsync(message).then(
      () => toast({ title: t('admin.chatSent'), description: t('admin.chatSentText') }),
      (error: unknown) => {
        toast({
          variant: 'destructive',
          title: t('admin.chatFailed'),
          description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined,
        });
        throw error;
      },
    );

  return (
    <AdminCard title={t('admin.chatTitle')} query={messages} className="lg:col-span-2">
      {(data) => (
        <div className="space-y-3">
          <p className="text-xs text-fg-muted" role="status">
            {live ? t('admin.chatLive') : t('admin.chatPolling')}
          </p>
          {data.messages.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-fg-muted">
              {t('admin.chatEmpty')}
            </p>
          ) : (
            <ol
              ref={list}
              aria-label={t('admin.chatHistory')}
              aria-live="polite"
              className="max-h-80 space-y-2 overflow-y-auto"
            >
              {data.messages.map((item) => (
                <li
                  key={item.id}
                  className={`rounded-lg p-3 text-sm ${item.user.id === userId ? 'bg-accent-soft' : 'bg-canvas'}`}
                >
                  <p className="flex justify-between gap-2 text-xs text-fg-muted">
                    <span className="font-semibold text-fg">{item.user.username}</span>
                    <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{item.message}</p>
                </li>
              ))}
            </ol>
          )}
          <ChatComposer sending={send.isPending} onSend={onSend} />
        </div>
      )}
    </AdminCard>
  );
}
