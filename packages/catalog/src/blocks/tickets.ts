import { board, type ChannelList, listOf, staffOnly, text } from '../channels.ts';
import { type Block, type ChannelDraft, channelKeyOf } from '../draft.ts';

export interface TicketOptions {
  name?: string;
  /** Ticket types in the picker. */
  types: string[];
  channel?: string;
  /** A read-only FAQ that answers the common questions before a ticket. */
  faq?: string | false;
  /** Staff-only transcript archive. */
  transcripts?: boolean;
  extra?: ChannelList;
}

/** The ticket desk: a button channel for members and a staff-only log. */
export function tickets(options: TicketOptions): Block {
  const name = options.channel ?? 'open-a-ticket';
  const channels: ChannelDraft[] = [
    board(
      name,
      `Press the button below and pick a type (${options.types.join(', ')}); a private channel opens with the team.`,
    ),
  ];
  if (options.faq) channels.push(board(options.faq));
  channels.push(...listOf(options.extra ?? []));
  channels.push(
    staffOnly(text('ticket-logs', 'The bot records every opened, claimed and closed ticket here.')),
  );
  if (options.transcripts) {
    channels.push(
      staffOnly(
        text('ticket-transcripts', 'Transcripts of closed tickets, kept for appeals and audits.'),
      ),
    );
  }
  return {
    categories: [{ name: options.name ?? 'Support', channels }],
    settings: {
      tickets: { channelKey: channelKeyOf({ name, type: 'text' }), categories: options.types },
    },
  };
}
