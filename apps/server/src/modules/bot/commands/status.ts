import { getPlan } from '@guildsmith/core';
import { registrationOf } from '../activation/register-server.ts';
import { getBuildStatus } from '../builder/index.ts';
import { channelCountText } from '../texts/count-texts.ts';
import { COMMAND_TEXTS } from '../texts/help-texts.ts';
import { say } from '../texts/locales.ts';
import {
  BUILD_STATUS_TEXTS,
  REGISTRATION_STATUS_TEXTS,
  STATUS_TEXTS,
} from '../texts/status-texts.ts';
import { replyText } from '../transport/responses.ts';
import { openSetupOf, viewOf } from '../wizard/setup-state.ts';
import { adminCommand, described, guardAdmin, refusal, type SlashCommand } from './command.ts';

const COMMAND = 'status';
const S = STATUS_TEXTS;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** `/status`: the registration, its plan and usage, and where the setup or last build stands. */
export const statusCommand: SlashCommand = {
  definition: adminCommand({
    name: COMMAND,
    ...described(COMMAND_TEXTS.status),
  }),
  async run(deps, actor, account) {
    const { locale } = actor;
    const guard = guardAdmin(deps, actor, account);
    if (!guard.ok) return refusal(COMMAND, guard.failure);
    const registration = await registrationOf(deps.db, guard.guildId);
    if (!registration)
      return refusal(COMMAND, { code: 'not_registered', message: say(locale, S.notRegistered) });

    const lines = [
      say(locale, S.registration, {
        server: registration.serverName,
        plan: getPlan(registration.plan).name,
        status: say(locale, REGISTRATION_STATUS_TEXTS[registration.status]),
      }),
      // The count shown includes this use.
      say(locale, S.usage, {
        count: registration.usageCount + 1,
        date: day(registration.registeredAt),
      }),
    ];
    const open = await openSetupOf(deps.db, guard.guildId);
    if (open?.styleId) {
      // Counted from the style's pages as the wizard shows them, not from what was stored.
      const total = viewOf(open, registration, deps.styles, locale).pages.length;
      const index = Math.min(open.currentQuestion, total);
      lines.push(say(locale, S.setupInProgress, { index, total }));
    }
    const build = await getBuildStatus(deps.db, guard.guildId);
    if (build.state === 'building') {
      lines.push(say(locale, S.building, { done: build.done, total: build.total }));
    }
    if (build.state === 'finished') {
      const status = say(locale, BUILD_STATUS_TEXTS[build.status]);
      lines.push(say(locale, S.finished, { status, date: day(build.createdAt) }));
      const channels = channelCountText(locale, build);
      lines.push(say(locale, S.created, { channels, roles: build.roles }));
      if (build.inviteLink && !build.undoneAt) {
        lines.push(say(locale, S.invite, { link: build.inviteLink }));
      }
      if (build.undoneAt) lines.push(say(locale, S.undone, { date: day(build.undoneAt) }));
    }
    if (build.state === 'idle') lines.push(say(locale, S.noBuild));
    return {
      kind: 'respond',
      response: replyText(lines.join('\n')),
      usage: { command: COMMAND, success: true },
    };
  },
};
