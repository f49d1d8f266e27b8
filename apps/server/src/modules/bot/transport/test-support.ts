import { findOrCreateUser, SEED_GUILD_IDS, SEED_USER_IDS } from '@guildsmith/emulators';
import type { APIMessage } from 'discord-api-types/v10';
import { expect, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

/** What the emulator's control API answers for an interaction it played. */
export interface Played {
  interactionId: string;
  state: 'pending' | 'acknowledged' | 'failed';
  failure: string | null;
  status?: number | null;
  response?: { type: number; data?: Record<string, unknown> } | null;
  messages: APIMessage[];
  modal: { custom_id: string } | null;
  choices: { name: string; value: string }[] | null;
}

export { SEED_GUILD_IDS, SEED_USER_IDS };

const LOADING = 1 << 7;

/** Drives the app as people in Discord would, through the emulator's control API. */
export class EmulatedDiscord {
  private constructor(private readonly harness: TestApp) {}

  /** Once the app has registered its commands (demo mode does it when it starts listening). */
  static async of(harness: TestApp): Promise<EmulatedDiscord> {
    await vi.waitFor(
      () => {
        if (harness.sandbox.discord.commands.list(null).length === 0) throw new Error('not yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    return new EmulatedDiscord(harness);
  }

  private async control<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await this.harness.app.inject({
      method,
      url: `/sandbox/discord/control${path}`,
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 400) {
      throw new Error(`control ${path} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json() as T;
  }

  /** `locale` is the member's Discord client language (`en-US` when not given). */
  command(
    guildId: string,
    userId: string,
    command: string,
    options: Record<string, string> = {},
    locale?: string,
  ) {
    return this.control<Played>('POST', '/command', {
      guildId,
      userId,
      command,
      options,
      ...(locale ? { locale } : {}),
    });
  }

  autocomplete(
    guildId: string,
    userId: string,
    command: string,
    options: Record<string, string>,
    focused: string,
  ) {
    return this.control<Played>('POST', '/autocomplete', {
      guildId,
      userId,
      command,
      options,
      focused,
    });
  }

  component(
    guildId: string,
    userId: string,
    message: APIMessage,
    customId: string,
    values?: string[],
    locale?: string,
  ) {
    return this.control<Played>('POST', '/component', {
      guildId,
      userId,
      messageId: message.id,
      customId,
      ...(values ? { values } : {}),
      ...(locale ? { locale } : {}),
    });
  }

  modal(guildId: string, userId: string, customId: string, fields: Record<string, string>) {
    return this.control<Played>('POST', '/modal', { guildId, userId, customId, fields });
  }

  ping() {
    return this.control<{ status: number; response: unknown }>('POST', '/ping');
  }

  messages(interactionId: string) {
    return this.control<Played>('GET', `/interactions/${interactionId}/messages`);
  }

  /** The interaction's first message once deferred work has replaced the "thinking" state. */
  async settled(played: Played, until?: (message: APIMessage) => boolean): Promise<APIMessage> {
    let latest: APIMessage | undefined;
    await expect
      .poll(
        async () => {
          latest = (await this.messages(played.interactionId)).messages[0];
          if (!latest || ((latest.flags ?? 0) & LOADING) !== 0) return false;
          return until ? until(latest) : true;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true);
    if (!latest) throw new Error('no message');
    return latest;
  }

  /** A new server owned by `ownerId` (owners hold every permission). */
  async newGuild(ownerId: string, name = 'Test Server'): Promise<string> {
    return (await this.control<{ id: string }>('POST', '/guilds', { name, ownerId })).id;
  }

  /** A new Discord account, added to the server as an Administrator or a plain member. */
  async newMember(guildId: string, options: { administrator: boolean }): Promise<string> {
    const state = this.harness.sandbox.discord;
    const { id } = findOrCreateUser(state, `member_${state.users.size + 1}`);
    await this.control('POST', `/guilds/${guildId}/members`, {
      userId: id,
      administrator: options.administrator,
    });
    return id;
  }

  /** Gives a member Administrator or takes it away, as a server owner would. */
  async setMember(guildId: string, userId: string, options: { administrator: boolean }) {
    await this.control('POST', `/guilds/${guildId}/members`, {
      userId,
      administrator: options.administrator,
    });
  }

  guild(guildId: string) {
    return this.control<{
      roles: { id: string; name: string }[];
      channels: { id: string; name: string; type: number }[];
    }>('GET', `/guilds/${guildId}`);
  }
}

/** Every custom id of a message's components, in order. */
export function customIds(message: APIMessage): string[] {
  return (message.components ?? []).flatMap((row) =>
    'components' in row
      ? row.components.flatMap((component) =>
          'custom_id' in component && component.custom_id ? [component.custom_id] : [],
        )
      : [],
  );
}

/** The id of the message's first component for `action` (or of its menu number `menu`). */
export function customIdFor(message: APIMessage, action: string, menu?: number): string {
  const found = customIds(message).find((id) => {
    const parts = id.split(':');
    return parts[1] === action && (menu === undefined || parts[4] === String(menu));
  });
  if (!found) throw new Error(`No ${action} component in: ${customIds(message).join(', ')}`);
  return found;
}
