import { AuditLogEvent, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBotPermissions } from './guilds.ts';
import { SEED_GUILD_IDS } from './seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const rules = `/guilds/${workshop}/auto-moderation/rules`;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

function guild() {
  const found = emulator.state.guilds.get(workshop);
  if (!found) throw new Error('no workshop');
  return found;
}

const general = () => guild().systemChannelId ?? '';

const keywordRule = (name = 'No slurs') => ({
  name,
  event_type: 1,
  trigger_type: 1,
  trigger_metadata: { keyword_filter: ['badword', 'worse*'], allow_list: ['worsen'] },
  actions: [
    { type: 1, metadata: { custom_message: 'Please keep it friendly' } },
    { type: 2, metadata: { channel_id: general() } },
    { type: 3, metadata: { duration_seconds: 60 } },
  ],
  enabled: true,
});

const create = (body: unknown) =>
  botCall(emulator.app, 'POST', rules, body, { 'x-audit-log-reason': 'Guildsmith%20automod' });

describe('AutoMod rules', () => {
  it('creates a rule as Discord answers it: every field of its trigger type, the bot as creator', async () => {
    const response = await create(keywordRule());

    expect(response.statusCode).toBe(200);
    const rule = response.json();
    expect(rule).toEqual({
      id: expect.stringMatching(/^\d{17,20}$/),
      guild_id: workshop,
      name: 'No slurs',
      creator_id: emulator.state.botUser.id,
      event_type: 1,
      trigger_type: 1,
      trigger_metadata: {
        keyword_filter: ['badword', 'worse*'],
        regex_patterns: [],
        allow_list: ['worsen'],
      },
      actions: [
        { type: 1, metadata: { custom_message: 'Please keep it friendly' } },
        { type: 2, metadata: { channel_id: general() } },
        { type: 3, metadata: { duration_seconds: 60 } },
      ],
      enabled: true,
      exempt_roles: [],
      exempt_channels: [],
    });
    expect(guild().features).toContain('AUTO_MODERATION');
    expect(emulator.state.auditLog.inGuild(workshop)[0]).toMatchObject({
      actionType: AuditLogEvent.AutoModerationRuleCreate,
      targetId: rule.id,
      reason: 'Guildsmith automod',
    });
  });

  it('lists, reads, edits and deletes rules', async () => {
    const spam = (
      await create({ name: 'Spam', event_type: 1, trigger_type: 3, actions: [{ type: 1 }] })
    ).json();
    const mentions = (
      await create({
        name: 'Mentions',
        event_type: 1,
        trigger_type: 5,
        trigger_metadata: { mention_total_limit: 5 },
        actions: [{ type: 1 }],
      })
    ).json();

    const listed = await botCall(emulator.app, 'GET', rules);
    const edited = await botCall(emulator.app, 'PATCH', `${rules}/${spam.id}`, {
      name: 'Spam filter',
      enabled: true,
      exempt_channels: [general()],
    });
    const read = await botCall(emulator.app, 'GET', `${rules}/${spam.id}`);
    const deleted = await botCall(emulator.app, 'DELETE', `${rules}/${mentions.id}`);
    const gone = await botCall(emulator.app, 'GET', `${rules}/${mentions.id}`);

    expect(listed.json().map((rule: { name: string }) => rule.name)).toEqual(['Spam', 'Mentions']);
    expect(mentions).toMatchObject({
      enabled: false,
      trigger_metadata: { mention_total_limit: 5, mention_raid_protection_enabled: false },
      actions: [{ type: 1, metadata: {} }],
    });
    expect(edited.json()).toMatchObject({
      name: 'Spam filter',
      enabled: true,
      exempt_channels: [general()],
      trigger_metadata: {},
    });
    expect(read.json()).toEqual(edited.json());
    expect(deleted.statusCode).toBe(204);
    expect(gone.statusCode).toBe(404);
  });

  it("refuses a rule past its trigger type's maximum with AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED", async () => {
    for (let index = 0; index < 6; index += 1) {
      expect((await create(keywordRule(`Words ${index}`))).statusCode).toBe(200);
    }
    await create({
      name: 'Presets',
      event_type: 1,
      trigger_type: 4,
      trigger_metadata: { presets: [1] },
      actions: [{ type: 1 }],
    });

    const keyword = await create(keywordRule('Seventh'));
    const preset = await create({
      name: 'More presets',
      event_type: 1,
      trigger_type: 4,
      trigger_metadata: { presets: [2] },
      actions: [{ type: 1 }],
    });

    expect(keyword.statusCode).toBe(400);
    expect(keyword.json()).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        _errors: [
          {
            code: 'AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED',
            message: 'Maximum number of rules with trigger type 1 is 6',
          },
        ],
      },
    });
    expect(preset.json().errors._errors[0].message).toBe(
      'Maximum number of rules with trigger type 4 is 1',
    );
  });

  it('answers 50035 for bodies Discord refuses, naming the field', async () => {
    const cases: [unknown, Record<string, unknown>][] = [
      [{ ...keywordRule(), name: '' }, { name: {} }],
      [{ ...keywordRule(), event_type: 2 }, { event_type: {} }],
      [{ ...keywordRule(), trigger_type: 2 }, { trigger_type: {} }],
      [{ ...keywordRule(), actions: [] }, { actions: {} }],
      [{ ...keywordRule(), actions: [{ type: 4 }] }, { actions: { '0': { type: {} } } }],
      [
        { ...keywordRule(), actions: [{ type: 2, metadata: { channel_id: workshop } }] },
        { actions: { '0': { metadata: { channel_id: {} } } } },
      ],
      [
        { ...keywordRule(), actions: [{ type: 3, metadata: {} }] },
        { actions: { '0': { metadata: { duration_seconds: {} } } } },
      ],
      [
        { ...keywordRule(), trigger_metadata: { keyword_filter: ['x'.repeat(61)] } },
        { trigger_metadata: { keyword_filter: { '0': {} } } },
      ],
      [
        { ...keywordRule(), trigger_metadata: { allow_list: Array(101).fill('ok') } },
        { trigger_metadata: { allow_list: {} } },
      ],
      [{ ...keywordRule(), exempt_roles: ['1310000000000099999'] }, { exempt_roles: { '0': {} } }],
      [
        { name: 'Profiles', event_type: 2, trigger_type: 6, actions: [{ type: 1 }] },
        { actions: { '0': { type: {} } } },
      ],
    ];

    for (const [body, errors] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 50035, errors });
    }
    expect(guild().autoModRules.size).toBe(0);
  });

  it('refuses to change the trigger type of a rule', async () => {
    const rule = (await create(keywordRule())).json();

    const response = await botCall(emulator.app, 'PATCH', `${rules}/${rule.id}`, {
      trigger_type: 3,
    });

    expect(response.json()).toMatchObject({ code: 50035, errors: { trigger_type: {} } });
  });

  it('needs Manage Server, and Moderate Members for timeouts', async () => {
    setBotPermissions(emulator.state, guild(), PermissionFlagsBits.ManageGuild);
    const timeout = await create(keywordRule());
    setBotPermissions(emulator.state, guild(), PermissionFlagsBits.ManageRoles);
    const list = await botCall(emulator.app, 'GET', rules);

    for (const response of [timeout, list]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    }
  });
});
