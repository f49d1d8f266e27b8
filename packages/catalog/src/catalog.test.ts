import {
  countChannels,
  countStylesByPlan,
  getPlan,
  PLAN_IDS,
  type PlanId,
  planRank,
  type Style,
  type StyleChannel,
  type StyleOverwrite,
  styleCard,
  styleChannels,
  styleSchema,
  validateStyleRules,
} from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS,
  countStylesByRequiredPlan,
  getStyle,
  STYLE_CARDS,
  STYLES,
  stylesForPlan,
} from './index.ts';

const atLeast = (plan: PlanId) =>
  STYLES.filter((style) => planRank(style.requiredPlan) >= planRank(plan));
const types = (style: Style) => new Set(styleChannels(style).map(({ channel }) => channel.type));
const average = (styles: Style[]) =>
  styles.reduce((sum, style) => sum + countChannels(style), 0) / styles.length;

/** The overwrites Discord applies to a channel: its own, else its category's. */
function effective(style: Style, channel: StyleChannel): StyleOverwrite[] {
  if (channel.overwrites) return channel.overwrites;
  const parent = styleChannels(style).find((placed) => placed.channel === channel)?.category;
  return parent?.overwrites ?? [];
}

function denies(
  overwrites: StyleOverwrite[],
  role: string,
  permission: 'ViewChannel' | 'SendMessages',
) {
  return overwrites.some(
    (overwrite) => overwrite.role === role && overwrite.deny.includes(permission),
  );
}

function allows(
  overwrites: StyleOverwrite[],
  role: string,
  permission: 'ViewChannel' | 'SendMessages',
) {
  return overwrites.some(
    (overwrite) => overwrite.role === role && overwrite.allow.includes(permission),
  );
}

describe('catalogue size and plans', () => {
  it('holds exactly 130 styles', () => {
    expect(STYLES).toHaveLength(130);
  });

  it('splits them 1 / 49 / 38 / 17 / 25 by required plan', () => {
    expect(countStylesByRequiredPlan()).toEqual({
      free: 1,
      starter: 49,
      premium: 38,
      ultimate: 17,
      lifetime: 25,
    });
  });

  it('unlocks 1 / 50 / 88 / 105 / 130 styles per plan', () => {
    expect(countStylesByPlan(STYLES)).toEqual({
      free: 1,
      starter: 50,
      premium: 88,
      ultimate: 105,
      lifetime: 130,
    });
    for (const plan of PLAN_IDS)
      expect(stylesForPlan(plan)).toHaveLength(countStylesByPlan(STYLES)[plan]);
  });

  it('covers at least 12 categories, each with at least 5 styles', () => {
    expect(CATEGORY_IDS.length).toBeGreaterThanOrEqual(12);
    for (const category of CATEGORY_IDS) {
      expect(
        STYLES.filter((style) => style.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('finds styles by id', () => {
    const first = STYLES[0];
    expect(first && getStyle(first.id)).toBe(first);
    expect(getStyle('no-such-style')).toBeUndefined();
  });

  it('serves one card per style', () => {
    expect(STYLE_CARDS.map((card) => card.id)).toEqual(STYLES.map((style) => style.id));
    expect(STYLE_CARDS[0]).toEqual(STYLES[0] && styleCard(STYLES[0]));
  });
});

describe('every style', () => {
  it.each(STYLES.map((style) => [style.id, style] as const))(
    '%s parses and follows every rule',
    (_, style) => {
      expect(styleSchema.parse(style)).toEqual(style);
      expect(validateStyleRules(style)).toEqual([]);
    },
  );

  it('has a unique id and name', () => {
    expect(new Set(STYLES.map((style) => style.id)).size).toBe(STYLES.length);
    expect(new Set(STYLES.map((style) => style.name.toLowerCase())).size).toBe(STYLES.length);
  });

  it('has its own channel list', () => {
    const seen = new Map<string, string>();
    for (const style of STYLES) {
      const list = styleChannels(style)
        .map(({ channel }) => `${channel.type}:${channel.name}`)
        .join('|');
      expect(seen.get(list), `${style.id} repeats ${seen.get(list)}`).toBeUndefined();
      seen.set(list, style.id);
    }
  });

  it('stays between 10 channels and its plan limit', () => {
    for (const style of STYLES) {
      const count = countChannels(style);
      expect(count, style.id).toBeGreaterThanOrEqual(10);
      expect(count, style.id).toBeLessThanOrEqual(getPlan(style.requiredPlan).channelLimit);
    }
  });

  it('greets the new member in its welcome message', () => {
    for (const style of STYLES) expect(style.settings.welcomeMessage, style.id).toContain('{user}');
  });

  it('gives every text, announcement and forum channel a topic', () => {
    for (const style of STYLES) {
      for (const { channel } of styleChannels(style)) {
        if (channel.type === 'voice' || channel.type === 'stage') continue;
        expect(channel.topic, `${style.id} #${channel.name}`).toBeTruthy();
      }
    }
  });

  it('keeps announcement channels read-only for @everyone', () => {
    for (const style of STYLES) {
      for (const { channel } of styleChannels(style)) {
        if (channel.type !== 'announcement') continue;
        expect(
          denies(effective(style, channel), '@everyone', 'SendMessages'),
          `${style.id} #${channel.name}`,
        ).toBe(true);
      }
    }
  });

  it('hides staff and log channels from @everyone', () => {
    const hidden = [
      'staff-chat',
      'mod-logs',
      'admin-chat',
      'ticket-logs',
      'raid-alerts',
      'message-logs',
    ];
    for (const style of STYLES) {
      for (const { channel } of styleChannels(style)) {
        if (!hidden.includes(channel.name)) continue;
        expect(
          denies(effective(style, channel), '@everyone', 'ViewChannel'),
          `${style.id} #${channel.name}`,
        ).toBe(true);
        expect(
          allows(effective(style, channel), 'verified', 'ViewChannel'),
          `${style.id} #${channel.name}`,
        ).toBe(false);
      }
    }
  });

  it('shows unverified members only the verification gate', () => {
    for (const style of STYLES.filter((candidate) => candidate.settings.verification)) {
      const gate = style.categories.find((category) =>
        category.channels.some(
          (channel) => channel.key === style.settings.verification?.channelKey,
        ),
      );
      for (const placed of styleChannels(style)) {
        const visible = !denies(effective(style, placed.channel), '@everyone', 'ViewChannel');
        expect(visible, `${style.id} #${placed.channel.name}`).toBe(placed.category === gate);
      }
      for (const category of style.categories.filter((candidate) => candidate !== gate)) {
        const overwrites = category.overwrites ?? [];
        const staffOnly = !allows(overwrites, 'verified', 'ViewChannel');
        const memberArea = allows(overwrites, 'verified', 'ViewChannel');
        expect(staffOnly || memberArea, `${style.id} ${category.name}`).toBe(true);
      }
    }
  });

  it('verifies with the button or the captcha, never a reaction (ADR 0014)', () => {
    for (const style of STYLES) {
      const type = style.settings.verification?.type;
      if (type) expect(['button', 'captcha'], style.id).toContain(type);
      expect(style.settings.welcomeMessage, style.id).not.toMatch(/\breact\b/i);
    }
    // The three styles that verified with a reaction now use the button.
    for (const id of ['gaming-youtuber-community', 'beat-battle-arena', 'gacha-guild']) {
      expect(getStyle(id)?.settings.verification?.type, id).toBe('button');
    }
  });

  it('limits voice rooms to what Discord allows', () => {
    for (const style of STYLES) {
      for (const { channel } of styleChannels(style)) {
        if (channel.type === 'voice')
          expect(channel.userLimit ?? 0, style.id).toBeLessThanOrEqual(99);
      }
    }
  });
});

describe('richer plans bring richer styles', () => {
  it('keeps free and starter styles to text and voice without bot systems', () => {
    for (const style of STYLES.filter(
      (candidate) => planRank(candidate.requiredPlan) <= planRank('starter'),
    )) {
      expect(
        [...types(style)].every((type) => type === 'text' || type === 'voice'),
        style.id,
      ).toBe(true);
      expect(style.settings.verification ?? style.settings.tickets, style.id).toBeUndefined();
    }
  });

  it('gives every premium and higher style tickets or verification', () => {
    for (const style of atLeast('premium')) {
      expect(Boolean(style.settings.tickets ?? style.settings.verification), style.id).toBe(true);
    }
  });

  it('gives every ultimate and higher style a forum or stage, verification and a raid alert log', () => {
    for (const style of atLeast('ultimate')) {
      expect(types(style).has('forum') || types(style).has('stage'), style.id).toBe(true);
      expect(style.settings.verification, style.id).toBeDefined();
      expect(
        styleChannels(style).some(({ channel }) => channel.name === 'raid-alerts'),
        style.id,
      ).toBe(true);
    }
  });

  it('makes lifetime styles the richest: 50+ channels with every channel type and bot system', () => {
    for (const style of atLeast('lifetime')) {
      expect(countChannels(style), style.id).toBeGreaterThanOrEqual(50);
      for (const type of ['text', 'voice', 'announcement', 'forum', 'stage'] as const) {
        expect(types(style).has(type), `${style.id} ${type}`).toBe(true);
      }
      expect(style.settings.tickets && style.settings.verification, style.id).toBeTruthy();
    }
  });

  it('grows the average channel count with each plan', () => {
    const paid = PLAN_IDS.filter((plan) => plan !== 'free');
    const averages = paid.map((plan) =>
      average(STYLES.filter((style) => style.requiredPlan === plan)),
    );
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    expect(average(atLeast('lifetime'))).toBeGreaterThan(
      average(STYLES.filter((style) => style.requiredPlan === 'starter')),
    );
  });
});
