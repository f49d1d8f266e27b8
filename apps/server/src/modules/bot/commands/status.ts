import { getPlan } from '@guildsmith/core';
import { registrationOf } from '../activation/register-server.ts';
import { getBuildStatus } from '../builder/index.ts';
import { botStrings } from '../texts/strings.ts';
import { replyText } from '../transport/responses.ts';
import { openSetupOf } from '../wizard/setup-state.ts';
import { adminCommand, guardAdmin, refusal, type SlashCommand } from './command.ts';

const COMMAND = 'status';
const S = botStrings.status;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** `/status`: the registration, its plan and usage, and where the setup or last build stands. */
export const statusCommand: SlashCommand = {
  definition: adminCommand({
    name: COMMAND,
    description: 'The plan of this server and how the last build went',
  }),
  async run(deps, actor, account) {
    const guard = guardAdmin(deps, actor, account);
    if (!guard.ok) return refusal(COMMAND, guard.failure);
    const registration = await registrationOf(deps.db, guard.guildId);
    if (!registration)
      return refusal(COMMAND, { code: 'not_registered', message: S.notRegistered });

    const lines = [
      S.registration(registration.serverName, getPlan(registration.plan).name, registration.status),
      // The count shown includes this use.
      S.usage(registration.usageCount + 1, day(registration.registeredAt)),
    ];
    const open = await openSetupOf(deps.db, guard.guildId);
    if (open?.styleId) lines.push(S.setupInProgress(open.currentQuestion, open.totalQuestions));
    const build = await getBuildStatus(deps.db, guard.guildId);
    if (build.state === 'building') lines.push(S.building(build.done, build.total));
    if (build.state === 'finished') {
      lines.push(S.finished(build.status, day(build.createdAt)));
      lines.push(S.created(build.channels, build.roles));
      if (build.inviteLink && !build.undoneAt) lines.push(S.invite(build.inviteLink));
      if (build.undoneAt) lines.push(S.undone(day(build.undoneAt)));
    }
    if (build.state === 'idle') lines.push(S.noBuild);
    return {
      kind: 'respond',
      response: replyText(lines.join('\n')),
      usage: { command: COMMAND, success: true },
    };
  },
};
