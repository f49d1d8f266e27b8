import { registrationOf } from '../activation/register-server.ts';
import { startUndo } from '../builder/index.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { say } from '../texts/locales.ts';
import { UNDO_TEXTS } from '../texts/undo-texts.ts';
import type { Actor, BotDeps, InteractionRef } from '../transport/context.ts';
import type { UndoAction } from '../transport/custom-id.ts';
import type { Outcome } from '../transport/outcome.ts';
import { deferredUpdate, ephemeral, replyText, update } from '../transport/responses.ts';

const U = UNDO_TEXTS;

/** The buttons under `/undo`'s question: keep everything, or start the undo job. */
export async function handleUndoAction(
  deps: BotDeps,
  actor: Actor,
  input: { action: UndoAction; guildId: string },
  interaction: InteractionRef,
): Promise<Outcome> {
  const { locale } = actor;
  if (input.guildId !== actor.guildId || !actor.isAdministrator) {
    return { kind: 'respond', response: replyText(say(locale, COMMON_TEXTS.notAdministrator)) };
  }
  const registration = await registrationOf(deps.db, input.guildId);
  if (!registration || registration.userId !== actor.accountId) {
    return { kind: 'respond', response: replyText(say(locale, U.notOwner)) };
  }
  if (input.action === 'undo-keep') {
    return { kind: 'respond', response: update(ephemeral(say(locale, U.kept))) };
  }
  return {
    kind: 'defer',
    response: deferredUpdate,
    work: async () => {
      await deps.discord.editOriginalResponse(interaction.token, {
        content: say(locale, U.starting),
        components: [],
      });
      const started = await startUndo(deps, {
        guildId: input.guildId,
        interaction: {
          applicationId: interaction.applicationId,
          token: interaction.token,
          channelId: interaction.channelId,
          userId: actor.discordUserId,
        },
      });
      if (started.ok) return { edit: null, usage: { command: 'undo:confirm', success: true } };
      return {
        edit: {
          content: say(locale, started.reason === 'build-running' ? U.building : U.nothing),
          components: [],
        },
        usage: { command: 'undo:confirm', success: false, error: started.reason },
      };
    },
  };
}
