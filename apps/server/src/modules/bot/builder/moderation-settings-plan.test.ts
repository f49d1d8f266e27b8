import { STYLES } from '@guildsmith/catalog';
import {
  AutoModerationActionType,
  AutoModerationRuleEventType,
  AutoModerationRuleKeywordPresetType,
  AutoModerationRuleTriggerType,
  type RESTPostAPIAutoModerationRuleJSONBody,
} from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import { BOT_LOCALES } from '../texts/locales.ts';
import { SERVER_SETTINGS_TEXTS } from '../texts/server-settings-texts.ts';
import { type BuildPlan, opKey, type PlannedOperation } from './plan-types.ts';
import { planBuild } from './planner.ts';
import { automodBody } from './resolve.ts';

function style(id: string) {
  const found = STYLES.find((s) => s.id === id);
  if (!found) throw new Error(`style ${id} missing`);
  return found;
}

const mega = style('gaming-mega-community');

function defaultPlan(id: string, plan = style(id).requiredPlan): BuildPlan {
  return planBuild(style(id), resolveAnswers(style(id), plan, {}), { plan });
}

describe('AutoMod rules from the moderation level', () => {
  const context = {
    guildId: '100',
    guildName: 'Test',
    ids: new Map(mega.roles.map((role, index) => [opKey.role(role.key), String(200 + index)])),
    snapshot: {
      roleIds: [],
      channelIds: [],
      categoryPositionBase: 0,
      topLevelPositionBase: 0,
      takenAt: '',
    },
  };
  const rulesAt = (moderation: string, locale = 'en') =>
    planBuild(mega, resolveAnswers(mega, 'lifetime', { moderation, language: locale }), {
      plan: 'lifetime',
    }).operations.filter((o) => o.kind === 'automod');

  it('plans three rules at the standard level (the default), one call each, exempting the staff', () => {
    const rules = rulesAt('standard');
    expect(rules.map((rule) => rule.key)).toEqual([
      'automod:keywords',
      'automod:mentions',
      'automod:spam',
    ]);
    expect(rules).toEqual(defaultPlan(mega.id).operations.filter((o) => o.kind === 'automod'));
    const staff = mega.roles.filter((role) => role.staff);
    const staffIds = staff.map((role) => context.ids.get(opKey.role(role.key)));
    const bodies: RESTPostAPIAutoModerationRuleJSONBody[] = rules.map((rule) =>
      automodBody(rule.payload, context),
    );
    const block = [{ type: AutoModerationActionType.BlockMessage }];
    expect(bodies).toEqual([
      {
        name: 'Guildsmith: blocked words',
        event_type: AutoModerationRuleEventType.MessageSend,
        trigger_type: AutoModerationRuleTriggerType.KeywordPreset,
        trigger_metadata: {
          presets: [
            AutoModerationRuleKeywordPresetType.Profanity,
            AutoModerationRuleKeywordPresetType.Slurs,
          ],
        },
        actions: block,
        enabled: true,
        exempt_roles: staffIds,
      },
      {
        name: 'Guildsmith: mention spam',
        event_type: AutoModerationRuleEventType.MessageSend,
        trigger_type: AutoModerationRuleTriggerType.MentionSpam,
        trigger_metadata: { mention_total_limit: 5, mention_raid_protection_enabled: true },
        actions: block,
        enabled: true,
        exempt_roles: staffIds,
      },
      {
        name: 'Guildsmith: spam',
        event_type: AutoModerationRuleEventType.MessageSend,
        trigger_type: AutoModerationRuleTriggerType.Spam,
        actions: block,
        enabled: true,
        exempt_roles: staffIds,
      },
    ]);
    expect(staffIds.length).toBeGreaterThanOrEqual(5);
    expect(staffIds.length).toBeLessThanOrEqual(20);
  });

  it('adds sexual content and lowers the mention limit to 3 when strict, and plans none when off', () => {
    const strict = rulesAt('strict').map((rule) => automodBody(rule.payload, context));
    expect(strict[0]?.trigger_metadata?.presets).toEqual([
      AutoModerationRuleKeywordPresetType.Profanity,
      AutoModerationRuleKeywordPresetType.SexualContent,
      AutoModerationRuleKeywordPresetType.Slurs,
    ]);
    expect(strict[1]?.trigger_metadata?.mention_total_limit).toBe(3);
    expect(rulesAt('off')).toEqual([]);
  });

  it('names the rules in the build’s language', () => {
    expect(rulesAt('standard', 'de').map((rule) => rule.payload.name)).toEqual([
      'Guildsmith: gesperrte Wörter',
      'Guildsmith: Erwähnungs-Spam',
      'Guildsmith: Spam',
    ]);
  });
});

describe('server settings', () => {
  const settingsOf = (plan: BuildPlan) =>
    plan.operations.filter(
      (o): o is Extract<PlannedOperation, { kind: 'settings' }> => o.kind === 'settings',
    );

  it('keeps the welcome screen’s lines within Discord’s limits in every language', () => {
    for (const locale of BOT_LOCALES) {
      for (const line of Object.values(SERVER_SETTINGS_TEXTS.welcomeChannel)) {
        expect([...line[locale]].length, line.en).toBeLessThanOrEqual(50);
      }
      const description = SERVER_SETTINGS_TEXTS.welcomeDescription[locale];
      expect([...description.replace('{server}', '')].length, locale).toBeLessThanOrEqual(140);
    }
  });

  it('points the system channel at the welcome channel in every style', () => {
    for (const candidate of STYLES) {
      const [system] = settingsOf(defaultPlan(candidate.id));
      expect(system?.payload, candidate.id).toEqual({
        setting: 'system-channel',
        channel: opKey.channel(
          candidate.settings.systemChannelKey ?? candidate.settings.welcomeChannelKey,
        ),
      });
    }
  });

  it('shows newcomers behind a gate only the gate on the welcome screen and in onboarding', () => {
    const [, welcome, onboarding] = settingsOf(defaultPlan(mega.id));
    expect(welcome?.payload).toEqual({
      setting: 'welcome-screen',
      description: 'Welcome to ⟦server⟧! Start with the channels below.',
      channels: [
        { channel: 'channel:verify', description: 'Verify here to unlock the server' },
        {
          channel: 'channel:verification-help',
          description: 'Stuck at the gate? Describe the problem and a mod…',
        },
      ],
    });
    expect(onboarding?.payload).toEqual({
      setting: 'onboarding',
      channels: ['channel:verify', 'channel:verification-help'],
    });
  });

  it('lists the rules, the welcome and the main chat first where there is no gate, at most 5', () => {
    const starter = style('community-starter');
    const [, welcome, onboarding] = settingsOf(defaultPlan(starter.id));
    if (welcome?.payload.setting !== 'welcome-screen') throw new Error('no welcome screen');
    expect(welcome.payload.channels.map((entry) => entry.channel).slice(0, 3)).toEqual([
      opKey.channel(starter.settings.rulesChannelKey ?? ''),
      opKey.channel(starter.settings.welcomeChannelKey),
      'channel:general',
    ]);
    expect(welcome.payload.channels.length).toBeLessThanOrEqual(5);
    for (const entry of welcome.payload.channels) {
      expect(entry.description.length).toBeGreaterThan(0);
      expect([...entry.description].length).toBeLessThanOrEqual(50);
    }
    if (onboarding?.payload.setting !== 'onboarding') throw new Error('no onboarding');
    expect(onboarding.payload.channels.slice(0, 5)).toEqual(
      welcome.payload.channels.map((entry) => entry.channel),
    );
  });
});
