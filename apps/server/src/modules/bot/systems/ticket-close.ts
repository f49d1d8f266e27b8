import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { DISCORD_ERROR_CODES, DiscordApiError } from '../discord/index.ts';
import { say } from '../texts/locales.ts';
import { SYSTEMS_TEXTS } from '../texts/systems-texts.ts';
import { TICKET_TEXTS } from '../texts/systems-ticket-texts.ts';
import type { BotDeps } from '../transport/context.ts';
import { ticketButtonId } from '../transport/custom-id.ts';
import type { DeferredResult, Outcome } from '../transport/outcome.ts';
import { deferredUpdate, ephemeral, replyText, update } from '../transport/responses.ts';
import type { MemberClick } from './member-click.ts';
import { answer, done, refused, replacedBy } from './replies.ts';
import type { ServerSystems } from './server-systems.ts';
import { mayClose, openTicketFor } from './ticket-access.ts';
import { abandonClosing, beginClosing, markClosed, type Ticket } from './ticket-store.ts';
import { saveTranscript } from './ticket-transcript.ts';

const COMMAND = 'ticket:close';

/** Close, Yes and No share these checks: the ticket is open here, and the member may close it. */
async function closable(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  ticketId: string,
): Promise<{ ok: true; ticket: Ticket } | { ok: false; outcome: Outcome }> {
  const found = await openTicketFor(deps.db, click, server, { ticketId, command: COMMAND });
  if (!found.ok) return found;
  if (!mayClose(click, server, found.ticket)) {
    return {
      ok: false,
      outcome: answer(
        say(server.locale, TICKET_TEXTS.notAllowedToClose),
        refused(COMMAND, 'not_allowed_to_close'),
      ),
    };
  }
  return found;
}

/** Close on the ticket's first message: asks first, only to the member who pressed it. */
export async function handleTicketClose(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  ticketId: string,
): Promise<Outcome> {
  const { locale } = server;
  const checked = await closable(deps, click, server, ticketId);
  if (!checked.ok) return checked.outcome;
  return {
    kind: 'respond',
    response: replyText(say(locale, TICKET_TEXTS.closeQuestion), [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            custom_id: ticketButtonId('ticket-close-yes', ticketId),
            label: say(locale, TICKET_TEXTS.closeYes),
            style: ButtonStyle.Danger,
          },
          {
            type: ComponentType.Button,
            custom_id: ticketButtonId('ticket-close-no', ticketId),
            label: say(locale, TICKET_TEXTS.closeNo),
            style: ButtonStyle.Secondary,
          },
        ],
      },
    ]),
  };
}

/**
 * Yes: the transcript goes to the ticket log first, then the channel goes,
 * then the row closes. A transcript that cannot be posted stops the close,
 * so a conversation is never deleted without its record.
 */
async function closeTicket(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  ticket: Ticket,
): Promise<DeferredResult> {
  const { locale } = server;
  const channelId = ticket.channelId;
  const logChannelId = server.built?.tickets?.logChannelId ?? null;
  await deps.discord
    .editOriginalResponse(click.token, replacedBy(say(locale, TICKET_TEXTS.closing)))
    .catch((error: unknown) => deps.log.warn({ err: error }, 'could not show the closing notice'));
  if (channelId) {
    const saved = await saveTranscript(deps, {
      ticket,
      channelId,
      logChannelId,
      click,
      locale,
    }).catch(async (error: unknown) => {
      await abandonClosing(deps.db, ticket.id);
      throw error;
    });
    if (!saved.ok) {
      await abandonClosing(deps.db, ticket.id);
      return {
        edit: replacedBy(
          say(locale, TICKET_TEXTS.transcriptFailed, { channel: `<#${logChannelId}>` }),
        ),
        usage: refused(COMMAND, 'transcript_failed'),
      };
    }
    try {
      await deps.discord.deleteChannel(channelId, click.guildId);
    } catch (error) {
      const gone = error instanceof DiscordApiError && error.gone;
      if (!gone) {
        await abandonClosing(deps.db, ticket.id);
        if (
          error instanceof DiscordApiError &&
          error.code === DISCORD_ERROR_CODES.missingPermissions
        ) {
          return {
            edit: replacedBy(say(locale, SYSTEMS_TEXTS.botLacksManageChannels)),
            usage: refused(COMMAND, 'missing_manage_channels'),
          };
        }
        throw error;
      }
    }
  }
  await markClosed(deps.db, ticket.id, click.userId);
  // The reply lived in the deleted channel: there is nothing left to edit.
  return { edit: null, usage: done(COMMAND) };
}

/** Yes or No under the close question. */
export async function handleTicketCloseAnswer(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  input: { ticketId: string; confirmed: boolean },
): Promise<Outcome> {
  const { locale } = server;
  if (!input.confirmed) {
    return { kind: 'respond', response: update(ephemeral(say(locale, TICKET_TEXTS.keptOpen))) };
  }
  const checked = await closable(deps, click, server, input.ticketId);
  if (!checked.ok) return checked.outcome;
  const closing = await beginClosing(deps.db, input.ticketId, click.userId);
  if (!closing) {
    return answer(say(locale, TICKET_TEXTS.ticketClosed), refused(COMMAND, 'ticket_closing'));
  }
  return {
    kind: 'defer',
    response: deferredUpdate,
    work: () => closeTicket(deps, click, server, closing),
  };
}
