import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { callerOf } from '../callers.ts';
import { channelPermissions } from '../channel-permissions.ts';
import {
  DiscordApiError,
  invalidFormBody,
  MISSING_ACCESS,
  sendDiscordError,
  UNAUTHORIZED,
  UNKNOWN_CHANNEL,
  UNKNOWN_GUILD,
} from '../errors.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from '../model.ts';
import type { DiscordState } from '../state.ts';

/** An onRequest hook for bot-only routes: anything but `Bot <the bot's token>` is a 401. */
export function requireBot(state: DiscordState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (callerOf(state, request)?.kind !== 'bot') {
      return sendDiscordError(reply, 401, UNAUTHORIZED);
    }
  };
}

/** Parses a body or query as Discord would, answering 50035 with the field tree on failure. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new DiscordApiError(400, invalidFormBody(result.error));
  return result.data;
}

/** A guild the bot is in: 404 Unknown Guild when there is none, 403 Missing Access when it left. */
export function botGuild(state: DiscordState, guildId: string): EmulatedGuild {
  const guild = state.guilds.get(guildId);
  if (!guild) throw new DiscordApiError(404, UNKNOWN_GUILD);
  if (!guild.members.has(state.botUser.id)) throw new DiscordApiError(403, MISSING_ACCESS);
  return guild;
}

export function findChannel(
  state: DiscordState,
  channelId: string,
): { guild: EmulatedGuild; channel: EmulatedGuildChannel } | null {
  for (const guild of state.guilds.values()) {
    const channel = guild.channels.get(channelId);
    if (channel) return { guild, channel };
  }
  return null;
}

/** A channel the bot can see: 404 Unknown Channel, or 403 Missing Access without View Channel. */
export function botChannel(state: DiscordState, channelId: string) {
  const found = findChannel(state, channelId);
  if (!found) throw new DiscordApiError(404, UNKNOWN_CHANNEL);
  if (!found.guild.members.has(state.botUser.id)) throw new DiscordApiError(403, MISSING_ACCESS);
  if (channelPermissions(found.guild, state.botUser.id, found.channel) === 0n) {
    throw new DiscordApiError(403, MISSING_ACCESS);
  }
  return found;
}

/** The Discord major parameter of a request, for per-guild or per-channel buckets. */
export function paramOf(name: string) {
  return (request: FastifyRequest) => {
    const params = request.params as Record<string, string | undefined>;
    return params[name] ?? '';
  };
}
