import { ComponentType, TextInputStyle } from 'discord-api-types/v10';
import { type BotLocale, clip, say } from '../texts/locales.ts';
import { VERIFY_TEXTS } from '../texts/systems-verify-texts.ts';
import type { BotDeps } from '../transport/context.ts';
import { COMPONENT_IDS } from '../transport/custom-id.ts';
import type { Outcome } from '../transport/outcome.ts';
import { deferredReply, modal } from '../transport/responses.ts';
import {
  CAPTCHA_RULES,
  type CaptchaVerdict,
  displayCode,
  generateCaptchaCode,
  judgeAnswer,
  lockedUntil,
  newChallenge,
} from './captcha-challenge.ts';
import { readChallenge, storeChallenge, updateChallenge } from './captcha-store.ts';
import type { MemberClick } from './member-click.ts';
import { answer, refused } from './replies.ts';
import { giveVerifiedRole } from './verified-role.ts';

/** The modal's one text field. */
export const CAPTCHA_FIELD = 'code';
const COMMAND = 'verify:captcha';

/** A Discord timestamp: each reader sees it relative to now, in their own language. */
const relativeTime = (date: Date) => `<t:${Math.ceil(date.getTime() / 1000)}:R>`;

const lockedReply = (locale: BotLocale, until: Date) =>
  answer(
    say(locale, VERIFY_TEXTS.captchaLocked, { time: relativeTime(until) }),
    refused(COMMAND, 'captcha_locked'),
  );

/** The verify button of a captcha server: a fresh code in a modal, unless the member is locked out. */
export async function openCaptcha(
  deps: BotDeps,
  click: MemberClick,
  locale: BotLocale,
  now: Date = new Date(),
): Promise<Outcome> {
  const previous = await readChallenge(deps.db, click);
  const locked = lockedUntil(previous, now);
  if (locked) return lockedReply(locale, locked);
  const code = generateCaptchaCode();
  await storeChallenge(deps.db, click, newChallenge(previous, code, now));
  return {
    kind: 'respond',
    response: modal({
      custom_id: COMPONENT_IDS.captcha,
      title: clip(say(locale, VERIFY_TEXTS.captchaTitle), 45),
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.TextInput,
              custom_id: CAPTCHA_FIELD,
              label: clip(say(locale, VERIFY_TEXTS.captchaLabel, { code: displayCode(code) }), 45),
              placeholder: clip(
                say(locale, VERIFY_TEXTS.captchaPlaceholder, { length: CAPTCHA_RULES.length }),
                100,
              ),
              style: TextInputStyle.Short,
              required: true,
              min_length: CAPTCHA_RULES.length,
              // Room for the spaces the label shows between the characters.
              max_length: CAPTCHA_RULES.length * 2,
            },
          ],
        },
      ],
    }),
  };
}

function verdictReply(locale: BotLocale, verdict: Exclude<CaptchaVerdict, { kind: 'right' }>) {
  switch (verdict.kind) {
    case 'locked':
      return lockedReply(locale, verdict.until);
    case 'expired':
      return answer(say(locale, VERIFY_TEXTS.captchaExpired), refused(COMMAND, 'captcha_expired'));
    case 'wrong':
      return answer(
        say(locale, VERIFY_TEXTS.captchaWrong, { left: verdict.attemptsLeft }),
        refused(COMMAND, 'captcha_wrong'),
      );
  }
}

/** The modal's answer: a right code gives the role, a wrong one counts towards the lock. */
export async function answerCaptcha(
  deps: BotDeps,
  click: MemberClick,
  input: { typed: string; roleId: string; locale: BotLocale },
  now: Date = new Date(),
): Promise<Outcome> {
  const verdict = await updateChallenge(deps.db, click, (state) => {
    const judged = judgeAnswer(state, input.typed, now);
    return { next: judged.next, result: judged.verdict };
  });
  if (verdict.kind !== 'right') return verdictReply(input.locale, verdict);
  return {
    kind: 'defer',
    response: deferredReply,
    work: () =>
      giveVerifiedRole(deps.discord, click, {
        roleId: input.roleId,
        locale: input.locale,
        command: COMMAND,
      }),
  };
}
