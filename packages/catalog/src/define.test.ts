import { styleSchema } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { info } from './blocks/info.ts';
import { section } from './blocks/section.ts';
import { staffArea } from './blocks/staff.ts';
import { tickets } from './blocks/tickets.ts';
import { verification } from './blocks/verification.ts';
import { listOf, stage, text, voice } from './channels.ts';
import { defineStyle, type StyleDefinition } from './define.ts';
import { communityRoles } from './roles/social.ts';
import { supportRoles } from './roles/work.ts';
import { BASE_RULES } from './rules.ts';

function base(overrides: Partial<StyleDefinition> = {}): StyleDefinition {
  return {
    id: 'unit-style',
    name: 'Unit Style',
    description: 'A style built in a unit test.',
    category: 'community',
    plan: 'premium',
    tags: [],
    roles: communityRoles(),
    welcome: 'Hi {user}, welcome to {server}.',
    blocks: [info(), section('Chat', 'general memes off-topic'), staffArea()],
    ...overrides,
  };
}

describe('defineStyle', () => {
  it('leaves plain member channels to inherit from their category', () => {
    const style = defineStyle(base());
    const chat = style.categories.find((category) => category.name === 'Chat');
    expect(chat?.overwrites).toBeUndefined();
    expect(chat?.channels.every((channel) => channel.overwrites === undefined)).toBe(true);
  });

  it('makes read-only channels writable only by posters, on top of the category gate', () => {
    const style = defineStyle(base({ blocks: [verification(), info(), staffArea()] }));
    const rules = style.categories
      .flatMap((category) => category.channels)
      .find((channel) => channel.key === 'rules');
    expect(rules?.overwrites).toEqual([
      {
        role: '@everyone',
        allow: [],
        deny: ['ViewChannel', 'SendMessages', 'CreatePublicThreads', 'CreatePrivateThreads'],
      },
      { role: 'verified', allow: ['ViewChannel'], deny: [] },
      { role: 'admin', allow: ['ViewChannel', 'SendMessages'], deny: [] },
      { role: 'mod', allow: ['ViewChannel'], deny: [] },
      { role: 'event-host', allow: ['ViewChannel', 'SendMessages'], deny: [] },
      { role: 'helper', allow: ['ViewChannel'], deny: [] },
    ]);
  });

  it('hides the verify channel again once a member is verified', () => {
    const style = defineStyle(
      base({ blocks: [verification({ type: 'captcha' }), info(), staffArea()] }),
    );
    const gate = style.categories[0];
    expect(gate?.overwrites).toBeUndefined();
    expect(gate?.channels[0]?.overwrites).toContainEqual({
      role: 'verified',
      allow: [],
      deny: ['ViewChannel'],
    });
    expect(style.settings.verification).toEqual({
      type: 'captcha',
      channelKey: 'verify',
      verifiedRoleKey: 'verified',
    });
    expect(style.roles.at(-1)).toMatchObject({ key: 'verified', staff: false });
  });

  it('gives uncategorised channels their own gate', () => {
    const style = defineStyle(
      base({
        blocks: [
          verification(),
          info(),
          staffArea(),
          { categories: [], topLevel: [text('start-here', 'Read me.')] },
        ],
      }),
    );
    expect(style.channels?.[0]?.overwrites?.[0]).toEqual({
      role: '@everyone',
      allow: [],
      deny: ['ViewChannel'],
    });
    expect(styleSchema.safeParse(style).success).toBe(true);
  });

  it('makes event hosts Stage Moderators and skips Administrator roles', () => {
    const style = defineStyle(
      base({ blocks: [info(), section('Talks', ['general', stage('Main Stage')]), staffArea()] }),
    );
    const talk = style.categories.find((category) => category.name === 'Talks')?.channels[1];
    expect(talk?.overwrites).toContainEqual({
      role: 'event-host',
      allow: ['ManageChannels', 'MuteMembers', 'MoveMembers'],
      deny: [],
    });
    expect(talk?.overwrites?.some((overwrite) => overwrite.role === 'owner')).toBe(false);
  });

  it('routes tickets to the support team, else to moderators', () => {
    const desk = tickets({ types: ['Help'] });
    expect(
      defineStyle(base({ roles: supportRoles(), blocks: [info(), desk, staffArea()] })).settings
        .tickets,
    ).toEqual({
      channelKey: 'open-a-ticket',
      categories: ['Help'],
      staffRoleKey: 'tier-2',
    });
    expect(
      defineStyle(base({ blocks: [info(), desk, staffArea()] })).settings.tickets?.staffRoleKey,
    ).toBe('mod');
  });

  it('numbers the rules after the base rules', () => {
    const style = defineStyle(base({ rules: ['No spoilers.'] }));
    const lines = style.settings.rulesText?.split('\n') ?? [];
    expect(lines).toHaveLength(BASE_RULES.length + 1);
    expect(lines.at(-1)).toBe(`${BASE_RULES.length + 1}. No spoilers.`);
  });

  it('refuses a style without a welcome channel or with two', () => {
    expect(() => defineStyle(base({ blocks: [info({ welcome: false })] }))).toThrow(
      /no block provides a welcome channel/,
    );
    expect(() => defineStyle(base({ blocks: [info(), info({ name: 'Again' })] }))).toThrow(
      /two blocks set settings/,
    );
  });
});

describe('role sets', () => {
  it('adds optional staff roles in the set’s order and keeps display order', () => {
    const keys = (size: 5 | 6 | 7 | 8) =>
      communityRoles({ size })
        .roles.filter((role) => role.staff)
        .map((role) => role.key);
    expect(keys(5)).toEqual(['owner', 'admin', 'mod', 'event-host', 'helper']);
    expect(keys(6)).toEqual(['owner', 'admin', 'mod', 'event-host', 'welcomer', 'helper']);
    expect(keys(8)).toHaveLength(8);
  });

  it('renames by key and refuses unknown keys', () => {
    expect(communityRoles({ names: { owner: 'Mayor' } }).roles[0]?.name).toBe('Mayor');
    expect(() => communityRoles({ names: { ghost: 'Boo' } })).toThrow(/Unknown role key "ghost"/);
  });
});

describe('channel lists', () => {
  it('reads names, read-only marks and drafts, with dictionary topics', () => {
    const [general, rules, lounge] = listOf(['general', '!rules', voice('Lounge', 4)]);
    expect(general).toMatchObject({ name: 'general', type: 'text', slowmode: 5 });
    expect(general?.topic).toBeTruthy();
    expect(rules).toMatchObject({ name: 'rules', readOnly: true });
    expect(lounge).toEqual({ name: 'Lounge', type: 'voice', userLimit: 4 });
  });

  it('refuses a channel nobody wrote a topic for', () => {
    expect(() => listOf('no-such-channel-anywhere')).toThrow(
      /No topic for channel "no-such-channel-anywhere"/,
    );
  });
});
