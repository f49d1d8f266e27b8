import type { BucketRule } from './rate-limit.ts';

/**
 * The default bucket model of the bot routes. Discord publishes few numbers;
 * those it does are exact here, the rest are our assumptions, roomy enough that
 * a build only waits on the buckets that matter. Each route has its own bucket,
 * so @discordjs/rest learns one hash per route as it does against Discord.
 */

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

function bucket(route: string, limit: number, windowMs: number): BucketRule {
  return { route, limit, windowMs };
}

export const BUCKETS = {
  getGuild: bucket('GET /guilds/:guild_id', 10, SECOND),
  modifyGuild: bucket('PATCH /guilds/:guild_id', 5, 5 * SECOND),
  getWelcomeScreen: bucket('GET /guilds/:guild_id/welcome-screen', 10, SECOND),
  modifyWelcomeScreen: bucket('PATCH /guilds/:guild_id/welcome-screen', 5, 5 * SECOND),
  getOnboarding: bucket('GET /guilds/:guild_id/onboarding', 10, SECOND),
  modifyOnboarding: bucket('PUT /guilds/:guild_id/onboarding', 5, 5 * SECOND),
  listAutoModRules: bucket('GET /guilds/:guild_id/auto-moderation/rules', 10, SECOND),
  createAutoModRule: bucket('POST /guilds/:guild_id/auto-moderation/rules', 5, 5 * SECOND),
  getAutoModRule: bucket('GET /guilds/:guild_id/auto-moderation/rules/:rule_id', 10, SECOND),
  modifyAutoModRule: bucket(
    'PATCH /guilds/:guild_id/auto-moderation/rules/:rule_id',
    5,
    5 * SECOND,
  ),
  deleteAutoModRule: bucket(
    'DELETE /guilds/:guild_id/auto-moderation/rules/:rule_id',
    5,
    5 * SECOND,
  ),
  listRoles: bucket('GET /guilds/:guild_id/roles', 10, SECOND),
  getMember: bucket('GET /guilds/:guild_id/members/:user_id', 10, SECOND),
  /** Per guild: 10 per 10 s, as verification and tickets hand roles out one member at a time. */
  addMemberRole: bucket('PUT /guilds/:guild_id/members/:user_id/roles/:role_id', 10, 10 * SECOND),
  removeMemberRole: bucket(
    'DELETE /guilds/:guild_id/members/:user_id/roles/:role_id',
    10,
    10 * SECOND,
  ),
  /** Per guild: 10 per 10 s. */
  createRole: bucket('POST /guilds/:guild_id/roles', 10, 10 * SECOND),
  /** Per guild: at most 250 role creates per 48 h. */
  createRoleDaily: {
    route: 'POST /guilds/:guild_id/roles (48 h)',
    limit: 250,
    windowMs: 48 * HOUR,
    cap: true,
  },
  moveRoles: bucket('PATCH /guilds/:guild_id/roles', 5, 5 * SECOND),
  modifyRole: bucket('PATCH /guilds/:guild_id/roles/:role_id', 5, SECOND),
  /** Per guild: 10 per 10 s. */
  deleteRole: bucket('DELETE /guilds/:guild_id/roles/:role_id', 10, 10 * SECOND),
  listChannels: bucket('GET /guilds/:guild_id/channels', 10, SECOND),
  /** Per guild: 10 per 10 s. */
  createChannel: bucket('POST /guilds/:guild_id/channels', 10, 10 * SECOND),
  moveChannels: bucket('PATCH /guilds/:guild_id/channels', 5, 5 * SECOND),
  getChannel: bucket('GET /channels/:channel_id', 10, SECOND),
  modifyChannel: bucket('PATCH /channels/:channel_id', 5, 5 * SECOND),
  /** Per guild: 10 per 10 s though clients key it by channel. */
  deleteChannel: bucket('DELETE /channels/:channel_id', 10, 10 * SECOND),
  listMessages: bucket('GET /channels/:channel_id/messages', 10, SECOND),
  /** Per channel: 5 per 5 s. */
  createMessage: bucket('POST /channels/:channel_id/messages', 5, 5 * SECOND),
  getMessage: bucket('GET /channels/:channel_id/messages/:message_id', 10, SECOND),
  editMessage: bucket('PATCH /channels/:channel_id/messages/:message_id', 5, 5 * SECOND),
  deleteMessage: bucket('DELETE /channels/:channel_id/messages/:message_id', 5, SECOND),
  createInvite: bucket('POST /channels/:channel_id/invites', 5, 5 * SECOND),
  listInvites: bucket('GET /channels/:channel_id/invites', 10, SECOND),
  getApplication: bucket('GET /oauth2/applications/@me', 10, SECOND),
  getCurrentApplication: bucket('GET /applications/@me', 10, SECOND),
  listCommands: bucket('GET /applications/:application_id/commands', 10, SECOND),
  overwriteCommands: bucket('PUT /applications/:application_id/commands', 2, 10 * SECOND),
  listGuildCommands: bucket(
    'GET /applications/:application_id/guilds/:guild_id/commands',
    10,
    SECOND,
  ),
  overwriteGuildCommands: bucket(
    'PUT /applications/:application_id/guilds/:guild_id/commands',
    2,
    10 * SECOND,
  ),
  interactionCallback: bucket('POST /interactions/:interaction_id/:token/callback', 10, SECOND),
  /** Interaction webhooks and incoming webhooks: per webhook and token. */
  executeWebhook: bucket('POST /webhooks/:webhook_id/:token', 5, 2 * SECOND),
  getWebhookMessage: bucket('GET /webhooks/:webhook_id/:token/messages/:message_id', 10, SECOND),
  editWebhookMessage: bucket('PATCH /webhooks/:webhook_id/:token/messages/:message_id', 5, SECOND),
  deleteWebhookMessage: bucket(
    'DELETE /webhooks/:webhook_id/:token/messages/:message_id',
    5,
    SECOND,
  ),
} as const satisfies Record<string, BucketRule>;

export type BucketName = keyof typeof BUCKETS;
