import {
  ApplicationCommandType,
  ChannelType,
  InteractionType,
  Locale,
} from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { componentData, findComponent } from '../interactions/components.ts';
import { type DeliveryOutcome, deliverInteraction } from '../interactions/delivery.ts';
import { modalSubmitData } from '../interactions/modals.ts';
import { commandOptions } from '../interactions/options.ts';
import { basePayload, type InteractionScene } from '../interactions/payloads.ts';
import { interactionMessages } from '../interactions/responses.ts';
import type { InteractionRecord, NewInteraction } from '../interactions/store.ts';
import { EPHEMERAL_FLAG } from '../messages.ts';
import { isSnowflake } from '../snowflake.ts';
import type { DiscordState } from '../state.ts';
import { ControlError, parseControl } from './control-errors.ts';
import { requireVisible } from './views.ts';

const id = z.string().refine(isSnowflake, 'Must be a snowflake');
const locale = z.enum(Object.values(Locale) as [Locale, ...Locale[]]).default(Locale.EnglishUS);
const rawValue = z.union([z.string().max(6000), z.number(), z.boolean()]);

const commandBody = z.object({
  guildId: id,
  userId: id,
  /** 'activate', '/activate', or 'config set' for a subcommand. */
  command: z.string().trim().min(1).max(100),
  options: z.record(z.string(), rawValue).default({}),
  channelId: id.optional(),
  locale,
});

const autocompleteBody = commandBody.extend({ focused: z.string().min(1).max(32) });

const componentBody = z.object({
  guildId: id,
  userId: id,
  messageId: id,
  customId: z.string().min(1).max(100),
  values: z.array(z.string().max(100)).max(25).optional(),
  locale,
});

const modalBody = z.object({
  guildId: id,
  userId: id,
  customId: z.string().min(1).max(100),
  fields: z.record(z.string(), z.union([z.string().max(4000), z.array(z.string()).max(25)])),
  locale,
});

/** The guild, member and channel an interaction happens in, as a person would pick them. */
function sceneOf(
  state: DiscordState,
  input: { guildId: string; userId: string; channelId?: string | undefined; locale: Locale },
): InteractionScene {
  const guild = state.guilds.get(input.guildId);
  if (!guild)
    throw new ControlError(404, 'UNKNOWN_GUILD', `No emulated guild has the id ${input.guildId}`);
  const user = state.users.get(input.userId);
  if (!user)
    throw new ControlError(404, 'UNKNOWN_USER', `No emulated user has the id ${input.userId}`);
  if (!guild.members.has(user.id)) {
    throw new ControlError(
      403,
      'NOT_A_MEMBER',
      `${user.username} is not a member of ${guild.name}`,
    );
  }
  // Discord offers an app's commands and components only where the app was added.
  if (!guild.members.has(state.botUser.id)) {
    throw new ControlError(
      403,
      'APP_NOT_IN_GUILD',
      `${state.application.name} is not in ${guild.name} yet; add it with its invite link first`,
    );
  }
  // Without a channel, people type in the server's first text channel.
  const channel = input.channelId
    ? guild.channels.get(input.channelId)
    : [...guild.channels.values()].find((candidate) => candidate.type === ChannelType.GuildText);
  if (!channel)
    throw new ControlError(404, 'UNKNOWN_CHANNEL', 'No such text channel in that guild');
  // Any member may type, click and submit, but only where their client shows the channel.
  requireVisible(guild, user.id, channel);
  return { guild, channel, user, locale: input.locale };
}

function newRecord(
  state: DiscordState,
  scene: InteractionScene,
  fields: Pick<NewInteraction, 'type' | 'sourceMessageId' | 'parentId'>,
): InteractionRecord {
  return state.interactions.create(state.snowflakes.next(), state.now(), {
    ...fields,
    applicationId: state.application.id,
    guildId: scene.guild.id,
    channelId: scene.channel.id,
    userId: scene.user.id,
  });
}

/** The answer of every interaction control route: what the app said and what it produced. */
function interactionAnswer(
  state: DiscordState,
  record: InteractionRecord,
  outcome?: DeliveryOutcome,
) {
  return {
    interactionId: record.id,
    state: record.status,
    failure: record.failure,
    ...(outcome ? { status: outcome.status, response: outcome.response } : {}),
    messages: interactionMessages(state, record),
    modal: record.modal,
    choices: record.choices,
  };
}

function commandData(
  state: DiscordState,
  scene: InteractionScene,
  input: z.infer<typeof commandBody>,
  focused: string | null,
) {
  const [name = '', ...subcommands] = input.command.replace(/^\//, '').split(/\s+/);
  const command = state.commands.find(scene.guild.id, name, ApplicationCommandType.ChatInput);
  if (!command) {
    throw new ControlError(
      404,
      'UNKNOWN_COMMAND',
      `The app has registered no command /${name} here`,
    );
  }
  const { options, resolved } = commandOptions(
    { state, guild: scene.guild, channel: scene.channel, userId: scene.user.id },
    command,
    subcommands,
    input.options,
    focused,
  );
  const data: Record<string, unknown> = { id: command.id, name: command.name, type: command.type };
  if (command.guild_id) data.guild_id = command.guild_id;
  if (options.length > 0) data.options = options;
  if (Object.keys(resolved).length > 0) data.resolved = resolved;
  return data;
}

/**
 * The emulator playing the people in the servers: each route builds the
 * interaction Discord would send, signs it, POSTs it to the app's
 * interactions URL and answers what came of it.
 */
export async function interactionControlRoutes(
  app: FastifyInstance,
  options: { state: DiscordState },
) {
  const { state } = options;

  app.post('/command', async (request) => {
    const input = parseControl(commandBody, request.body);
    const scene = sceneOf(state, input);
    const data = commandData(state, scene, input, null);
    const record = newRecord(state, scene, {
      type: InteractionType.ApplicationCommand,
      sourceMessageId: null,
      parentId: null,
    });
    const outcome = await deliverInteraction(state, record, {
      ...basePayload(state, record, scene),
      data,
    });
    return interactionAnswer(state, record, outcome);
  });

  app.post('/autocomplete', async (request) => {
    const input = parseControl(autocompleteBody, request.body);
    const scene = sceneOf(state, input);
    const data = commandData(state, scene, input, input.focused);
    const record = newRecord(state, scene, {
      type: InteractionType.ApplicationCommandAutocomplete,
      sourceMessageId: null,
      parentId: null,
    });
    const outcome = await deliverInteraction(state, record, {
      ...basePayload(state, record, scene),
      data,
    });
    return interactionAnswer(state, record, outcome);
  });

  app.post('/component', async (request) => {
    const input = parseControl(componentBody, request.body);
    const message = state.messages.get(input.messageId);
    const channel = message && state.guilds.get(input.guildId)?.channels.get(message.channel_id);
    if (!message || !channel) {
      throw new ControlError(404, 'UNKNOWN_MESSAGE', 'No such message in that guild');
    }
    const scene = sceneOf(state, { ...input, channelId: channel.id });
    const ephemeral = ((message.flags ?? 0) & EPHEMERAL_FLAG) !== 0;
    if (ephemeral && message.interaction_metadata?.user.id !== scene.user.id) {
      throw new ControlError(
        403,
        'NOT_VISIBLE',
        'Only the person it was shown to sees an ephemeral message',
      );
    }
    const component = findComponent(message, input.customId);
    const data = componentData(
      { state, guild: scene.guild, channel, userId: scene.user.id },
      component,
      input.values,
    );
    const record = newRecord(state, scene, {
      type: InteractionType.MessageComponent,
      sourceMessageId: message.id,
      parentId: message.interaction_metadata?.id ?? null,
    });
    const outcome = await deliverInteraction(state, record, {
      ...basePayload(state, record, scene),
      data,
      message,
    });
    return interactionAnswer(state, record, outcome);
  });

  app.post('/modal', async (request) => {
    const input = parseControl(modalBody, request.body);
    const opener = state.interactions.openModal(input.guildId, input.userId, input.customId);
    if (!opener?.modal) {
      throw new ControlError(404, 'NO_OPEN_MODAL', `${input.customId} is not open for that person`);
    }
    const scene = sceneOf(state, { ...input, channelId: opener.channelId });
    const data = modalSubmitData(opener.modal, input.fields);
    opener.modal = null;
    const record = newRecord(state, scene, {
      type: InteractionType.ModalSubmit,
      sourceMessageId: opener.sourceMessageId,
      parentId: opener.id,
    });
    const source = opener.sourceMessageId ? state.messages.get(opener.sourceMessageId) : undefined;
    const payload = {
      ...basePayload(state, record, scene),
      data,
      ...(source ? { message: source } : {}),
    };
    const outcome = await deliverInteraction(state, record, payload);
    return interactionAnswer(state, record, outcome);
  });

  app.get('/interactions/:interactionId/messages', async (request) => {
    const { interactionId } = parseControl(z.object({ interactionId: z.string() }), request.params);
    const record = state.interactions.get(interactionId);
    if (!record)
      throw new ControlError(
        404,
        'UNKNOWN_INTERACTION',
        `No interaction has the id ${interactionId}`,
      );
    return interactionAnswer(state, record);
  });

  app.put('/interactions-url', async (request) => {
    const { url } = parseControl(z.object({ url: z.url().nullable() }), request.body);
    state.interactionsUrl = url;
    return { url, publicKey: state.interactionsPublicKey };
  });

  app.get('/interactions-url', async () => ({
    url: state.interactionsUrl,
    publicKey: state.interactionsPublicKey,
  }));
}
