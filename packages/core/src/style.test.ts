import { describe, expect, it } from 'vitest';
import {
  countChannels,
  DISCORD_PERMISSION_BITS,
  PERMISSION_NAMES,
  type PermissionName,
  permissionsToBitfield,
  roleColorToInt,
  STYLE_CATEGORIES,
  type Style,
  type StyleChannel,
  type StyleRole,
  styleCard,
  styleChannels,
  styleHasVoice,
  styleNeedsCommunity,
  styleSchema,
  styleTags,
  validateStyleRules,
} from './style.ts';

const role = (
  key: string,
  name: string,
  staff = true,
  permissions: PermissionName[] = [],
): StyleRole => ({
  key,
  name,
  color: '#5865f2',
  hoist: staff,
  mentionable: false,
  permissions,
  staff,
});

const text = (name: string, extra: Partial<StyleChannel> = {}): StyleChannel => ({
  key: name,
  name,
  type: 'text',
  ...extra,
});

/** A sound starter style: 12 channels, 5 staff roles, verification and tickets. */
function fixture(): Style {
  return {
    id: 'test-hangout',
    name: 'Test Hangout',
    description: 'A small layout used by the tests.',
    category: 'community',
    tags: ['test'],
    requiredPlan: 'starter',
    roles: [
      role('owner', 'Owner', true, ['Administrator']),
      role('admin', 'Admin', true, ['ManageGuild', 'BanMembers']),
      role('mod', 'Moderator', true, ['KickMembers', 'ModerateMembers']),
      role('support', 'Support', true, ['ManageThreads']),
      role('helper', 'Helper', true, ['ManageMessages']),
      role('verified', 'Verified', false),
    ],
    categories: [
      {
        key: 'cat-verify',
        name: 'Verify',
        channels: [
          text('verify', {
            topic: 'Press the button to get in.',
            overwrites: [{ role: '@everyone', allow: [], deny: ['SendMessages'] }],
          }),
        ],
      },
      {
        key: 'cat-info',
        name: 'Information',
        overwrites: [
          { role: '@everyone', allow: [], deny: ['ViewChannel'] },
          { role: 'verified', allow: ['ViewChannel'], deny: [] },
        ],
        channels: [
          text('welcome'),
          text('rules'),
          {
            key: 'announcements',
            name: 'announcements',
            type: 'announcement',
            overwrites: [
              { role: '@everyone', allow: [], deny: ['ViewChannel', 'SendMessages'] },
              { role: 'verified', allow: ['ViewChannel'], deny: [] },
              { role: 'admin', allow: ['SendMessages'], deny: [] },
            ],
          },
          text('open-a-ticket'),
        ],
      },
      {
        key: 'cat-chat',
        name: 'Chat',
        channels: [
          text('general', { topic: 'Anything goes.', slowmodeSeconds: 5 }),
          text('memes'),
          text('introductions'),
          { key: 'voice-lounge', name: 'Lounge 1', type: 'voice', userLimit: 5 },
          { key: 'voice-lounge-2', name: 'Lounge 2', type: 'voice' },
        ],
      },
      {
        key: 'cat-staff',
        name: 'Staff Room',
        overwrites: [
          { role: '@everyone', allow: [], deny: ['ViewChannel'] },
          { role: 'mod', allow: ['ViewChannel'], deny: [] },
        ],
        channels: [text('staff-chat'), text('mod-logs')],
      },
    ],
    settings: {
      welcomeMessage: 'Welcome to {server}, {user}!',
      rulesText: '1. Be kind.',
      verification: { type: 'button', channelKey: 'verify', verifiedRoleKey: 'verified' },
      tickets: {
        channelKey: 'open-a-ticket',
        categories: ['Help', 'Report'],
        staffRoleKey: 'support',
      },
      welcomeChannelKey: 'welcome',
      rulesChannelKey: 'rules',
      systemChannelKey: 'welcome',
    },
  };
}

/** Runs both layers, so each rule is proven to be reported in words. */
function problemsOf(style: Style): string[] {
  return validateStyleRules(style);
}

function chatChannels(style: Style): StyleChannel[] {
  const chat = style.categories.find((category) => category.key === 'cat-chat');
  if (!chat) throw new Error('fixture has no chat category');
  return chat.channels;
}

describe('Discord permissions', () => {
  it('maps names to the real bit values', () => {
    expect(DISCORD_PERMISSION_BITS.CreateInstantInvite).toBe(1n);
    expect(DISCORD_PERMISSION_BITS.Administrator).toBe(8n);
    expect(DISCORD_PERMISSION_BITS.ViewChannel).toBe(1024n);
    expect(DISCORD_PERMISSION_BITS.SendMessages).toBe(2048n);
    expect(DISCORD_PERMISSION_BITS.ManageRoles).toBe(1n << 28n);
    expect(DISCORD_PERMISSION_BITS.ManageThreads).toBe(1n << 34n);
    expect(DISCORD_PERMISSION_BITS.ModerateMembers).toBe(1n << 40n);
    expect(DISCORD_PERMISSION_BITS.SetVoiceChannelStatus).toBe(1n << 48n);
    expect(DISCORD_PERMISSION_BITS.BypassSlowmode).toBe(1n << 52n);
  });

  it('gives every name its own bit', () => {
    const bits = PERMISSION_NAMES.map((name) => DISCORD_PERMISSION_BITS[name]);
    expect(new Set(bits).size).toBe(PERMISSION_NAMES.length);
  });

  it('builds decimal bitfields, beyond 2^53 too', () => {
    expect(permissionsToBitfield([])).toBe('0');
    expect(permissionsToBitfield(['ViewChannel', 'SendMessages', 'ViewChannel'])).toBe('3072');
    expect(permissionsToBitfield(['BypassSlowmode', 'CreateInstantInvite'])).toBe(
      ((1n << 52n) | 1n).toString(),
    );
  });

  it('refuses a name Discord does not know', () => {
    expect(() => permissionsToBitfield(['Fly' as PermissionName])).toThrow(
      /Unknown Discord permission/,
    );
  });
});

describe('styleSchema', () => {
  it('accepts a sound style unchanged', () => {
    const style = fixture();
    expect(styleSchema.parse(style)).toEqual(style);
    expect(problemsOf(style)).toEqual([]);
  });

  it('rejects unknown permissions, categories, plans and NSFW channels', () => {
    const style = fixture();
    expect(
      styleSchema.safeParse({ ...style, roles: [{ ...style.roles[0], permissions: ['Fly'] }] })
        .success,
    ).toBe(false);
    expect(styleSchema.safeParse({ ...style, category: 'crypto' }).success).toBe(false);
    expect(styleSchema.safeParse({ ...style, requiredPlan: 'gold' }).success).toBe(false);
    chatChannels(style).push({ ...text('after-dark'), nsfw: true } as unknown as StyleChannel);
    expect(styleSchema.safeParse(style).success).toBe(false);
  });

  it('rejects ids that are not kebab-case slugs and bad colours', () => {
    expect(styleSchema.safeParse({ ...fixture(), id: 'Test Hangout' }).success).toBe(false);
    const style = fixture();
    const owner = style.roles[0];
    if (!owner) throw new Error('fixture has no roles');
    owner.color = 'red';
    expect(styleSchema.safeParse(style).success).toBe(false);
  });

  it('reports structural problems as issues with a path', () => {
    const style = fixture();
    chatChannels(style).push(text('General Chat', { key: 'general-chat' }));
    const result = styleSchema.safeParse(style);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(
      'categories.2.channels.5',
    );
  });
});

describe('helpers', () => {
  it('counts channels without categories, uncategorised ones first', () => {
    const style = fixture();
    expect(countChannels(style)).toBe(12);
    style.channels = [text('start-here')];
    expect(countChannels(style)).toBe(13);
    expect(styleChannels(style)[0]?.channel.name).toBe('start-here');
    expect(styleChannels(style)[0]?.category).toBeNull();
  });

  it('sees voice in voice and stage channels', () => {
    const style = fixture();
    expect(styleHasVoice(style)).toBe(true);
    const chat = chatChannels(style);
    chat.splice(3, 2);
    expect(styleHasVoice(style)).toBe(false);
    chat.push({ key: 'stage-talks', name: 'Talks', type: 'stage' });
    expect(styleHasVoice(style)).toBe(true);
  });

  it('knows when a style needs the Community feature', () => {
    const style = fixture();
    expect(styleNeedsCommunity(style)).toBe(true);
    const info = style.categories[1];
    if (!info) throw new Error('fixture has no info category');
    info.channels = info.channels.filter((channel) => channel.type !== 'announcement');
    expect(styleNeedsCommunity(style)).toBe(false);
  });

  it('builds the card tags the gallery shows', () => {
    const style = fixture();
    expect(styleTags(style)).toEqual(['Community Hangout', 'Voice', 'Role System', 'Welcome']);
    style.roles = style.roles.slice(0, 3);
    chatChannels(style).splice(3, 2);
    style.settings.welcomeMessage = '';
    expect(styleTags(style)).toEqual(['Community Hangout']);
  });

  it('summarises a style as a card', () => {
    expect(styleCard(fixture())).toEqual({
      id: 'test-hangout',
      name: 'Test Hangout',
      description: 'A small layout used by the tests.',
      category: 'community',
      tags: ['test'],
      requiredPlan: 'starter',
      channelCount: 12,
      roleCount: 6,
      hasVoice: true,
      hasWelcome: true,
      cardTags: ['Community Hangout', 'Voice', 'Role System', 'Welcome'],
    });
  });

  it('converts colours to the integer Discord stores', () => {
    expect(roleColorToInt('#5865f2')).toBe(0x5865f2);
    expect(roleColorToInt(0xffffff)).toBe(0xffffff);
  });

  it('labels every category', () => {
    const ids = STYLE_CATEGORIES.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(12);
  });
});

describe('validateStyleRules', () => {
  it('needs 10 channels up to the plan limit', () => {
    const style = fixture();
    chatChannels(style).splice(0, 3);
    expect(problemsOf(style)).toEqual(['has 9 channels; a starter style needs 10 to 25']);
    expect(validateStyleRules(fixture(), () => 11)).toEqual([
      'has 12 channels; a starter style needs 10 to 11',
    ]);
  });

  it('uses the plan catalogue limits by default', () => {
    expect(problemsOf({ ...fixture(), requiredPlan: 'free' })).toEqual([
      'has 12 channels; a free style needs 10 to 10',
    ]);
  });

  it('needs 5 to 8 staff roles', () => {
    const style = fixture();
    style.roles = style.roles.filter((r) => r.key !== 'helper');
    expect(problemsOf(style)).toEqual(['has 4 staff roles; styles need 5 to 8']);
    const crowded = fixture();
    for (const n of [1, 2, 3, 4]) crowded.roles.push(role(`extra-${n}`, `Extra ${n}`));
    expect(problemsOf(crowded)).toEqual(['has 9 staff roles; styles need 5 to 8']);
  });

  it('holds text-like names to Discord’s normalised form', () => {
    const style = fixture();
    chatChannels(style).push(text('Off Topic'), text('memes--2'), text('café'));
    chatChannels(style).push({ key: 'voice-ok', name: 'Chill Room (4)', type: 'voice' });
    chatChannels(style).push({ key: 'voice-bad', name: ' Padded', type: 'voice' });
    expect(problemsOf(style)).toEqual([
      'text channel "Off Topic" must be lower-case letters and digits joined by single hyphens',
      'text channel "memes--2" must be lower-case letters and digits joined by single hyphens',
      'text channel "café" must be lower-case letters and digits joined by single hyphens',
      'voice channel " Padded" must not start or end with spaces',
    ]);
  });

  it('limits names to 100 characters', () => {
    const style = fixture();
    const owner = style.roles[0];
    if (!owner) throw new Error('fixture has no roles');
    owner.name = 'x'.repeat(101);
    chatChannels(style).push({ key: 'voice-long', name: 'V'.repeat(101), type: 'voice' });
    expect(problemsOf(style)).toEqual([
      `role "${'x'.repeat(101)}" must be 1 to 100 characters`,
      `voice channel "${'V'.repeat(101)}" must be 1 to 100 characters`,
    ]);
  });

  it('needs a welcome message', () => {
    const style = fixture();
    style.settings.welcomeMessage = '   ';
    expect(problemsOf(style)).toEqual(['welcome message is empty']);
  });

  it('rejects overwrites for roles the style does not define', () => {
    const style = fixture();
    const staff = style.categories[3];
    if (!staff) throw new Error('fixture has no staff category');
    staff.overwrites?.push({ role: 'ghost', allow: ['ViewChannel'], deny: [] });
    staff.overwrites?.push({ role: 'mod', allow: [], deny: ['SendMessages'] });
    chatChannels(style)[0] = text('general', {
      overwrites: [{ role: '@everyone', allow: ['AddReactions'], deny: ['AddReactions'] }],
    });
    expect(problemsOf(style)).toEqual([
      'category "Staff Room" has an overwrite for unknown role "ghost"',
      'category "Staff Room" has two overwrites for "mod"',
      'channel "general" both allows and denies AddReactions for "@everyone"',
    ]);
  });

  it('refuses a channel overwrite that would reveal a hidden category', () => {
    const style = fixture();
    const staff = style.categories[3];
    if (!staff) throw new Error('fixture has no staff category');
    staff.channels[0] = text('staff-chat', {
      overwrites: [{ role: 'mod', allow: ['AttachFiles'], deny: [] }],
    });
    expect(problemsOf(style)).toEqual([
      'channel "staff-chat" would be visible to @everyone although category "Staff Room" hides it',
    ]);
  });

  it('checks every settings reference', () => {
    const style = fixture();
    style.settings.welcomeChannelKey = 'nowhere';
    style.settings.rulesChannelKey = 'voice-lounge';
    style.settings.verification = {
      type: 'captcha',
      channelKey: 'general',
      verifiedRoleKey: 'mod',
    };
    style.settings.tickets = {
      channelKey: 'open-a-ticket',
      categories: ['Help'],
      staffRoleKey: 'verified',
    };
    expect(problemsOf(style)).toEqual([
      'welcome channel "nowhere" is not a channel of this style',
      'rules channel "voice-lounge" must be a text or announcement channel',
      'verified role "Moderator" must not be a staff role',
      'ticket staff role "Verified" must be a staff role',
    ]);
  });

  it('keeps the verification channel visible to unverified members', () => {
    const style = fixture();
    style.settings.verification = {
      type: 'button',
      channelKey: 'staff-chat',
      verifiedRoleKey: 'verified',
    };
    expect(problemsOf(style)).toEqual([
      'unverified members could not see the verification channel',
    ]);
  });

  it('needs unique keys', () => {
    const style = fixture();
    style.roles.push(role('verified', 'Verified Again', false));
    chatChannels(style).push(text('memes'), { key: 'cat-chat', name: 'Chat', type: 'voice' });
    expect(problemsOf(style)).toEqual([
      'role key "verified" is used twice',
      'key "memes" is used twice',
      'key "cat-chat" is used twice',
    ]);
  });

  it('keeps channel options to the types that have them', () => {
    const style = fixture();
    const chat = chatChannels(style);
    chat[3] = {
      key: 'voice-lounge',
      name: 'Lounge 1',
      type: 'voice',
      userLimit: 120,
      topic: 'Talk',
    };
    chat[0] = text('general', { userLimit: 5 });
    const info = style.categories[1];
    const announcements = info?.channels[2];
    if (!announcements) throw new Error('fixture has no announcement channel');
    announcements.slowmodeSeconds = 30;
    expect(problemsOf(style)).toEqual([
      'channel "announcements" is an announcement channel; Discord has no slow mode there',
      'channel "general" is text; only voice and stage channels have a user limit',
      'channel "Lounge 1" is voice; only text-like channels have a topic',
      'channel "Lounge 1" allows at most 99 users',
    ]);
  });

  it('applies Discord’s per-category and per-server limits', () => {
    const style = { ...fixture(), requiredPlan: 'lifetime' as const };
    const big = Array.from({ length: 51 }, (_, n) => text(`room-${n}`));
    style.categories.push({ key: 'cat-big', name: 'Big', channels: big });
    expect(validateStyleRules(style, () => 1000)).toEqual([
      'category "Big" has 51 channels; Discord allows 50',
    ]);
    for (let n = 0; n < 9; n += 1) {
      style.categories.push({
        key: `cat-more-${n}`,
        name: `More ${n}`,
        channels: Array.from({ length: 50 }, (_, m) => text(`more-${n}-${m}`)),
      });
    }
    expect(validateStyleRules(style, () => 1000)).toContain(
      'has 527 channels and categories; Discord allows 500',
    );
  });
});
