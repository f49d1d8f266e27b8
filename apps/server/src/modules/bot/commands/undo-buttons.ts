import { registrationOf } from '../activation/register-server.ts';
import { startUndo } from '../builder/index.ts';
import { botStrings } from '../texts/strings.ts';
import type { Actor, BotDeps, InteractionRef } from '../transport/context.ts';
import type { UndoAction } from '../transport/custom-id.ts';
import type { Outcome } from '../transport/outcome.ts';
import { deferredUpdate, ephemeral, replyText, update } from '../transport/responses.ts';

const S = botStrings.undo;

/** The buttons under `/undo`'s question: keep everything, or start the undo job. */
export async function handleUndoAction(
  deps: BotDeps,
  actor: Actor,
  input: { action: UndoAction; guildId: string },
  interaction: InteractionRef,
): Promise<Outcome> {
  if (input.guildId !== actor.guildId || !actor.isAdministrator) {
    return { kind: 'respond', response: replyText(botStrings.generic.notAdministrator) };
  }
  const registration = await registrationOf(deps.db, input.guildId);
  if (!registration || registration.userId !== actor.accountId) {
    return { kind: 'respond', response: replyText(S.notOwner) };
  }
  if (input.action === 'undo-keep') {
    return { kind: 'respond', response: update(ephemeral(S.kept)) };
  }
  return {
    kind: 'defer',
    response: deferredUpdate,
    work: async () => {
      await deps.discord.editOriginalResponse(interaction.token, {
        content: S.starting,
        components: [],
      });
      const started = await startUndo(deps, {
        guildId: input.guildId,
        interaction: {
          applicationId: interaction.applicationId,
          token: interaction.token,
          channelId: interaction.channelId,
        },
      });
      if (started.ok) return { edit: null, usage: { command: 'undo:confirm', success: true } };
      return {
        edit: {
          content: started.reason === 'build-running' ? S.building : S.nothing,
          components: [],
        },
        usage: { command: 'undo:confirm', success: false, error: started.reason },
      };
    },
  };
}
