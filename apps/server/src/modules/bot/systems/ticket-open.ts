import { type APIChannel, ChannelType } from 'discord-api-types/v10';
import { DISCORD_ERROR_CODES, DiscordApiError } from '../discord/index.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { type BotLocale, say } from '../texts/locales.ts';
import { SYSTEMS_TEXTS } from '../texts/systems-texts.ts';
import { TICKET_TEXTS } from '../texts/systems-ticket-texts.ts';
import type { BotDeps } from '../transport/context.ts';
import type { DeferredResult, Outcome } from '../transport/outcome.ts';
import { deferredReply } from '../transport/responses.ts';
import type { MemberClick } from './member-click.ts';
import { answer, done, refused, replacedBy } from './replies.ts';
import type { ServerSystems } from './server-systems.ts';
import {
  placeTicket,
  ticketChannelName,
  ticketFirstMessage,
  ticketOverwrites,
} from './ticket-channel.ts';
import {
  insertTicket,
  markClosed,
  openTicketOf,
  setTicketChannel,
  type Ticket,
} from './ticket-store.ts';

const COMMAND = 'ticket:open';

/** A channel being created shows up within seconds; a row older than this without one was left by a crash. */
const CREATING_TIMEOUT_MS = 2 * 60_000;

/**
 * Whether an open row still stands for a ticket: staff may have deleted its
 * channel by hand, and that must not keep the member from opening another.
 */
function stillOpen(ticket: Ticket, channels: readonly APIChannel[], now = Date.now()): boolean {
  if (ticket.channelId) return channels.some((channel) => channel.id === ticket.channelId);
  return now - ticket.createdAt.getTime() < CREATING_TIMEOUT_MS;
}

function alreadyOpen(locale: BotLocale, type: string, existing: Ticket | null): DeferredResult {
  const text = existing?.channelId
    ? say(locale, TICKET_TEXTS.alreadyOpen, { type, channel: `<#${existing.channelId}>` })
    : say(locale, TICKET_TEXTS.alreadyOpening, { type });
  return { edit: replacedBy(text), usage: refused(COMMAND, 'ticket_already_open') };
}

/**
 * Opens the ticket: its row first (the unique index refuses a second open
 * ticket of the type, even when two picks race), then its channel; if
 * Discord refuses the channel the row is closed, so the member can try again.
 */
async function openTicket(
  deps: BotDeps,
  click: MemberClick,
  input: {
    type: string;
    menuChannelId: string | null;
    staffRoleId: string | null;
    locale: BotLocale;
  },
): Promise<DeferredResult> {
  const { type, locale } = input;
  const channels = await deps.discord.getChannels(click.guildId);
  const member = { guildId: click.guildId, openerId: click.userId, type };
  const existing = await openTicketOf(deps.db, member);
  if (existing) {
    if (stillOpen(existing, channels)) return alreadyOpen(locale, type, existing);
    await markClosed(deps.db, existing.id, null);
  }
  const placement = placeTicket(channels, input.menuChannelId);
  if (!placement.ok) {
    const text = placement.full === 'server' ? TICKET_TEXTS.serverFull : TICKET_TEXTS.categoryFull;
    return {
      edit: replacedBy(say(locale, text)),
      usage: refused(COMMAND, `${placement.full}_full`),
    };
  }
  const stored = await insertTicket(deps.db, member);
  if (!stored.inserted) return alreadyOpen(locale, type, stored.existing);
  const { ticket } = stored;
  let channelId: string;
  try {
    const channel = await deps.discord.createChannel(click.guildId, {
      name: ticketChannelName(type, click.username),
      type: ChannelType.GuildText,
      parent_id: placement.parentId,
      permission_overwrites: ticketOverwrites({
        guildId: click.guildId,
        openerId: click.userId,
        staffRoleId: input.staffRoleId,
        botId: deps.discord.applicationId,
      }),
    });
    channelId = channel.id;
  } catch (error) {
    await markClosed(deps.db, ticket.id, null);
    if (error instanceof DiscordApiError && error.code === DISCORD_ERROR_CODES.missingPermissions) {
      return {
        edit: replacedBy(say(locale, SYSTEMS_TEXTS.botLacksManageChannels)),
        usage: refused(COMMAND, 'missing_manage_channels'),
      };
    }
    throw error;
  }
  await setTicketChannel(deps.db, ticket.id, channelId);
  try {
    await deps.discord.createMessage(channelId, ticketFirstMessage(ticket, locale));
  } catch (error) {
    // The channel is there and usable; only its buttons are missing, which staff can live with.
    deps.log.warn({ err: error, ticketId: ticket.id }, 'could not post the ticket message');
  }
  return {
    edit: replacedBy(say(locale, TICKET_TEXTS.opened, { type, channel: `<#${channelId}>` })),
    usage: done(COMMAND),
  };
}

/** A type picked in the ticket menu. */
export function handleTicketMenu(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
): Outcome {
  const { locale } = server;
  const tickets = server.built?.tickets;
  if (!tickets) return answer(say(locale, TICKET_TEXTS.noTickets), refused(COMMAND, 'no_tickets'));
  const [type] = click.values;
  // Discord only sends values the menu offered; one the build no longer lists comes from an older menu.
  if (!type || !tickets.types.includes(type)) {
    return answer(say(locale, COMMON_TEXTS.stale), refused(COMMAND, 'unknown_ticket_type'));
  }
  return {
    kind: 'defer',
    response: deferredReply,
    work: () =>
      openTicket(deps, click, {
        type,
        menuChannelId: tickets.channelId,
        staffRoleId: tickets.staffRoleId,
        locale,
      }),
  };
}
