/**
 * The systems a build leaves running in a server: the verify button (with
 * its captcha) and tickets. Members of the server use them, not the
 * registration's owner, so every answer is in the server's language and
 * nothing here asks for a Guildsmith account.
 */

import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { say } from '../texts/locales.ts';
import { SYSTEMS_TEXTS } from '../texts/systems-texts.ts';
import { type BotDeps, localeOf } from '../transport/context.ts';
import type { SystemsId } from '../transport/custom-id.ts';
import type { Outcome } from '../transport/outcome.ts';
import type { Interaction } from '../transport/payload.ts';
import { replyText } from '../transport/responses.ts';
import { memberClickOf } from './member-click.ts';
import { answer, refused } from './replies.ts';
import { serverSystemsOf } from './server-systems.ts';
import { handleTicketClaim } from './ticket-claim.ts';
import { handleTicketClose, handleTicketCloseAnswer } from './ticket-close.ts';
import { handleTicketMenu } from './ticket-open.ts';
import { handleCaptchaAnswer, handleVerify } from './verification.ts';

export { CAPTCHA_FIELD } from './captcha.ts';

const usageCommand = (id: SystemsId): string => {
  switch (id.action) {
    case 'verify':
      return `verify:${id.verification}`;
    case 'captcha':
      return 'verify:captcha';
    case 'ticket':
      return 'ticket:open';
    case 'ticket-claim':
      return 'ticket:claim';
    default:
      return 'ticket:close';
  }
};

/**
 * A member's click on a system's component, or the captcha modal's answer
 * (`typed`). While the server's plan is withdrawn every system answers a
 * notice instead of acting; what was built stays.
 */
export async function handleSystemsInteraction(
  deps: BotDeps,
  interaction: Interaction,
  id: SystemsId,
  typed = '',
): Promise<Outcome> {
  const click = memberClickOf(interaction);
  if (!click) {
    return { kind: 'respond', response: replyText(say(localeOf(interaction), COMMON_TEXTS.stale)) };
  }
  const server = await serverSystemsOf(deps.db, click.guildId, click.memberLocale);
  if (!server.planActive) {
    return answer(
      say(server.locale, SYSTEMS_TEXTS.planInactive),
      refused(usageCommand(id), 'plan_inactive'),
    );
  }
  switch (id.action) {
    case 'verify':
      return handleVerify(deps, click, server, id.verification);
    case 'captcha':
      return handleCaptchaAnswer(deps, click, server, typed);
    case 'ticket':
      return handleTicketMenu(deps, click, server);
    case 'ticket-claim':
      return handleTicketClaim(deps, click, server, id.ticketId);
    case 'ticket-close':
      return handleTicketClose(deps, click, server, id.ticketId);
    case 'ticket-close-yes':
    case 'ticket-close-no':
      return handleTicketCloseAnswer(deps, click, server, {
        ticketId: id.ticketId,
        confirmed: id.action === 'ticket-close-yes',
      });
  }
}
