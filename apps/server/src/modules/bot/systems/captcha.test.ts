import { and, eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Played } from '../transport/test-support.ts';
import { CAPTCHA_RULES } from './captcha-challenge.ts';
import { type BuiltServer, CAPTCHA_STYLE, SystemsHarness } from './test-support.ts';

/** Captcha verification through the emulator: the code in the modal, right and wrong answers, the lock. */

let harness: SystemsHarness;
let server: BuiltServer;
let roleId: string;

beforeAll(async () => {
  harness = await SystemsHarness.start();
  server = await harness.buildServer(CAPTCHA_STYLE);
  expect(server.systems.verification?.type).toBe('captcha');
  roleId = server.systems.verification?.roleId ?? '';
}, 60_000);

afterAll(async () => harness?.close());

/** Presses Verify and reads the code off the modal's label, as the member would. */
async function openModal(member: string): Promise<{ played: Played; code: string }> {
  const played = await harness.discord.component(
    server.guildId,
    member,
    server.verifyMessage,
    'gs:verify:captcha',
  );
  const modal = played.modal as unknown as {
    custom_id: string;
    components: { components: { label: string }[] }[];
  } | null;
  const label = modal?.components[0]?.components[0]?.label ?? '';
  const code = /: ((?:\S ){5}\S)$/.exec(label)?.[1]?.replaceAll(' ', '') ?? '';
  return { played, code };
}

const submit = async (member: string, typed: string) =>
  harness.replyOf(
    await harness.discord.modal(server.guildId, member, 'gs:captcha', { code: typed }),
  );

async function challengeOf(member: string) {
  const [row] = await harness.db
    .select()
    .from(schema.captchaChallenges)
    .where(
      and(
        eq(schema.captchaChallenges.serverId, server.guildId),
        eq(schema.captchaChallenges.userId, member),
      ),
    );
  return row;
}

describe('captcha verification', () => {
  it('shows a code in the modal, and the right code (any case) gives the role', async () => {
    const member = await harness.join(server.guildId);
    const { played, code } = await openModal(member);
    expect(played.modal?.custom_id).toBe('gs:captcha');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect((await challengeOf(member))?.answer).toBe(code);
    expect(harness.roleIdsOf(server.guildId, member)).toEqual([]);
    expect(await submit(member, code.toLowerCase())).toContain('You are verified');
    expect(harness.roleIdsOf(server.guildId, member)).toEqual([roleId]);
    expect(await challengeOf(member)).toBeUndefined();
  });

  it('refuses a wrong code, says how many tries are left, and the spent code no longer works', async () => {
    const member = await harness.join(server.guildId);
    const { code } = await openModal(member);
    expect(await submit(member, 'WRONG1')).toBe(
      'That code is not right. You can try 4 more times: press the verify button again for a new code.',
    );
    expect(harness.roleIdsOf(server.guildId, member)).toEqual([]);
    await openModal(member);
    expect(await submit(member, code)).not.toContain('You are verified');
  });

  it('locks the member out after 5 wrong codes until the window ends, saying when', async () => {
    const member = await harness.join(server.guildId);
    const replies: string[] = [];
    for (let attempt = 0; attempt < CAPTCHA_RULES.maxFailures; attempt += 1) {
      await openModal(member);
      replies.push(await submit(member, 'WRONG1'));
    }
    const until = (await challengeOf(member))?.lockedUntil;
    expect(until).toBeInstanceOf(Date);
    const time = `<t:${Math.ceil((until?.getTime() ?? 0) / 1000)}:R>`;
    expect(replies.at(-1)).toBe(`Too many wrong codes. You can try again ${time}.`);
    // Pressing Verify again opens no modal while locked.
    const { played } = await openModal(member);
    expect(played.modal).toBeNull();
    expect(await harness.replyOf(played)).toBe(`Too many wrong codes. You can try again ${time}.`);
    expect(harness.roleIdsOf(server.guildId, member)).toEqual([]);
  });
});
