import { STYLES } from '@guildsmith/catalog';
import { planRank, type Style } from '@guildsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemsHarness } from './test-support.ts';

/**
 * The gate as a newcomer meets it, for several styles of each verification
 * type: built by the real builder, joined through the emulator, verified by
 * the bot, with what the member sees read from the emulator's visibility.
 */

let harness: SystemsHarness;

beforeAll(async () => {
  harness = await SystemsHarness.start();
}, 60_000);

afterAll(async () => harness?.close());

/** The first and last premium-or-lower style of a type with verification and tickets. */
function stylesVerifyingWith(type: 'button' | 'captcha'): Style[] {
  const matching = STYLES.filter(
    (style) =>
      style.settings.verification?.type === type &&
      style.settings.tickets &&
      planRank(style.requiredPlan) <= planRank('premium'),
  );
  const picked = [matching[0], matching.at(-1)].filter((style) => style !== undefined);
  return [...new Map(picked.map((style) => [style.id, style])).values()];
}

async function verify(
  guildId: string,
  member: string,
  type: 'button' | 'captcha',
  verifyMessage: Parameters<SystemsHarness['press']>[2],
) {
  if (type === 'button') return harness.press(guildId, member, verifyMessage, 'gs:verify:button');
  const played = await harness.discord.component(
    guildId,
    member,
    verifyMessage,
    'gs:verify:captcha',
  );
  const modal = played.modal as unknown as {
    components: { components: { label: string }[] }[];
  } | null;
  const label = modal?.components[0]?.components[0]?.label ?? '';
  const code = /: ((?:\S ){5}\S)$/.exec(label)?.[1]?.replaceAll(' ', '') ?? '';
  expect(code).toMatch(/^\S{6}$/);
  return harness.replyOf(await harness.discord.modal(guildId, member, 'gs:captcha', { code }));
}

describe('a newcomer at the gate', () => {
  const cases = (['button', 'captcha'] as const).flatMap((type) =>
    stylesVerifyingWith(type).map((style) => ({ type, style })),
  );

  it('is tried on at least two styles of each verification type', () => {
    expect(cases.filter((c) => c.type === 'button').length).toBeGreaterThanOrEqual(2);
    expect(cases.filter((c) => c.type === 'captcha').length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)(
    '$style.id ($type): sees only the gate, verifies, gets the role and sees the rest',
    async ({ type, style }) => {
      const server = await harness.buildServer(style.id);
      const verification = server.systems.verification;
      if (!verification?.channelId || !verification.roleId) throw new Error('no verification');
      const member = await harness.join(server.guildId);
      const gate = await harness.visibleTo(server.guildId, member);
      const gateIds = gate.map((channel) => channel.id);
      expect(gateIds).toContain(verification.channelId);
      expect(gateIds).not.toContain(server.systems.tickets?.channelId);

      expect(await verify(server.guildId, member, type, server.verifyMessage)).toContain(
        'You are verified',
      );
      expect(harness.roleIdsOf(server.guildId, member)).toEqual([verification.roleId]);
      const inside = (await harness.visibleTo(server.guildId, member)).map((channel) => channel.id);
      expect(inside).toContain(server.systems.tickets?.channelId);
      expect(inside).not.toContain(verification.channelId);
      expect(inside.length).toBeGreaterThan(gateIds.length);
    },
    60_000,
  );
});
