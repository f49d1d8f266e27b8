import {
  type APIChannel,
  type APIOverwrite,
  ButtonStyle,
  ChannelType,
  ComponentType,
  OverwriteType,
  PermissionFlagsBits,
  type RESTPostAPIChannelMessageJSONBody,
} from 'discord-api-types/v10';
import { type BotLocale, say } from '../texts/locales.ts';
import { TICKET_TEXTS } from '../texts/systems-ticket-texts.ts';
import { ticketButtonId } from '../transport/custom-id.ts';

/** What a ticket's channel is made from: pure, so its name and rights are tested without Discord. */

const P = PermissionFlagsBits;

/** Discord's limits, counted from the server's channels before asking it to create one. */
export const CHANNEL_LIMITS = { perCategory: 50, perServer: 500 } as const;

const NAME_LENGTH = 100;

/**
 * A text channel name as Discord keeps one: lower case, no spaces, letters
 * (any script), digits, `-` and `_`; at most 100 characters.
 */
function slug(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

export function ticketChannelName(type: string, username: string): string {
  const name = ['ticket', slug(type), slug(username)].filter((part) => part !== '').join('-');
  return [...name].slice(0, NAME_LENGTH).join('').replace(/-$/, '');
}

const PARTICIPANT = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles;
// The bot reads the history for the transcript and deletes the channel at the end.
const BOT = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.ManageChannels;

/** Only the member, the staff role and the bot see the channel; @everyone's id is the server's. */
export function ticketOverwrites(input: {
  guildId: string;
  openerId: string;
  staffRoleId: string | null;
  botId: string;
}): APIOverwrite[] {
  const allow = (id: string, type: OverwriteType, bits: bigint): APIOverwrite => ({
    id,
    type,
    allow: bits.toString(),
    deny: '0',
  });
  return [
    { id: input.guildId, type: OverwriteType.Role, allow: '0', deny: P.ViewChannel.toString() },
    allow(input.openerId, OverwriteType.Member, PARTICIPANT),
    ...(input.staffRoleId ? [allow(input.staffRoleId, OverwriteType.Role, PARTICIPANT)] : []),
    allow(input.botId, OverwriteType.Member, BOT),
  ];
}

export type Placement =
  | { ok: true; parentId: string | null }
  | { ok: false; full: 'category' | 'server' };

/** Under the category of the channel holding the ticket menu, if Discord has room there. */
export function placeTicket(
  channels: readonly APIChannel[],
  menuChannelId: string | null,
): Placement {
  if (channels.length >= CHANNEL_LIMITS.perServer) return { ok: false, full: 'server' };
  const menu = channels.find((channel) => channel.id === menuChannelId);
  const parentId = (menu && 'parent_id' in menu && menu.parent_id) || null;
  const parent = channels.find(
    (channel) => channel.id === parentId && channel.type === ChannelType.GuildCategory,
  );
  if (!parent) return { ok: true, parentId: null };
  const inParent = channels.filter(
    (channel) => 'parent_id' in channel && channel.parent_id === parent.id,
  ).length;
  return inParent >= CHANNEL_LIMITS.perCategory
    ? { ok: false, full: 'category' }
    : { ok: true, parentId: parent.id };
}

/**
 * The ticket's first message: it pings only the member who opened it, and
 * carries Close and Claim; once claimed it names the claimer and Claim goes.
 */
export function ticketFirstMessage(
  ticket: { id: string; openerId: string; type: string; claimedBy: string | null },
  locale: BotLocale,
): RESTPostAPIChannelMessageJSONBody {
  const welcome = say(locale, TICKET_TEXTS.welcome, {
    member: `<@${ticket.openerId}>`,
    type: ticket.type,
  });
  const claimed = ticket.claimedBy
    ? `\n\n${say(locale, TICKET_TEXTS.claimedLine, { staff: `<@${ticket.claimedBy}>` })}`
    : '';
  return {
    content: welcome + claimed,
    allowed_mentions: { parse: [], users: [ticket.openerId] },
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            custom_id: ticketButtonId('ticket-close', ticket.id),
            label: say(locale, TICKET_TEXTS.closeButton),
            style: ButtonStyle.Danger,
          },
          ...(ticket.claimedBy
            ? []
            : [
                {
                  type: ComponentType.Button as const,
                  custom_id: ticketButtonId('ticket-claim', ticket.id),
                  label: say(locale, TICKET_TEXTS.claimButton),
                  style: ButtonStyle.Primary as const,
                },
              ]),
        ],
      },
    ],
  };
}
