/**
 * The bot's Discord calls, typed, over @discordjs/rest: requests leave
 * through the rate pacer (rate-pacer.ts), which keeps them within every
 * bucket and the global limit; @discordjs/rest waits out any 429 that still
 * comes and retries 5xx, so the builder only ever sees a result or a
 * DiscordApiError.
 */
import { REST } from '@discordjs/rest';
import {
  type APIAutoModerationRule,
  type APIChannel,
  type APIExtendedInvite,
  type APIGuild,
  type APIGuildMember,
  type APIGuildOnboarding,
  type APIGuildWelcomeScreen,
  type APIInvite,
  type APIMessage,
  type APIRole,
  type RESTPatchAPIChannelMessageJSONBody,
  type RESTPatchAPIGuildJSONBody,
  type RESTPatchAPIGuildWelcomeScreenJSONBody,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  type RESTPostAPIAutoModerationRuleJSONBody,
  type RESTPostAPIChannelInviteJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
  type RESTPostAPIGuildChannelJSONBody,
  type RESTPostAPIGuildRoleJSONBody,
  type RESTPutAPIGuildOnboardingJSONBody,
  Routes,
} from 'discord-api-types/v10';
import type { Redis } from 'ioredis';
import { toDiscordApiError } from './errors.ts';
import { pacedRequest } from './paced-request.ts';
import { DISCORD_RATE_LIMITS } from './rate-limit-state.ts';
import { RatePacer } from './rate-pacer.ts';

/** What the builder needs from Discord; tests wrap it to inject crashes. */
export interface DiscordBotApi {
  readonly applicationId: string;
  getGuild(guildId: string): Promise<APIGuild>;
  getRoles(guildId: string): Promise<APIRole[]>;
  /** A member of the guild now (Discord answers 10007 Unknown Member for someone who left). */
  getMember(guildId: string, userId: string): Promise<APIGuildMember>;
  getChannels(guildId: string): Promise<APIChannel[]>;
  createRole(guildId: string, body: RESTPostAPIGuildRoleJSONBody): Promise<APIRole>;
  createChannel(guildId: string, body: RESTPostAPIGuildChannelJSONBody): Promise<APIChannel>;
  deleteRole(guildId: string, roleId: string): Promise<void>;
  /** Deletes a channel of `guildId` (Discord counts channel deletes per server). */
  deleteChannel(channelId: string, guildId: string): Promise<void>;
  /** Newest first; `before` pages back from a message id, as Discord pages history. */
  getMessages(channelId: string, limit: number, before?: string): Promise<APIMessage[]>;
  createMessage(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<APIMessage>;
  editMessage(
    channelId: string,
    messageId: string,
    body: RESTPatchAPIChannelMessageJSONBody,
  ): Promise<APIMessage>;
  createInvite(channelId: string, body: RESTPostAPIChannelInviteJSONBody): Promise<APIInvite>;
  /** A channel's live invites with their settings (needs Manage Channels). */
  getInvites(channelId: string): Promise<APIExtendedInvite[]>;
  /** Edits an interaction's first reply with its token (valid 15 minutes). */
  editOriginalResponse(
    token: string,
    body: RESTPatchAPIWebhookWithTokenMessageJSONBody,
  ): Promise<APIMessage>;
  /** Server settings: here the system channel and its flags (needs Manage Server). */
  modifyGuild(guildId: string, body: RESTPatchAPIGuildJSONBody): Promise<APIGuild>;
  getWelcomeScreen(guildId: string): Promise<APIGuildWelcomeScreen>;
  modifyWelcomeScreen(
    guildId: string,
    body: RESTPatchAPIGuildWelcomeScreenJSONBody,
  ): Promise<APIGuildWelcomeScreen>;
  getOnboarding(guildId: string): Promise<APIGuildOnboarding>;
  modifyOnboarding(
    guildId: string,
    body: RESTPutAPIGuildOnboardingJSONBody,
  ): Promise<APIGuildOnboarding>;
  getAutoModerationRules(guildId: string): Promise<APIAutoModerationRule[]>;
  createAutoModerationRule(
    guildId: string,
    body: RESTPostAPIAutoModerationRuleJSONBody,
  ): Promise<APIAutoModerationRule>;
  deleteAutoModerationRule(guildId: string, ruleId: string): Promise<void>;
  /** Gives a member a role in one call (needs Manage Roles and a role below the bot's). */
  addMemberRole(guildId: string, userId: string, roleId: string, reason: string): Promise<void>;
  /** Posts a message with file attachments (multipart), e.g. a ticket's transcript. */
  createMessageWithFiles(
    channelId: string,
    body: RESTPostAPIChannelMessageJSONBody,
    files: readonly MessageFile[],
  ): Promise<APIMessage>;
}

export interface MessageFile {
  name: string;
  data: Uint8Array;
  contentType: string;
}

export interface DiscordBotOptions {
  /** Discord's API base without the version, e.g. https://discord.com/api. */
  apiBaseUrl: string;
  token: string;
  applicationId: string;
  /** Retries of 5xx answers and timeouts per call (429s are always waited out). */
  retries?: number;
  /** How long one network call may take (waiting for a rate limit not included). */
  timeoutMs?: number;
  /**
   * Paces every request; clients of one token in one process share one, so
   * all their builds share Discord's global limit. A client makes its own
   * otherwise.
   */
  pacer?: RatePacer;
  /**
   * Where the client's own pacer shares the limits with every other process
   * of the token (instances, workers); without it the process counts alone.
   */
  redis?: Redis;
}

/** @discordjs/rest's own timer would count waits for a bucket; the pacer times each call instead. */
const REST_TIMER_OFF_MS = 24 * 60 * 60 * 1000;

/** Shown in the server's audit log next to every object the bot creates or deletes. */
const AUDIT_REASON = 'Guildsmith server build';

export class DiscordBotClient implements DiscordBotApi {
  readonly applicationId: string;
  readonly pacer: RatePacer;
  private readonly rest: REST;

  constructor(options: DiscordBotOptions) {
    this.applicationId = options.applicationId;
    this.pacer =
      options.pacer ??
      new RatePacer(DISCORD_RATE_LIMITS, options.redis ? { redis: options.redis } : undefined);
    this.rest = new REST({
      api: options.apiBaseUrl,
      retries: options.retries ?? 3,
      timeout: REST_TIMER_OFF_MS,
      // The pacer keeps the global limit (shared across clients) and the bucket margins.
      globalRequestsPerSecond: Number.MAX_SAFE_INTEGER,
      offset: 0,
      makeRequest: pacedRequest(this.pacer, {
        timeoutMs: options.timeoutMs ?? 15_000,
        applicationId: options.applicationId,
      }),
    }).setToken(options.token);
  }

  private async call<T>(method: string, route: string, run: () => Promise<unknown>): Promise<T> {
    try {
      return (await run()) as T;
    } catch (error) {
      throw toDiscordApiError(error, method, route);
    }
  }

  getGuild(guildId: string) {
    const route = Routes.guild(guildId);
    return this.call<APIGuild>('GET', route, () => this.rest.get(route));
  }

  getRoles(guildId: string) {
    const route = Routes.guildRoles(guildId);
    return this.call<APIRole[]>('GET', route, () => this.rest.get(route));
  }

  getMember(guildId: string, userId: string) {
    const route = Routes.guildMember(guildId, userId);
    return this.call<APIGuildMember>('GET', route, () => this.rest.get(route));
  }

  getChannels(guildId: string) {
    const route = Routes.guildChannels(guildId);
    return this.call<APIChannel[]>('GET', route, () => this.rest.get(route));
  }

  createRole(guildId: string, body: RESTPostAPIGuildRoleJSONBody) {
    const route = Routes.guildRoles(guildId);
    return this.call<APIRole>('POST', route, () =>
      this.rest.post(route, { body, reason: AUDIT_REASON }),
    );
  }

  createChannel(guildId: string, body: RESTPostAPIGuildChannelJSONBody) {
    const route = Routes.guildChannels(guildId);
    return this.call<APIChannel>('POST', route, () =>
      this.rest.post(route, { body, reason: AUDIT_REASON }),
    );
  }

  async deleteRole(guildId: string, roleId: string) {
    const route = Routes.guildRole(guildId, roleId);
    await this.call('DELETE', route, () => this.rest.delete(route, { reason: AUDIT_REASON }));
  }

  async deleteChannel(channelId: string, guildId: string) {
    const route = Routes.channel(channelId);
    await this.pacer.inGuild(channelId, guildId, () =>
      this.call('DELETE', route, () => this.rest.delete(route, { reason: AUDIT_REASON })),
    );
  }

  getMessages(channelId: string, limit: number, before?: string) {
    const route = Routes.channelMessages(channelId);
    const query = new URLSearchParams({ limit: String(limit) });
    if (before) query.set('before', before);
    return this.call<APIMessage[]>('GET', route, () => this.rest.get(route, { query }));
  }

  createMessage(channelId: string, body: RESTPostAPIChannelMessageJSONBody) {
    const route = Routes.channelMessages(channelId);
    return this.call<APIMessage>('POST', route, () => this.rest.post(route, { body }));
  }

  editMessage(channelId: string, messageId: string, body: RESTPatchAPIChannelMessageJSONBody) {
    const route = Routes.channelMessage(channelId, messageId);
    return this.call<APIMessage>('PATCH', route, () => this.rest.patch(route, { body }));
  }

  createInvite(channelId: string, body: RESTPostAPIChannelInviteJSONBody) {
    const route = Routes.channelInvites(channelId);
    return this.call<APIInvite>('POST', route, () =>
      this.rest.post(route, { body, reason: AUDIT_REASON }),
    );
  }

  getInvites(channelId: string) {
    const route = Routes.channelInvites(channelId);
    return this.call<APIExtendedInvite[]>('GET', route, () => this.rest.get(route));
  }

  editOriginalResponse(token: string, body: RESTPatchAPIWebhookWithTokenMessageJSONBody) {
    const route = Routes.webhookMessage(this.applicationId, token, '@original');
    // The interaction token authorises this call, never the bot token.
    return this.call<APIMessage>('PATCH', route, () =>
      this.rest.patch(route, { body, auth: false }),
    );
  }

  modifyGuild(guildId: string, body: RESTPatchAPIGuildJSONBody) {
    const route = Routes.guild(guildId);
    return this.call<APIGuild>('PATCH', route, () =>
      this.rest.patch(route, { body, reason: AUDIT_REASON }),
    );
  }

  getWelcomeScreen(guildId: string) {
    const route = Routes.guildWelcomeScreen(guildId);
    return this.call<APIGuildWelcomeScreen>('GET', route, () => this.rest.get(route));
  }

  modifyWelcomeScreen(guildId: string, body: RESTPatchAPIGuildWelcomeScreenJSONBody) {
    const route = Routes.guildWelcomeScreen(guildId);
    return this.call<APIGuildWelcomeScreen>('PATCH', route, () =>
      this.rest.patch(route, { body, reason: AUDIT_REASON }),
    );
  }

  getOnboarding(guildId: string) {
    const route = Routes.guildOnboarding(guildId);
    return this.call<APIGuildOnboarding>('GET', route, () => this.rest.get(route));
  }

  modifyOnboarding(guildId: string, body: RESTPutAPIGuildOnboardingJSONBody) {
    const route = Routes.guildOnboarding(guildId);
    return this.call<APIGuildOnboarding>('PUT', route, () =>
      this.rest.put(route, { body, reason: AUDIT_REASON }),
    );
  }

  getAutoModerationRules(guildId: string) {
    const route = Routes.guildAutoModerationRules(guildId);
    return this.call<APIAutoModerationRule[]>('GET', route, () => this.rest.get(route));
  }

  createAutoModerationRule(guildId: string, body: RESTPostAPIAutoModerationRuleJSONBody) {
    const route = Routes.guildAutoModerationRules(guildId);
    return this.call<APIAutoModerationRule>('POST', route, () =>
      this.rest.post(route, { body, reason: AUDIT_REASON }),
    );
  }

  async deleteAutoModerationRule(guildId: string, ruleId: string) {
    const route = Routes.guildAutoModerationRule(guildId, ruleId);
    await this.call('DELETE', route, () => this.rest.delete(route, { reason: AUDIT_REASON }));
  }

  async addMemberRole(guildId: string, userId: string, roleId: string, reason: string) {
    const route = Routes.guildMemberRole(guildId, userId, roleId);
    await this.call('PUT', route, () => this.rest.put(route, { reason }));
  }

  createMessageWithFiles(
    channelId: string,
    body: RESTPostAPIChannelMessageJSONBody,
    files: readonly MessageFile[],
  ) {
    const route = Routes.channelMessages(channelId);
    const attachments = files.map((file, index) => ({ id: String(index), filename: file.name }));
    return this.call<APIMessage>('POST', route, () =>
      this.rest.post(route, {
        body: { ...body, attachments },
        files: files.map((file, index) => ({
          key: `files[${index}]`,
          name: file.name,
          data: file.data,
          contentType: file.contentType,
        })),
      }),
    );
  }
}
