/**
 * The routes the bot's live systems (verification, tickets, welcome, AutoMod)
 * call, each answered with success at least once, for the contract test.
 */

import { SEED_USER_IDS } from '../src/discord/seed.ts';
import type { ContractHarness } from './contract-harness.ts';

type Id = { id: string };

async function memberRoleRoutes(h: ContractHarness, guildId: string, roleId: string) {
  const path = `/guilds/${guildId}/members/${SEED_USER_IDS.lars}/roles/${roleId}`;
  await h.call('PUT', path);
  await h.call('DELETE', path);
}

/** The welcome system: a system channel announcing joins, and members talking there. */
async function serverSettingsRoutes(h: ContractHarness, guildId: string, channelId: string) {
  await h.call('PATCH', `/guilds/${guildId}`, {
    body: { system_channel_id: channelId, system_channel_flags: 8 },
  });
  const joined = (await h.control('POST', `/guilds/${guildId}/join`, {})) as { user: Id };
  await h.control('POST', `/channels/${channelId}/messages`, {
    userId: joined.user.id,
    content: 'Hello, I am new here',
  });
  await h.call('GET', `/channels/${channelId}/messages?limit=5`);
}

export async function playLiveSystemRoutes(
  h: ContractHarness,
  ids: { guildId: string; roleId: string; channelId: string },
): Promise<void> {
  await memberRoleRoutes(h, ids.guildId, ids.roleId);
  await serverSettingsRoutes(h, ids.guildId, ids.channelId);
}
