/**
 * The server systems' tests drive the whole app through the Discord
 * emulator: a premium key registers a fresh server, the builder builds a
 * style into it, and then the server's members press what the build posted.
 */
import { eq, schema } from '@guildsmith/db';
import { type Exchange, findOrCreateUser } from '@guildsmith/emulators';
import type { APIMessage } from 'discord-api-types/v10';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import type { BuiltSystems } from '../builder/index.ts';
import { runBuild } from '../builder/run-build.ts';
import { createDiscordBot } from '../discord/from-config.ts';
import { COMPONENT_IDS } from '../transport/custom-id.ts';
import { EmulatedDiscord, type Played } from '../transport/test-support.ts';

/** Premium styles with the smallest builds: button verification, and captcha verification. */
export const BUTTON_STYLE = 'parents-and-families';
export const CAPTCHA_STYLE = 'tech-repair-help-desk';

/** Every custom id of a message body's components, in order. */
export function customIdsOf(body: { components?: readonly unknown[] | undefined }): string[] {
  return (body.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).flatMap((component) =>
      component.custom_id ? [component.custom_id] : [],
    ),
  );
}

export interface BuiltServer {
  guildId: string;
  ownerId: string;
  keyId: string;
  systems: BuiltSystems;
  /** The message holding the verify button, and the one holding the ticket menu. */
  verifyMessage: APIMessage;
  ticketMessage: APIMessage;
}

export interface VisibleChannel {
  id: string;
  name: string;
  parent_id: string | null;
}

export class SystemsHarness {
  readonly exchanges: Exchange[] = [];
  private servers = 0;

  private constructor(
    readonly app: TestApp,
    readonly discord: EmulatedDiscord,
  ) {}

  static async start(): Promise<SystemsHarness> {
    const app = await createTestApp({ listen: true });
    const discord = await EmulatedDiscord.of(app);
    app.sandbox.discord.rateLimits.mode = 'off';
    const harness = new SystemsHarness(app, discord);
    app.sandbox.discord.exchanges.listen((exchange) => harness.exchanges.push(exchange));
    return harness;
  }

  get state() {
    return this.app.sandbox.discord;
  }

  get db() {
    return this.app.database.db;
  }

  close() {
    return this.app.close();
  }

  private async control<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    const response = await this.app.app.inject({
      method,
      url: `/sandbox/discord/control${url}`,
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 400) {
      throw new Error(`control ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json() as T;
  }

  /**
   * A fresh server registered with an activated premium key, built with the
   * style by the real builder; its systems as the build stored them.
   */
  async buildServer(styleId: string = BUTTON_STYLE): Promise<BuiltServer> {
    this.servers += 1;
    const owner = findOrCreateUser(this.state, `systems_owner_${this.servers}`);
    const guildId = await this.discord.newGuild(owner.id, `Systems ${this.servers}`);
    const [user] = await this.db
      .insert(schema.users)
      .values({ discordId: owner.id, username: owner.username })
      .returning();
    if (!user) throw new Error('no user');
    const key = await issueLicenseKey(this.db, this.app.secrets, {
      userId: user.id,
      plan: 'premium',
      purchaseId: null,
    });
    await this.db
      .update(schema.licenseKeys)
      .set({
        status: 'activated',
        serverId: guildId,
        activatedBy: owner.id,
        activatedAt: new Date(),
      })
      .where(eq(schema.licenseKeys.id, key.id));
    await this.db.insert(schema.serverRegistrations).values({
      userId: user.id,
      serverId: guildId,
      serverName: `Systems ${this.servers}`,
      plan: 'premium',
      licenseKeyId: key.id,
    });
    const [session] = await this.db
      .insert(schema.serverSetupSessions)
      .values({ userId: user.id, serverId: guildId, styleId, answers: {}, status: 'building' })
      .returning();
    if (!session) throw new Error('no session');
    const outcome = await runBuild(
      { db: this.db, discord: createDiscordBot(this.app.config) },
      { sessionId: session.id },
    );
    expect(outcome.status).toBe('success');
    const [result] = await this.db
      .select()
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.sessionId, session.id));
    const systems = result?.setupConfig?.bot as BuiltSystems | undefined;
    if (!systems?.verification?.channelId || !systems.tickets?.channelId) {
      throw new Error(`${styleId} built no verification or tickets`);
    }
    return {
      guildId,
      ownerId: owner.id,
      keyId: key.id,
      systems,
      verifyMessage: this.messageWith(systems.verification.channelId, 'gs:verify:'),
      ticketMessage: this.messageWith(systems.tickets.channelId, COMPONENT_IDS.ticket),
    };
  }

  /** The bot's message in a channel that carries a component whose id starts with `prefix`. */
  messageWith(channelId: string, prefix: string): APIMessage {
    const found = this.state.messages
      .inChannel(channelId, { includeEphemeral: false })
      .find((message) => customIdsOf(message).some((id) => id.startsWith(prefix)));
    if (!found) throw new Error(`no message with ${prefix} in ${channelId}`);
    return found;
  }

  /** Someone new joins the server, with no role. */
  async join(guildId: string): Promise<string> {
    const joined = await this.control<{ user: { id: string } }>(
      'POST',
      `/guilds/${guildId}/join`,
      {},
    );
    return joined.user.id;
  }

  /** A member who holds the given roles (the staff role, the verified role). */
  async memberWithRoles(
    guildId: string,
    roleIds: string[],
    options: { administrator?: boolean } = {},
  ): Promise<string> {
    const userId = await this.join(guildId);
    await this.control('POST', `/guilds/${guildId}/members`, {
      userId,
      roleIds,
      administrator: options.administrator ?? false,
    });
    return userId;
  }

  /** A member writes in a channel, as they would in Discord's client. */
  post(channelId: string, userId: string, content: string) {
    return this.control<APIMessage>('POST', `/channels/${channelId}/messages`, { userId, content });
  }

  /** The channels a member sees in the sidebar. */
  visibleTo(guildId: string, userId: string) {
    return this.control<VisibleChannel[]>('GET', `/guilds/${guildId}/members/${userId}/channels`);
  }

  /** What the bot's managed role grants in the server, as an owner would change it. */
  setBotPermissions(guildId: string, permissions: bigint) {
    return this.control('PUT', `/guilds/${guildId}/bot-permissions`, {
      permissions: permissions.toString(),
    });
  }

  /** Turns the application's Message Content intent on or off, as its owner would in the portal. */
  setMessageContentIntent(enabled: boolean) {
    return this.control('PUT', '/message-content-intent', { enabled });
  }

  roleIdsOf(guildId: string, userId: string): string[] {
    return this.state.guilds.get(guildId)?.members.get(userId)?.roleIds ?? [];
  }

  /** What the member reads: the reply, or the deferred reply once it is filled in. */
  async replyOf(played: Played): Promise<string> {
    expect(played.state).toBe('acknowledged');
    if (played.response?.type === 5) return (await this.discord.settled(played)).content;
    return played.messages[0]?.content ?? '';
  }

  /** Presses a component of a message as `userId` and returns what they read. */
  async press(
    guildId: string,
    userId: string,
    message: APIMessage,
    customId: string,
    values?: string[],
  ) {
    return this.replyOf(await this.discord.component(guildId, userId, message, customId, values));
  }

  /** REST calls the bot made from now on. */
  restCallsFrom(start: number) {
    return this.exchanges
      .slice(start)
      .flatMap((exchange) => (exchange.kind === 'rest' ? [exchange] : []));
  }
}
