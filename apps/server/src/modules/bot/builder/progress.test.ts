import type { APIMessage } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { DiscordApiError, type DiscordBotApi } from '../discord/index.ts';
import { BOT_LOCALES, fill } from '../texts/locales.ts';
import { PROGRESS_TEXTS } from '../texts/progress-texts.ts';
import { SERVER_SETTINGS_TEXTS } from '../texts/server-settings-texts.ts';
import type { JournalEntry } from './journal.ts';
import type { PlannedOperation } from './plan-types.ts';
import {
  builtValues,
  createdName,
  INTERACTION_TOKEN_TTL_MS,
  ProgressReporter,
  progressBar,
} from './progress.ts';

type Sent = { via: 'original' | 'post' | 'edit'; content: string };

/** Records what would have gone to Discord; `refuseToken` answers like an unknown webhook. */
function recordingDiscord(options: { refuseToken?: DiscordApiError } = {}) {
  const sent: Sent[] = [];
  const message = (content: string) => ({ id: '900', content }) as APIMessage;
  const api: Partial<DiscordBotApi> = {
    applicationId: '1',
    async editOriginalResponse(_token, body) {
      if (options.refuseToken) throw options.refuseToken;
      sent.push({ via: 'original', content: String(body.content) });
      return message(String(body.content));
    },
    async createMessage(_channelId, body) {
      sent.push({ via: 'post', content: String(body.content) });
      return message(String(body.content));
    },
    async editMessage(_channelId, _messageId, body) {
      sent.push({ via: 'edit', content: String(body.content) });
      return message(String(body.content));
    },
  };
  return { api: api as DiscordBotApi, sent };
}

const interaction = { applicationId: '1', token: 't', channelId: '2', issuedAt: 1_000_000 };

describe('ProgressReporter', () => {
  it('edits the original reply, at most once per interval unless final', async () => {
    let now = interaction.issuedAt;
    const { api, sent } = recordingDiscord();
    const progress = new ProgressReporter(api, interaction, 'en', {
      now: () => now,
      intervalMs: 3000,
    });
    const values = { style: 'Cozy', done: 1, total: 10, ...progressBar(1, 10), latest: '#rules' };
    await progress.report('building', values);
    await progress.report('building', { ...values, done: 2 });
    now += 3000;
    await progress.report('building', { ...values, done: 3 });
    await progress.report('failed', { style: 'Cozy', done: 3, total: 10, reason: 'boom' }, true);
    expect(sent.map((s) => s.via)).toEqual(['original', 'original', 'original']);
    expect(sent[0]?.content).toBe(
      '🛠️ Building **Cozy**: 1 of 10 steps done.\n`██░░░░░░░░░░░░░░░░░░` 10%\nLast created: #rules',
    );
    expect(sent[1]?.content).toContain('3 of 10');
    expect(sent[2]?.content).toContain('stopped after 3 of 10 steps: boom');
  });

  it('shows the newest object once the interval has passed, without holding up the work', async () => {
    const { api, sent } = recordingDiscord();
    // Discord holds the first edit until released.
    let release = () => {};
    let held: Promise<void> | null = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowDiscord: DiscordBotApi = {
      ...api,
      async editOriginalResponse(token, body) {
        const gate = held;
        held = null;
        await gate;
        return api.editOriginalResponse(token, body);
      },
    };
    const fresh = { ...interaction, issuedAt: Date.now() };
    const progress = new ProgressReporter(slowDiscord, fresh, 'en', { intervalMs: 50 });
    const values = { style: 'Cozy', total: 10, ...progressBar(1, 10) };
    // Discord has not answered the first edit; the build goes on all the same.
    await progress.report('building', { ...values, done: 1, latest: '#rules' });
    await progress.report('building', { ...values, done: 2, latest: '#general' });
    await progress.report('building', { ...values, done: 3, latest: '#memes' });
    expect(sent).toEqual([]);
    release();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.content).toContain('1 of 10');
    // No report follows: a trailing edit still shows the newest object, the ones between skipped.
    await expect.poll(() => sent.length, { timeout: 2000 }).toBe(2);
    expect(sent[1]?.content).toContain('Last created: #memes');
    expect(sent.map((entry) => entry.content).join('\n')).not.toContain('#general');
    await progress.report('built', { style: 'Cozy' }, true);
  });

  it('moves to one channel message once the token has expired', async () => {
    let now = interaction.issuedAt + INTERACTION_TOKEN_TTL_MS;
    const { api, sent } = recordingDiscord();
    const progress = new ProgressReporter(api, interaction, 'de', {
      now: () => now,
      intervalMs: 0,
    });
    await progress.report('undoing', { done: 1, total: 4, ...progressBar(1, 4) });
    now += 1;
    await progress.report('undone', { deleted: 4, gone: 0, restored: 1 }, true);
    expect(sent.map((s) => s.via)).toEqual(['post', 'edit']);
    expect(sent[1]?.content).toContain('Rückgängig gemacht: 4 Objekte');
    expect(sent[1]?.content).toContain('1 Servereinstellungen wiederhergestellt');
  });

  it('moves to the channel when Discord refuses the token, and never throws', async () => {
    const refused = new DiscordApiError(
      'Unknown Webhook',
      404,
      10_015,
      'PATCH',
      '/webhooks/1/:token',
    );
    const { api, sent } = recordingDiscord({ refuseToken: refused });
    const warnings: string[] = [];
    const progress = new ProgressReporter(api, interaction, 'en', {
      now: () => interaction.issuedAt,
      intervalMs: 0,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    await progress.report('refused', { style: 'Cozy', reason: 'no room' }, true);
    expect(sent).toEqual([
      {
        via: 'post',
        content: expect.stringContaining('⛔ The build of **Cozy** did not start: no room'),
      },
    ]);

    const failing = recordingDiscord({
      refuseToken: new DiscordApiError('Bad Gateway', 502, 0, 'PATCH', '/webhooks/1/:token'),
    });
    const flaky = new ProgressReporter(failing.api, interaction, 'en', {
      now: () => interaction.issuedAt,
      intervalMs: 0,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    await expect(flaky.report('built', { style: 'Cozy' }, true)).resolves.toBeUndefined();
    expect(warnings).toEqual(['build progress message failed']);
  });

  it('says where the result goes before the command’s channel is deleted, then posts there naming the asker', async () => {
    const { api, sent } = recordingDiscord();
    const posted: { channelId: string; users: unknown }[] = [];
    const createMessage = api.createMessage.bind(api);
    api.createMessage = async (channelId, body) => {
      posted.push({ channelId, users: body.allowed_mentions?.users });
      return createMessage(channelId, body);
    };
    const progress = new ProgressReporter(api, { ...interaction, userId: '77' }, 'fr', {
      now: () => interaction.issuedAt,
      intervalMs: 0,
    });
    await progress.moveTo('5');
    await progress.report('undone', { deleted: 3, gone: 0, restored: 1 }, true);
    expect(sent.map((s) => s.via)).toEqual(['original', 'post']);
    expect(sent[0]?.content).toContain('le résultat sera publié dans <#5>.');
    expect(sent[1]?.content).toMatch(/^<@77> ✅ Annulation terminée/);
    expect(posted).toEqual([{ channelId: '5', users: ['77'] }]);
  });

  it('points to /status and sends nothing more when no channel will remain', async () => {
    const { api, sent } = recordingDiscord();
    const progress = new ProgressReporter(api, interaction, 'en', {
      now: () => interaction.issuedAt,
      intervalMs: 0,
    });
    await progress.moveTo(null);
    await progress.report('undone', { deleted: 3, gone: 0, restored: 1 }, true);
    expect(sent).toEqual([
      { via: 'original', content: expect.stringContaining('run /status in the server afterwards') },
    ]);
  });

  it('names the object each step made', () => {
    const op = (kind: string, payload: object) => ({ seq: 1, key: 'k', kind, payload }) as never;
    expect(createdName(op('role', { name: 'Mods' }))).toBe('@Mods');
    expect(createdName(op('category', { name: 'Info' }))).toBe('📁 Info');
    expect(createdName(op('channel', { name: 'rules', type: 'text' }))).toBe('#rules');
    expect(createdName(op('channel', { name: 'Lounge', type: 'voice' }))).toBe('🔊 Lounge');
    expect(createdName(op('message', { channel: 'channel:rules' }))).toBeNull();
  });

  it('stays silent without an interaction', async () => {
    const { api, sent } = recordingDiscord();
    await new ProgressReporter(api, undefined, 'en').report('built', {}, true);
    expect(sent).toEqual([]);
  });
});

describe('builtValues', () => {
  const entry = (
    operation: PlannedOperation,
    status: JournalEntry['status'],
    discordId: string | null,
  ): JournalEntry => ({
    rowId: operation.key,
    operation,
    status,
    discordId,
    error: null,
    previous: null,
  });
  const rule = (name: string, seq: number): PlannedOperation => ({
    seq,
    key: `automod:${name}`,
    kind: 'automod',
    payload: { name, triggerType: 3, exemptRoles: [] },
  });
  const journal = [
    entry(rule('spam', 0), 'done', '1'),
    entry(rule('keywords', 1), 'skipped', null),
    entry(
      {
        seq: 2,
        key: 'settings:system-channel',
        kind: 'settings',
        payload: { setting: 'system-channel', channel: 'channel:welcome' },
      },
      'done',
      '9',
    ),
    entry(
      {
        seq: 3,
        key: 'settings:onboarding',
        kind: 'settings',
        payload: { setting: 'onboarding', channels: ['channel:welcome'] },
      },
      'skipped',
      null,
    ),
    entry(
      {
        seq: 4,
        key: 'invite',
        kind: 'invite',
        payload: { channel: 'channel:welcome', maxAge: 0, maxUses: 0, temporary: false },
      },
      'done',
      'abc',
    ),
  ];

  it('reports the AutoMod rules made and the settings changed, in every language', () => {
    expect(builtValues(journal, 'en')).toMatchObject({
      automod: 1,
      settings: 'system channel',
      invite: 'https://discord.gg/abc',
    });
    for (const locale of BOT_LOCALES) {
      const report = fill(PROGRESS_TEXTS.built[locale], {
        style: 'Cozy',
        ...builtValues(journal, locale),
      });
      expect(report, locale).not.toMatch(/\{\w+\}/);
      expect(report, locale).toContain(
        SERVER_SETTINGS_TEXTS.settingNames['system-channel'][locale],
      );
    }
    expect(builtValues([], 'fr').settings).toBe('aucun');
    expect(builtValues(journal, 'en', 'http://localhost:3000/sandbox/discord/invite').invite).toBe(
      'http://localhost:3000/sandbox/discord/invite/abc',
    );
  });
});
