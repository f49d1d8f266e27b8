import { DiscordApiError } from '../discord/index.ts';
import { type BotLocale, say } from '../texts/locales.ts';
import { TRANSCRIPT_TEXTS } from '../texts/systems-transcript-texts.ts';
import type { BotDeps } from '../transport/context.ts';
import type { MemberClick } from './member-click.ts';
import type { Ticket } from './ticket-store.ts';
import { formatTranscript, HISTORY_PAGE, type HistoryPage, readHistory } from './transcript.ts';

/** The channel's history, a page at a time, newest first. */
function historyPages(deps: BotDeps, channelId: string): HistoryPage {
  return (before) => deps.discord.getMessages(channelId, HISTORY_PAGE, before);
}

/**
 * Reads the ticket's messages and posts them as a `.txt` file, with a
 * summary line, in the build's ticket log. A server without a ticket log
 * keeps no transcript; ok is false only when the log refused the post.
 */
export async function saveTranscript(
  deps: BotDeps,
  input: {
    ticket: Ticket;
    channelId: string;
    logChannelId: string | null;
    click: MemberClick;
    locale: BotLocale;
  },
): Promise<{ ok: boolean }> {
  const { ticket, click, locale, logChannelId } = input;
  if (!logChannelId) return { ok: true };
  const botId = deps.discord.applicationId;
  const { messages, truncated } = await readHistory(historyPages(deps, input.channelId));
  const channelName = click.channelName ?? `ticket-${ticket.id.slice(0, 8)}`;
  const openerName =
    messages.find((message) => message.author.id === ticket.openerId)?.author.username ??
    (ticket.openerId === click.userId ? click.username : ticket.openerId);
  const text = formatTranscript({
    channelName,
    type: ticket.type,
    opener: { id: ticket.openerId, name: openerName },
    closer: { id: click.userId, name: click.username },
    openedAt: ticket.createdAt,
    closedAt: new Date(),
    messages,
    truncated,
    botId,
    locale,
  });
  const summary = say(locale, TRANSCRIPT_TEXTS.logSummary, {
    name: channelName,
    type: ticket.type,
    opener: `<@${ticket.openerId}>`,
    closer: `<@${click.userId}>`,
    count: messages.length,
  });
  try {
    await deps.discord.createMessageWithFiles(
      logChannelId,
      { content: summary, allowed_mentions: { parse: [] } },
      [
        {
          name: `${channelName}.txt`,
          data: new TextEncoder().encode(text),
          contentType: 'text/plain; charset=utf-8',
        },
      ],
    );
  } catch (error) {
    if (!(error instanceof DiscordApiError) || error.retryable) throw error;
    deps.log.warn({ err: error, ticketId: ticket.id }, 'the ticket log refused the transcript');
    return { ok: false };
  }
  return { ok: true };
}
