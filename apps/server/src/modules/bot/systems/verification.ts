import type { VerificationType } from '@guildsmith/core';
import { say } from '../texts/locales.ts';
import { SYSTEMS_TEXTS } from '../texts/systems-texts.ts';
import { VERIFY_TEXTS } from '../texts/systems-verify-texts.ts';
import type { BotDeps } from '../transport/context.ts';
import type { Outcome } from '../transport/outcome.ts';
import { deferredReply } from '../transport/responses.ts';
import { answerCaptcha, openCaptcha } from './captcha.ts';
import { botMayHold, MANAGE_ROLES, type MemberClick } from './member-click.ts';
import { answer, refused } from './replies.ts';
import type { ServerSystems } from './server-systems.ts';
import { giveVerifiedRole } from './verified-role.ts';

type Checked = { ok: true; roleId: string } | { ok: false; outcome: Outcome };

/** What stops a member from being verified before any Discord call: nothing to give, or nothing to do. */
function checkVerifiable(click: MemberClick, server: ServerSystems, command: string): Checked {
  const { locale } = server;
  const roleId = server.built?.verification?.roleId;
  if (!roleId) {
    return {
      ok: false,
      outcome: answer(
        say(locale, VERIFY_TEXTS.noVerification),
        refused(command, 'no_verification'),
      ),
    };
  }
  if (click.roles.includes(roleId)) {
    return {
      ok: false,
      outcome: answer(
        say(locale, VERIFY_TEXTS.alreadyVerified),
        refused(command, 'already_verified'),
      ),
    };
  }
  if (!botMayHold(click, MANAGE_ROLES)) {
    return {
      ok: false,
      outcome: answer(
        say(locale, SYSTEMS_TEXTS.botLacksManageRoles),
        refused(command, 'missing_manage_roles'),
      ),
    };
  }
  return { ok: true, roleId };
}

/**
 * The verify button. A captcha server asks for the code first, whichever
 * button was pressed, so an older button left in the channel cannot skip it;
 * reaction verification (offered by older builds) answers as the button.
 */
export async function handleVerify(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  pressed: VerificationType,
): Promise<Outcome> {
  const captcha = pressed === 'captcha' || server.built?.verification?.type === 'captcha';
  const command = captcha ? 'verify:captcha' : 'verify:button';
  const checked = checkVerifiable(click, server, command);
  if (!checked.ok) return checked.outcome;
  if (captcha) return openCaptcha(deps, click, server.locale);
  const { roleId } = checked;
  return {
    kind: 'defer',
    response: deferredReply,
    work: () => giveVerifiedRole(deps.discord, click, { roleId, locale: server.locale, command }),
  };
}

/** The captcha modal's answer, checked again against the server as it is now. */
export async function handleCaptchaAnswer(
  deps: BotDeps,
  click: MemberClick,
  server: ServerSystems,
  typed: string,
): Promise<Outcome> {
  const checked = checkVerifiable(click, server, 'verify:captcha');
  if (!checked.ok) return checked.outcome;
  return answerCaptcha(deps, click, { typed, roleId: checked.roleId, locale: server.locale });
}
