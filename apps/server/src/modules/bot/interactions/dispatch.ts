import { InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import { findCommand } from '../commands/index.ts';
import { type Actor, accountOf, actorOf, type BotDeps } from './context.ts';
import { parseCustomId } from './custom-id.ts';
import type { Outcome } from './outcome.ts';
import { type Interaction, modalFields } from './payload.ts';
import { pong, replyText } from './responses.ts';
import { handleSetupAction, type InteractionRef } from './setup-flow.ts';
import { ANSWER_FIELD } from './setup-pages.ts';
import { botStrings } from './strings.ts';
import { handleUndoAction } from './undo-flow.ts';

export interface Dispatched {
  actor: Actor | null;
  outcome: Outcome;
}

const stale = (): Outcome => ({ kind: 'respond', response: replyText(botStrings.generic.stale) });

/** Routes a verified, parsed interaction to its command or questionnaire step. */
export async function dispatch(deps: BotDeps, interaction: Interaction): Promise<Dispatched> {
  if (interaction.type === InteractionType.Ping) {
    return { actor: null, outcome: { kind: 'respond', response: pong } };
  }
  const discordUserId = interaction.member?.user.id ?? interaction.user?.id ?? '';
  const account = await accountOf(deps.db, discordUserId);
  const actor = actorOf(interaction, account);
  const ref: InteractionRef = {
    applicationId: interaction.application_id,
    token: interaction.token,
    channelId: interaction.channel_id ?? '',
    appPermissions: interaction.app_permissions,
  };

  switch (interaction.type) {
    case InteractionType.ApplicationCommand: {
      const command = findCommand(interaction.data.name);
      const outcome: Outcome = command
        ? await command.run(deps, actor, account, interaction)
        : { kind: 'respond', response: replyText(botStrings.generic.unknownCommand) };
      return { actor, outcome };
    }
    case InteractionType.ApplicationCommandAutocomplete: {
      const command = findCommand(interaction.data.name);
      const response = command?.autocomplete
        ? await command.autocomplete(deps, actor, account, interaction)
        : {
            type: InteractionResponseType.ApplicationCommandAutocompleteResult as const,
            data: { choices: [] },
          };
      return { actor, outcome: { kind: 'respond', response } };
    }
    case InteractionType.MessageComponent: {
      const id = parseCustomId(interaction.data.custom_id);
      if (!id) return { actor, outcome: stale() };
      if (!('sessionId' in id)) {
        return { actor, outcome: await handleUndoAction(deps, actor, id, ref) };
      }
      const input = { ...id, values: interaction.data.values };
      const outcome = await handleSetupAction(deps, actor, input, ref);
      return { actor, outcome };
    }
    case InteractionType.ModalSubmit: {
      const id = parseCustomId(interaction.data.custom_id);
      if (!id || !('sessionId' in id) || id.action !== 'text') return { actor, outcome: stale() };
      const input = { ...id, values: [], text: modalFields(interaction).get(ANSWER_FIELD) ?? '' };
      const outcome = await handleSetupAction(deps, actor, input, ref);
      return { actor, outcome };
    }
  }
}
