import { InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import { findCommand } from './commands/index.ts';
import { handleUndoAction } from './commands/undo-buttons.ts';
import { CAPTCHA_FIELD, handleSystemsInteraction } from './systems/index.ts';
import { COMMON_TEXTS } from './texts/common-texts.ts';
import { type BotLocale, say } from './texts/locales.ts';
import { accountOf, actorOf, type BotDeps, interactionRefOf } from './transport/context.ts';
import { isSetupId, isUndoId, parseCustomId } from './transport/custom-id.ts';
import type { Dispatched, Outcome } from './transport/outcome.ts';
import { type Interaction, modalFields } from './transport/payload.ts';
import { pong, replyText } from './transport/responses.ts';
import { handleSetupAction } from './wizard/setup-flow.ts';

const stale = (locale: BotLocale): Outcome => ({
  kind: 'respond',
  response: replyText(say(locale, COMMON_TEXTS.stale)),
});

/**
 * Routes a verified, parsed interaction to its command, questionnaire step,
 * `/undo` button, or a server system (verification, tickets).
 */
export async function dispatch(deps: BotDeps, interaction: Interaction): Promise<Dispatched> {
  if (interaction.type === InteractionType.Ping) {
    return { actor: null, outcome: { kind: 'respond', response: pong } };
  }
  const discordUserId = interaction.member?.user.id ?? interaction.user?.id ?? '';
  const account = await accountOf(deps.db, discordUserId);
  const actor = actorOf(interaction, account);
  const ref = interactionRefOf(interaction);

  switch (interaction.type) {
    case InteractionType.ApplicationCommand: {
      const command = findCommand(interaction.data.name);
      const outcome: Outcome = command
        ? await command.run(deps, actor, account, interaction)
        : { kind: 'respond', response: replyText(say(actor.locale, COMMON_TEXTS.unknownCommand)) };
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
      if (!id || id.action === 'captcha') return { actor, outcome: stale(actor.locale) };
      if (isUndoId(id)) return { actor, outcome: await handleUndoAction(deps, actor, id, ref) };
      if (!isSetupId(id)) {
        return { actor, outcome: await handleSystemsInteraction(deps, interaction, id) };
      }
      const input = { ...id, values: interaction.data.values };
      const outcome = await handleSetupAction(deps, actor, input, ref);
      return { actor, outcome };
    }
    case InteractionType.ModalSubmit: {
      const id = parseCustomId(interaction.data.custom_id);
      const fields = modalFields(interaction);
      if (id?.action === 'captcha') {
        const typed = fields.get(CAPTCHA_FIELD) ?? '';
        return { actor, outcome: await handleSystemsInteraction(deps, interaction, id, typed) };
      }
      if (!id || !isSetupId(id) || id.action !== 'text')
        return { actor, outcome: stale(actor.locale) };
      const input = { ...id, values: [], fields };
      const outcome = await handleSetupAction(deps, actor, input, ref);
      return { actor, outcome };
    }
  }
}
