import { PermissionFlagsBits } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { memberPermissions } from './guilds.ts';
import { hasPermission } from './permissions.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { createDiscordState, DEMO_DISCORD_CREDENTIALS } from './state.ts';

const options = {
  redirectUris: ['http://127.0.0.1:3000/callback'],
  publicBaseUrl: 'http://127.0.0.1:3000',
};

describe('createDiscordState', () => {
  it('seeds three people with the quirks clients must handle', () => {
    const state = createDiscordState(options);
    const users = [...state.users.values()];

    expect(users.map((user) => user.username)).toEqual([
      'ava.codes',
      'legacy_lars',
      'noavatar.nia',
    ]);
    expect(users.filter((user) => user.email === null && !user.verified)).toHaveLength(1);
    expect(
      users.filter((user) => user.discriminator !== '0').map((user) => user.discriminator),
    ).toEqual(['4821']);
    expect(users.filter((user) => user.avatar === null)).toHaveLength(1);
    for (const user of users) {
      expect(user.id).toMatch(/^\d{17,20}$/);
      if (user.avatar !== null) expect(user.avatar).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('seeds guilds owned by, administered by, and merely joined by the first user', () => {
    const state = createDiscordState(options);
    const guild = (id: string) => state.guilds.get(id);
    const avaIsAdmin = (id: string) => {
      const found = guild(id);
      return found
        ? hasPermission(
            memberPermissions(found, SEED_USER_IDS.ava),
            PermissionFlagsBits.Administrator,
          )
        : null;
    };

    expect(guild(SEED_GUILD_IDS.avasWorkshop)?.ownerId).toBe(SEED_USER_IDS.ava);
    expect(guild(SEED_GUILD_IDS.pixelRaiders)?.ownerId).not.toBe(SEED_USER_IDS.ava);
    expect(avaIsAdmin(SEED_GUILD_IDS.pixelRaiders)).toBe(true);
    expect(avaIsAdmin(SEED_GUILD_IDS.studyLounge)).toBe(false);
    for (const seeded of state.guilds.values()) {
      expect(seeded.roles.get(seeded.id)?.name).toBe('@everyone');
      expect([...seeded.channels.values()].map((channel) => channel.name)).toContain('general');
      expect(
        hasPermission(
          memberPermissions(seeded, state.botUser.id),
          PermissionFlagsBits.Administrator,
        ),
      ).toBe(true);
    }
  });

  it('uses the demo credentials unless told otherwise, with the bot user on the application id', () => {
    const state = createDiscordState(options);
    const custom = createDiscordState({
      ...options,
      applicationId: '1400000000000000001',
      applicationName: 'Other',
    });

    expect(state.application).toMatchObject({
      id: DEMO_DISCORD_CREDENTIALS.applicationId,
      clientSecret: DEMO_DISCORD_CREDENTIALS.clientSecret,
      botToken: DEMO_DISCORD_CREDENTIALS.botToken,
      name: 'Guildsmith',
    });
    expect(custom.botUser).toMatchObject({
      id: '1400000000000000001',
      username: 'Other',
      bot: true,
    });
  });

  it('refuses a redirect URI that is not a URL', () => {
    expect(() => createDiscordState({ ...options, redirectUris: ['/relative'] })).toThrow();
  });

  it('reset() restores the seed data in the same maps and drops every grant', () => {
    const state = createDiscordState(options);
    const seededRoleIds = [...(state.guilds.get(SEED_GUILD_IDS.pixelRaiders)?.roles.keys() ?? [])];
    const guilds = state.guilds;
    const code = state.grants.issueCode({
      clientId: state.application.id,
      userId: SEED_USER_IDS.ava,
      scopes: ['identify'],
      redirectUri: options.redirectUris[0] ?? '',
      codeChallenge: null,
    });
    state.users.delete(SEED_USER_IDS.nia);
    state.guilds.get(SEED_GUILD_IDS.avasWorkshop)?.channels.clear();
    state.rateLimits.mode = 'off';

    state.reset();

    expect(state.guilds).toBe(guilds);
    expect(state.users.size).toBe(3);
    expect(state.guilds.size).toBe(3);
    expect(state.guilds.get(SEED_GUILD_IDS.avasWorkshop)?.channels.size).toBe(1);
    expect([...(state.guilds.get(SEED_GUILD_IDS.pixelRaiders)?.roles.keys() ?? [])]).toEqual(
      seededRoleIds,
    );
    expect(state.grants.redeemCode(code, state.application.id)).toBeNull();
    expect(state.rateLimits.mode).toBe('default');
  });
});
