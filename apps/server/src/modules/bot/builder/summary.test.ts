import { STYLES } from '@guildsmith/catalog';
import { describe, expect, it } from 'vitest';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import { BOT_LOCALES } from '../texts/locales.ts';
import { SUMMARY_TEXTS } from '../texts/summary-texts.ts';
import {
  DISCORD_BUCKET_MODEL,
  globalMinimumMs,
  type ModelledCall,
  minimumDurationMs,
} from './bucket-model.ts';
import { planBuild } from './planner.ts';
import { durationWords, ESTIMATED_CALL_LATENCY_MS, summarizePlan } from './summary.ts';

const repeat = (call: ModelledCall, times: number) => Array.from({ length: times }, () => call);

describe('minimumDurationMs', () => {
  it('waits a full window for every 10 channel creates after the first 10', () => {
    expect(minimumDurationMs(repeat({ kind: 'channel-create' }, 10))).toBe(0);
    expect(minimumDurationMs(repeat({ kind: 'channel-create' }, 11))).toBe(10_000);
    expect(minimumDurationMs(repeat({ kind: 'channel-create' }, 75))).toBe(70_000);
  });

  it('counts roles and channels in separate buckets and messages per channel', () => {
    const calls: ModelledCall[] = [
      ...repeat({ kind: 'role-create' }, 10),
      ...repeat({ kind: 'channel-create' }, 10),
      ...repeat({ kind: 'message-create', scope: 'a' }, 5),
      ...repeat({ kind: 'message-create', scope: 'b' }, 5),
    ];
    expect(minimumDurationMs(calls)).toBe(0);
    expect(minimumDurationMs([...calls, { kind: 'message-create', scope: 'a' }])).toBe(
      DISCORD_BUCKET_MODEL.messageCreates.windowMs,
    );
  });

  it('keeps within the global limit of 50 per second', () => {
    const calls = Array.from(
      { length: 60 },
      (_, i): ModelledCall => ({
        kind: 'message-create',
        scope: String(i),
      }),
    );
    expect(minimumDurationMs(calls)).toBe(1000);
  });
});

describe('globalMinimumMs', () => {
  it('lets 50 calls go at once and each next 50 a second later', () => {
    expect([0, 1, 50, 51, 100, 101, 2140].map(globalMinimumMs)).toEqual([
      0, 0, 0, 1000, 1000, 2000, 42_000,
    ]);
  });
});

describe('summarizePlan', () => {
  const mega = STYLES.find((s) => s.id === 'gaming-mega-community');
  if (!mega) throw new Error('style missing');
  const plan = planBuild(mega, resolveAnswers(mega, 'lifetime', {}), { plan: 'lifetime' });

  it('counts what the build adds by type and estimates from the bucket model', () => {
    const summary = summarizePlan(plan);
    expect(summary).toMatchObject({
      styleId: mega.id,
      roles: 13,
      categories: 13,
      channels: { text: 52, voice: 13, announcement: 2, forum: 3, stage: 1, total: 71 },
      messages: 4,
      invites: 1,
      automodRules: 3,
      settings: ['system-channel', 'welcome-screen', 'onboarding'],
      calls: plan.operations.length,
      changesExisting: true,
    });
    expect(summary.calls).toBe(13 + 13 + 71 + 4 + 3 + 3 + 1);
    // The last 3 of 13 roles wait one window; the 84 channel creates then fill 9 windows.
    // AutoMod rules and settings have buckets of their own and never wait.
    expect(summary.estimatedMs).toBe(10_000 + 80_000 + summary.calls * ESTIMATED_CALL_LATENCY_MS);
    expect(summary.text).toContain(
      'Channels: 71 (52 text, 13 voice, 2 announcement, 3 forum, 1 stage)',
    );
    expect(summary.text).toContain(
      'AutoMod rules: 3 (Guildsmith: blocked words, Guildsmith: mention spam, Guildsmith: spam)',
    );
    expect(summary.text).toContain('System channel: #welcome, with join messages on.');
    expect(summary.text).toContain(
      'Welcome screen (Community servers only): #verify, #verification-help.',
    );
    expect(summary.text).toContain(
      'Onboarding default channels added (Community servers only): #verify, #verification-help.',
    );
    expect(summary.text).toContain('/undo puts them back as they were');
    expect(summary.text).not.toContain('Nothing that already exists in your server is changed');
    expect(summary.text).toContain('Estimated time: about 1 min 50 sec.');
    expect(summary.text).not.toContain('Discord calls');
    expect([...summary.text].length).toBeLessThanOrEqual(2000);
  });

  it('lists each category the build adds with its channels, by name', () => {
    const starter = STYLES.find((s) => s.id === 'community-starter');
    if (!starter) throw new Error('style missing');
    const small = planBuild(starter, resolveAnswers(starter, 'free', {}), { plan: 'free' });
    const text = summarizePlan(small).text;
    expect(text).toContain('📁 **Information**: #welcome, #rules, #announcements');
    expect(text).toContain('📁 **Community**: #general, #introductions, #media, #off-topic');
    expect(text).toMatch(/📁 \*\*Voice Channels\*\*: 🔊 General, 🔊 Chill Room/);
    // A layout too long for one message names its categories with their channel counts.
    for (const locale of BOT_LOCALES) {
      const mega = summarizePlan(plan, locale).text;
      expect([...mega].length, locale).toBeLessThanOrEqual(2000);
      expect(mega, locale).toContain('📁 **');
    }
  });

  it('lists the AutoMod rules and every settings change in all 8 languages', () => {
    const off = planBuild(mega, resolveAnswers(mega, 'lifetime', { moderation: 'off' }), {
      plan: 'lifetime',
    });
    for (const locale of BOT_LOCALES) {
      const text = summarizePlan(plan, locale).text;
      const line = (key: keyof typeof SUMMARY_TEXTS) =>
        SUMMARY_TEXTS[key][locale].split('{')[0] ?? '';
      for (const key of ['automod', 'systemChannel', 'welcomeScreen', 'onboarding'] as const) {
        expect(text, `${locale} ${key}`).toContain(line(key));
      }
      expect(text, locale).toContain(SUMMARY_TEXTS.settingsChanged[locale]);
      expect(summarizePlan(off, locale).text, locale).toContain(SUMMARY_TEXTS.automodOff[locale]);
    }
    expect(summarizePlan(off).automodRules).toBe(0);
  });

  it('says, in every language, that the gate leaves the channels the owner had as they were', () => {
    for (const locale of BOT_LOCALES) {
      const sentence = SUMMARY_TEXTS.existingChannelsKept[locale];
      expect(sentence.trim().length, locale).toBeGreaterThan(20);
      expect(summarizePlan(plan, locale).text, locale).toContain(sentence);
    }
    const starter = STYLES.find((s) => s.id === 'community-starter');
    if (!starter) throw new Error('style missing');
    expect(starter.settings.verification).toBeUndefined();
    const open = summarizePlan(
      planBuild(starter, resolveAnswers(starter, 'free', {}), { plan: 'free' }),
    );
    expect(open.text).not.toContain(SUMMARY_TEXTS.existingChannelsKept.en);
  });

  it('speaks the plan’s language', () => {
    const japanese = summarizePlan(plan, 'ja');
    expect(japanese.text).toContain('既存のものは何も削除されず');
    expect(durationWords(95_000, 'de')).toBe('1 Min. 35 Sek.');
    expect(durationWords(1000, 'en')).toBe('5 sec');
  });
});
