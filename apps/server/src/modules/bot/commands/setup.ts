import { getPlan } from '@guildsmith/core';
import { desc, eq, schema } from '@guildsmith/db';
import { registrationOf } from '../activation/register-server.ts';
import { COMMAND_TEXTS } from '../texts/help-texts.ts';
import { say } from '../texts/locales.ts';
import { WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import { reply } from '../transport/responses.ts';
import { pageFor } from '../wizard/setup-pages-review.ts';
import { openSetupOf, startSetup, viewOf } from '../wizard/setup-state.ts';
import { adminCommand, described, guardAdmin, refusal, type SlashCommand } from './command.ts';

const COMMAND = 'setup';
const W = WIZARD_TEXTS;

/**
 * `/setup`: the questionnaire where it was left (every step is stored), the
 * dry run of a build that failed (to resume it), or a new questionnaire for a
 * registered server that is not building.
 */
export const setupCommand: SlashCommand = {
  definition: adminCommand({
    name: COMMAND,
    ...described(COMMAND_TEXTS.setup),
  }),
  async run(deps, actor, account) {
    const guard = guardAdmin(deps, actor, account);
    if (!guard.ok) return refusal(COMMAND, guard.failure);
    const { guildId } = guard;
    const refuse = (code: string, message: string) => refusal(COMMAND, { code, message });
    const { locale } = actor;
    const registration = await registrationOf(deps.db, guildId);
    if (registration?.status !== 'active') {
      return refuse('not_registered', say(locale, W.nothingToResume));
    }
    let session = await openSetupOf(deps.db, guildId);
    if (session && session.userId !== guard.account.id)
      return refuse('not_setup_owner', say(locale, W.notOwner));
    if (!session) {
      if (registration.userId !== guard.account.id)
        return refuse('not_setup_owner', say(locale, W.notOwner));
      const [latest] = await deps.db
        .select()
        .from(schema.serverSetupSessions)
        .where(eq(schema.serverSetupSessions.serverId, guildId))
        .orderBy(desc(schema.serverSetupSessions.updatedAt))
        .limit(1);
      if (latest?.status === 'building') return refuse('build_running', say(locale, W.building));
      // A failed build resumes from its dry run; anything else starts a new questionnaire.
      session =
        latest?.status === 'failed'
          ? latest
          : await startSetup(deps.db, {
              accountId: guard.account.id,
              guildId,
              licenseKeyId: registration.licenseKeyId,
              totalQuestions: getPlan(registration.plan).questionCount,
            });
    }
    const view = viewOf(session, registration, deps.styles, actor.locale);
    return {
      kind: 'respond',
      response: reply(pageFor(view, deps.styles)),
      usage: { command: COMMAND, success: true },
    };
  },
};
