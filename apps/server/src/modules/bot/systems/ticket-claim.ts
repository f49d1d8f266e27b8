import { say } from '../texts/locales.ts';
import { TICKET_TEXTS } from '../texts/systems-ticket-texts.ts';
import type { BotDeps } from '../transport/context.ts';
import type { Outcome } from '../transport/outcome.ts';
import { update } from '../transport/responses.ts';
import type { MemberClick } from './member-click.ts';
import { answer, done, refused } from './replies.ts';
import type { ServerSystems } from './server-systems.ts';
import { isStaff, openTicketFor } from './ticket-access.ts';
import { ticketFirstMessage } from './ticket-channel.ts';
import { claimTicket, ticketById } from './ticket-store.ts';

const COMMAND = 'ticket:claim';

/**
 * Claim, on the ticket's first message: the first staff member to press it
 * holds the ticket, and the message (the one pressed) says who, in the same
 * answer, so no other Discord call is made.
 */
export async function handleTicketClaim(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  ticketId: string,
): Promise<Outcome> {
  const { locale } = server;
  const found = await openTicketFor(deps.db, click, server, { ticketId, command: COMMAND });
  if (!found.ok) return found.outcome;
  if (!isStaff(click, server)) {
    return answer(say(locale, TICKET_TEXTS.notStaff), refused(COMMAND, 'not_staff'));
  }
  const claimed = await claimTicket(deps.db, ticketId, click.userId);
  if (!claimed) {
    const now = await ticketById(deps.db, ticketId);
    const holder = now?.claimedBy;
    if (now?.status !== 'open' || !holder) {
      return answer(say(locale, TICKET_TEXTS.ticketClosed), refused(COMMAND, 'ticket_closed'));
    }
    return answer(
      say(locale, TICKET_TEXTS.alreadyClaimed, { staff: `<@${holder}>` }),
      refused(COMMAND, 'already_claimed'),
    );
  }
  return {
    kind: 'respond',
    response: update(ticketFirstMessage(claimed, locale)),
    usage: done(COMMAND),
  };
}
