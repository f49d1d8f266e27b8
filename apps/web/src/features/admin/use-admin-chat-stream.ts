import { adminChatMessageSchema } from 'virtual:response-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiPaths } from '@/lib/api-paths.ts';
import { adminEventsUrl, createEventsTicket } from './api/create-events-ticket.ts';
import { addChatMessage } from './api/get-admin-messages.ts';

/** The event each new chat message comes as; its data is one chat message. */
const CHAT_EVENT = 'chat-message';
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/**
 * New chat messages pushed by the server (Server-Sent Events). `live` is false
 * until the stream is open and whenever it fails, and the chat polls meanwhile.
 * A ticket is spent once, so the browser's own reconnect (same URL) would be
 * refused: a failed stream is closed and opened again with a new ticket, later
 * each time, up to a minute apart.
 */
export function useAdminChatStream(): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const receive = async (data: string) => {
      try {
        const answer = await adminChatMessageSchema['~standard'].validate(JSON.parse(data));
        // A message this build cannot read is left to the next poll or reload, never shown half-checked.
        if (!answer.issues) addChatMessage(queryClient, answer.value);
      } catch {
        // Not JSON: ignored like a malformed answer.
      }
    };

    const reconnectLater = () => {
      if (stopped) return;
      const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retry = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      try {
        const { ticket } = await createEventsTicket();
        if (stopped) return;
        const opened = new EventSource(adminEventsUrl(ticket));
        source = opened;
        opened.onopen = () => {
          failures = 0;
          setLive(true);
          // Whatever was sent while no stream was open.
          void queryClient.invalidateQueries({ queryKey: [apiPaths.admin.messages] });
        };
        opened.addEventListener(CHAT_EVENT, (event) => void receive(String(event.data)));
        opened.onerror = () => {
          opened.close();
          if (source === opened) source = null;
          setLive(false);
          reconnectLater();
        };
      } catch {
        reconnectLater();
      }
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return { live };
}
