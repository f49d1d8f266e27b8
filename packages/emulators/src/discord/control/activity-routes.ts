import { AuditLogEvent } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import type { EmulatedGuild } from '../model.ts';
import { findChannel } from '../rest/access.ts';
import type { DiscordState } from '../state.ts';

/** How far back the view looks, and how recent the bot's last change must be to count as running. */
const ACTIVITY_WINDOW_MS = 5 * 60 * 1000;
const RUNNING_WITHIN_MS = 10 * 1000;

export interface GuildActivity {
  guildId: string;
  name: string;
  /** The bot changed something in the last few seconds. */
  running: boolean;
  startedAt: number;
  lastAt: number;
  created: { roles: number; channels: number; messages: number; invites: number };
  deleted: { roles: number; channels: number };
  /** The first line of the bot's latest reply in the server (builds report progress there). */
  progress: string | null;
  /** 429s answered to the bot for this server's routes. */
  rateLimited: number;
}

type Kind = 'roles' | 'channels' | 'invites';
const CREATES: Partial<Record<AuditLogEvent, Kind>> = {
  [AuditLogEvent.RoleCreate]: 'roles',
  [AuditLogEvent.ChannelCreate]: 'channels',
  [AuditLogEvent.InviteCreate]: 'invites',
};
const DELETES: Partial<Record<AuditLogEvent, 'roles' | 'channels'>> = {
  [AuditLogEvent.RoleDelete]: 'roles',
  [AuditLogEvent.ChannelDelete]: 'channels',
};

function activityOf(
  state: DiscordState,
  guild: EmulatedGuild,
  since: number,
): GuildActivity | null {
  const actions = state.auditLog
    .inGuild(guild.id)
    .filter((entry) => entry.userId === state.botUser.id && entry.createdAt >= since);
  if (actions.length === 0) return null;
  const created = { roles: 0, channels: 0, messages: 0, invites: 0 };
  const deleted = { roles: 0, channels: 0 };
  for (const action of actions) {
    const made = CREATES[action.actionType];
    const removed = DELETES[action.actionType];
    if (made) created[made] += 1;
    if (removed) deleted[removed] += 1;
  }
  const bots = state.messages
    .all()
    .filter(
      (message) =>
        message.author.id === state.botUser.id &&
        guild.channels.has(message.channel_id) &&
        Date.parse(message.timestamp) >= since,
    );
  created.messages = bots.filter((message) => !message.webhook_id).length;
  const latestReply = bots
    .filter((message) => message.webhook_id === state.application.id && message.content)
    .sort((a, b) =>
      (b.edited_timestamp ?? b.timestamp).localeCompare(a.edited_timestamp ?? a.timestamp),
    )[0];
  const lastAt = Math.max(...actions.map((action) => action.createdAt));
  const rateLimited = state.rateLimits
    .refusalsSince(since)
    .filter(
      (refusal) =>
        refusal.majorKey === guild.id || findChannel(state, refusal.majorKey)?.guild === guild,
    ).length;
  return {
    guildId: guild.id,
    name: guild.name,
    running: state.now() - lastAt < RUNNING_WITHIN_MS,
    startedAt: Math.min(...actions.map((action) => action.createdAt)),
    lastAt,
    created,
    deleted,
    progress: latestReply?.content.split('\n')[0] ?? null,
    rateLimited,
  };
}

/**
 * What the bot has been doing in each server lately, for the sandbox page's
 * side-by-side view of builds: servers it changed in the last minutes, those
 * it is changing now first.
 */
export async function activityControlRoutes(
  app: FastifyInstance,
  options: { state: DiscordState },
) {
  const { state } = options;
  app.get('/activity', async () => {
    const since = state.now() - ACTIVITY_WINDOW_MS;
    return [...state.guilds.values()]
      .flatMap((guild) => activityOf(state, guild, since) ?? [])
      .sort((a, b) => Number(b.running) - Number(a.running) || a.startedAt - b.startedAt);
  });
}
