import type { Db } from '@guildsmith/db';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { say } from '../texts/locales.ts';
import { TICKET_TEXTS } from '../texts/systems-ticket-texts.ts';
import type { Outcome } from '../transport/outcome.ts';
import { holds, MANAGE_CHANNELS, type MemberClick } from './member-click.ts';
import { answer, refused } from './replies.ts';
import type { ServerSystems } from './server-systems.ts';
import { type Ticket, ticketById } from './ticket-store.ts';

/** Staff hold the build's staff role, or Manage Channels (Administrators hold every permission). */
export function isStaff(click: MemberClick, server: ServerSystems): boolean {
  const staffRoleId = server.built?.tickets?.staffRoleId;
  return (
    (staffRoleId !== null && staffRoleId !== undefined && click.roles.includes(staffRoleId)) ||
    holds(click.permissions, MANAGE_CHANNELS)
  );
}

export const mayClose = (click: MemberClick, server: ServerSystems, ticket: Ticket) =>
  ticket.openerId === click.userId || isStaff(click, server);

/** The open ticket a button names, in the server it was pressed in; else the reply to give. */
export async function openTicketFor(
  db: Db,
  click: MemberClick,
  server: ServerSystems,
  input: { ticketId: string; command: string },
): Promise<{ ok: true; ticket: Ticket } | { ok: false; outcome: Outcome }> {
  const { locale } = server;
  const ticket = await ticketById(db, input.ticketId);
  if (!ticket || ticket.serverId !== click.guildId) {
    return {
      ok: false,
      outcome: answer(say(locale, COMMON_TEXTS.stale), refused(input.command, 'unknown_ticket')),
    };
  }
  if (ticket.status !== 'open') {
    return {
      ok: false,
      outcome: answer(
        say(locale, TICKET_TEXTS.ticketClosed),
        refused(input.command, 'ticket_closed'),
      ),
    };
  }
  return { ok: true, ticket };
}
