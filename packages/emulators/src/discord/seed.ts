import { PermissionFlagsBits } from 'discord-api-types/v10';
import { addMember, addRole, createGuild } from './guilds.ts';
import type { EmulatedUser } from './model.ts';
import { SnowflakeGenerator } from './snowflake.ts';
import type { DiscordState } from './state.ts';

/** Stable ids of the seed data, so tests and demo docs can name them. */
export const SEED_USER_IDS = {
  /** ava.codes: e-mail, avatar, owns Ava's Workshop, Administrator in Pixel Raiders. */
  ava: '1310000000000000101',
  /** legacy_lars#4821: legacy discriminator, no e-mail; owns Pixel Raiders. */
  lars: '1310000000000000102',
  /** noavatar.nia: no avatar; owns Study Lounge. */
  nia: '1310000000000000103',
} as const;

export const SEED_GUILD_IDS = {
  /** Owned by Ava. */
  avasWorkshop: '1310000000000000201',
  /** Owned by Lars; Ava is an Administrator through the Admin role. */
  pixelRaiders: '1310000000000000202',
  /** Owned by Nia; Ava is a Tutor (moderation, no Administrator or Manage Server). */
  studyLounge: '1310000000000000203',
} as const;

// Roles and channels of the seed guilds take snowflakes from this fixed instant,
// so their ids are the same after every reset().
const SEED_INSTANT_MS = Date.UTC(2024, 10, 20, 12, 0, 0);

const SEED_USERS: readonly EmulatedUser[] = [
  {
    id: SEED_USER_IDS.ava,
    username: 'ava.codes',
    discriminator: '0',
    globalName: 'Ava',
    avatar: '5f2c8e1a9b7d4c3e6a0f1b2d3c4e5f60',
    email: 'ava@example.test',
    verified: true,
    bot: false,
  },
  {
    id: SEED_USER_IDS.lars,
    username: 'legacy_lars',
    discriminator: '4821',
    globalName: 'Lars',
    avatar: '9c1d7e3f5b2a4c6e8d0f1a3b5c7d9e2f',
    email: null,
    verified: false,
    bot: false,
  },
  {
    id: SEED_USER_IDS.nia,
    username: 'noavatar.nia',
    discriminator: '0',
    globalName: 'Nia',
    avatar: null,
    email: 'nia@example.test',
    verified: true,
    bot: false,
  },
];

export function seedDiscordState(state: DiscordState): void {
  for (const user of SEED_USERS) state.users.set(user.id, { ...user });

  const snowflakes = new SnowflakeGenerator(() => SEED_INSTANT_MS);
  const nextId = () => snowflakes.next();
  const { ava, lars, nia } = SEED_USER_IDS;
  const P = PermissionFlagsBits;

  const workshop = createGuild(state, {
    id: SEED_GUILD_IDS.avasWorkshop,
    name: "Ava's Workshop",
    ownerId: ava,
    nextId,
  });
  addMember(state, workshop, lars);

  const raiders = createGuild(state, {
    id: SEED_GUILD_IDS.pixelRaiders,
    name: 'Pixel Raiders',
    ownerId: lars,
    nextId,
  });
  const admin = addRole(raiders, {
    id: nextId(),
    name: 'Admin',
    color: 0xe74c3c,
    hoist: true,
    permissions: P.Administrator.toString(),
  });
  const raider = addRole(raiders, {
    id: nextId(),
    name: 'Raider',
    color: 0x3498db,
    permissions: '0',
  });
  addMember(state, raiders, ava, [admin.id]);
  addMember(state, raiders, nia, [raider.id]);

  const lounge = createGuild(state, {
    id: SEED_GUILD_IDS.studyLounge,
    name: 'Study Lounge',
    ownerId: nia,
    nextId,
  });
  const tutor = addRole(lounge, {
    id: nextId(),
    name: 'Tutor',
    color: 0x2ecc71,
    permissions: (P.ManageMessages | P.ManageThreads | P.MuteMembers).toString(),
  });
  addMember(state, lounge, ava, [tutor.id]);
}
