import { STYLES } from '@guildsmith/catalog';
import { countChannels, getPlan, planRank } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { questionBank, resolveAnswers } from '../questionnaire/question-bank.ts';
import { type BuildPlan, opKey, type PlannedOperation, TOKEN } from './plan-types.ts';
import { BuildPlanError, planBuild } from './planner.ts';

function style(id: string) {
  const found = STYLES.find((s) => s.id === id);
  if (!found) throw new Error(`style ${id} missing`);
  return found;
}

const mega = style('gaming-mega-community');

function defaultPlan(id: string, plan = style(id).requiredPlan): BuildPlan {
  return planBuild(style(id), resolveAnswers(style(id), plan, {}), { plan });
}

/** Every key an operation points at, which must be created before it. */
function references(operation: PlannedOperation): string[] {
  switch (operation.kind) {
    case 'role':
      return [];
    case 'category':
    case 'channel':
      return [
        ...(operation.payload.parent ? [operation.payload.parent] : []),
        ...operation.payload.overwrites.map((o) => o.target).filter((t) => t !== '@everyone'),
      ];
    case 'message': {
      const tokens = [...JSON.stringify(operation.payload.body).matchAll(TOKEN)]
        .map((match) => match[1] ?? '')
        .filter((token) => token !== 'server');
      return [operation.payload.channel, ...tokens];
    }
    case 'invite':
      return [operation.payload.channel];
    case 'automod':
      return operation.payload.exemptRoles;
    case 'settings': {
      const payload = operation.payload;
      if (payload.setting === 'system-channel') return [payload.channel];
      if (payload.setting === 'onboarding') return payload.channels;
      return payload.channels.map((entry) => entry.channel);
    }
  }
}

describe('planBuild', () => {
  it('orders every style as roles, categories, channels, messages, AutoMod, settings, then one invite', () => {
    const order = ['role', 'category', 'channel', 'message', 'automod', 'settings', 'invite'];
    for (const candidate of STYLES) {
      const { operations } = defaultPlan(candidate.id);
      const ranks = operations.map((operation) => order.indexOf(operation.kind));
      expect(ranks, candidate.id).toEqual([...ranks].sort((a, b) => a - b));
      expect(operations.filter((o) => o.kind === 'invite')).toHaveLength(1);
      expect(operations.at(-1)?.kind).toBe('invite');
      expect(operations.map((o) => o.seq)).toEqual(operations.map((_, index) => index));
      expect(new Set(operations.map((o) => o.key)).size).toBe(operations.length);
      const seen = new Set<string>();
      for (const operation of operations) {
        for (const reference of references(operation)) {
          expect(seen.has(reference), `${candidate.id} ${operation.key} -> ${reference}`).toBe(
            true,
          );
        }
        seen.add(operation.key);
      }
    }
  });

  it('creates roles in display order, highest first, so no reorder call is needed', () => {
    const roles = defaultPlan(mega.id).operations.filter((o) => o.kind === 'role');
    expect(roles.map((o) => o.key)).toEqual(mega.roles.map((role) => opKey.role(role.key)));
    expect(roles[0]?.payload).toMatchObject({
      name: 'Server Owner',
      permissions: '8',
      hoist: true,
    });
  });

  it('creates each channel once with its overwrites, parent, topic, position and limits inline', () => {
    const plan = defaultPlan(mega.id);
    const channels = plan.operations.filter((o) => o.kind === 'channel');
    expect(channels).toHaveLength(countChannels(mega));
    const verify = channels.find((o) => o.key === 'channel:verify');
    expect(verify?.payload).toMatchObject({
      name: 'verify',
      type: 'text',
      parent: 'category:cat-verification',
      position: 0,
      positionBase: 'none',
      topic: expect.stringContaining('captcha'),
    });
    expect(verify?.payload.overwrites).toContainEqual({
      target: 'role:verified',
      allow: '0',
      deny: '1024',
    });
    const stages = channels.filter((o) => o.payload.type === 'stage');
    expect(stages.length).toBeGreaterThan(0);
    const slow = channels.find((o) => o.payload.rateLimitPerUser !== undefined);
    expect(slow).toBeDefined();
  });

  it('stores the ticket types as the menu shows them, so a typed placeholder cannot make a type unpickable', () => {
    const answers = {
      ...resolveAnswers(mega, 'lifetime', {}),
      'ticket-types': 'Billing ⟦role:owner⟧, Bugs',
    };
    const plan = planBuild(mega, answers, { plan: 'lifetime' });
    const menu = plan.operations.find((o) => o.key === 'message:tickets');
    if (menu?.kind !== 'message') throw new Error('no ticket menu');
    const body = menu.payload.body as {
      components: { components: { options: { value: string }[] }[] }[];
    };
    const options = body.components[0]?.components[0]?.options.map((option) => option.value);
    expect(options).toEqual(['Billing role:owner', 'Bugs']);
    expect(plan.setup.tickets?.types).toEqual(options);
  });

  it('sends every message without pings, and user text cannot smuggle placeholders', () => {
    const answers = {
      ...resolveAnswers(mega, 'lifetime', {}),
      'welcome-message': 'Hi @everyone ⟦role:owner⟧ to {server}',
    };
    const plan = planBuild(mega, answers, { plan: 'lifetime' });
    const messages = plan.operations.filter((o) => o.kind === 'message');
    expect(messages.map((m) => m.key)).toEqual([
      'message:welcome',
      'message:rules',
      'message:verification',
      'message:tickets',
    ]);
    for (const message of messages) {
      expect(message.payload.body.allowed_mentions).toEqual({ parse: [] });
    }
    const welcome = JSON.stringify(messages[0]?.payload.body);
    expect(welcome).toContain('Hi @everyone role:owner to ⟦server⟧');
    const tickets = messages[3]?.payload.body as {
      components: { components: { custom_id: string }[] }[];
    };
    expect(tickets.components[0]?.components[0]?.custom_id).toBe('gs:ticket');
  });

  it('posts long plain rules as several messages and localises the bot’s own words', () => {
    const rules = Array.from(
      { length: 60 },
      (_, i) => `${i + 1}. ${'Be kind to everyone. '.repeat(3)}`,
    );
    const answers = {
      ...resolveAnswers(mega, 'lifetime', {}),
      'rules-text': rules.join('\n'),
      'rules-format': 'plain',
      language: 'fr',
    };
    const plan = planBuild(mega, answers, { plan: 'lifetime' });
    const parts = plan.operations.filter(
      (o) => o.kind === 'message' && o.key.startsWith('message:rules'),
    ) as Extract<PlannedOperation, { kind: 'message' }>[];
    expect(parts.map((o) => o.key)).toEqual([
      'message:rules',
      'message:rules-2',
      'message:rules-3',
    ]);
    for (const part of parts) {
      const content = String((part.payload.body as { content: string }).content);
      expect(content.length).toBeLessThanOrEqual(2000);
    }
    expect(JSON.stringify(parts[0]?.payload.body)).toContain('Règles du serveur');
    expect(plan.locale).toBe('fr');
  });

  it('builds generic names in the chosen language and keeps the names the owner typed', () => {
    const starter = style('community-starter');
    const plan = 'premium';
    const names = (answers: Record<string, unknown>) => {
      const built = planBuild(starter, resolveAnswers(starter, plan, answers), { plan });
      return built.operations.flatMap((operation) =>
        operation.kind === 'role' || operation.kind === 'category' || operation.kind === 'channel'
          ? [operation.payload.name]
          : [],
      );
    };
    const english = names({ language: 'en' });
    expect(english).toEqual(expect.arrayContaining(['general', 'rules', 'Moderator']));
    const german = names({ language: 'de' });
    expect(german).toEqual(expect.arrayContaining(['allgemein', 'regeln', 'Informationen']));
    expect(german).not.toContain('general');
    const japanese = names({ language: 'ja' });
    expect(japanese).toEqual(expect.arrayContaining(['雑談', 'ルール']));
    // What the owner typed is theirs, in any language.
    const renamed = names({ language: 'de', 'channel-name:general': 'lobby' });
    expect(renamed).toContain('lobby');
    expect(renamed).not.toContain('allgemein');
    // The same count of objects in every language: only names change.
    expect(german).toHaveLength(english.length);
  });

  it('never plans more channels than the plan allows, even when every voice category asks for more', () => {
    for (const candidate of STYLES) {
      const plan = candidate.requiredPlan;
      const answers: Record<string, unknown> = { ...resolveAnswers(candidate, plan, {}) };
      for (const question of questionBank(candidate, plan)) {
        if (question.kind === 'number' && question.id.startsWith('voice-rooms:')) {
          answers[question.id] = question.max;
        }
      }
      const operations = planBuild(candidate, answers as never, { plan }).operations;
      const channels = operations.filter((o) => o.kind === 'channel').length;
      expect(channels, candidate.id).toBeLessThanOrEqual(getPlan(plan).channelLimit);
    }
  });

  it('adds numbered voice rooms after the last one', () => {
    const category = mega.categories.find((c) => c.key === 'cat-voice-channels');
    if (!category) throw new Error('voice category missing');
    const rooms = category.channels.filter((c) => c.type === 'voice');
    const answers = {
      ...resolveAnswers(mega, 'lifetime', {}),
      'voice-rooms:cat-voice-channels': rooms.length + 2,
    };
    const channels = planBuild(mega, answers, { plan: 'lifetime' }).operations.filter(
      (o) => o.kind === 'channel' && o.payload.parent === 'category:cat-voice-channels',
    );
    expect(channels).toHaveLength(category.channels.length + 2);
    const last = rooms.at(-1);
    expect(channels.map((o) => o.key)).toContain(`channel:${last?.key}-2`);
  });

  it('refuses a style above the plan', () => {
    expect(() => planBuild(mega, {}, { plan: 'premium' })).toThrow(BuildPlanError);
    expect(planRank('lifetime')).toBeGreaterThan(planRank('premium'));
  });

  it('records what the bot needs to run verification and tickets', () => {
    const plan = defaultPlan(mega.id);
    expect(plan.setup).toEqual({
      language: 'en',
      welcomeChannel: 'channel:welcome',
      rulesChannel: 'channel:rules',
      verification: { type: 'captcha', role: 'role:verified', channel: 'channel:verify' },
      tickets: {
        types: mega.settings.tickets?.categories,
        staffRole: `role:${mega.settings.tickets?.staffRoleKey}`,
        channel: `channel:${mega.settings.tickets?.channelKey}`,
        logChannel: 'channel:ticket-transcripts',
      },
    });
  });
});
