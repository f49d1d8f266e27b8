/**
 * The routes the bot's live systems (verification, tickets, welcome, AutoMod)
 * call, each answered with success at least once, for the contract test.
 */

import { SEED_USER_IDS } from '../src/discord/seed.ts';
import type { ContractHarness } from './contract-harness.ts';

async function memberRoleRoutes(h: ContractHarness, guildId: string, roleId: string) {
  const path = `/guilds/${guildId}/members/${SEED_USER_IDS.lars}/roles/${roleId}`;
  await h.call('PUT', path);
  await h.call('DELETE', path);
}

export async function playLiveSystemRoutes(
  h: ContractHarness,
  ids: { guildId: string; roleId: string },
): Promise<void> {
  await memberRoleRoutes(h, ids.guildId, ids.roleId);
}
