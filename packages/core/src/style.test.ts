import { describe, expect, it } from 'vitest';
import {
  CARD_CATEGORIES_SHOWN,
  countChannels,
  DISCORD_PERMISSION_BITS,
  PERMISSION_NAMES,
  type PermissionName,
  permissionsToBitfield,
  readVerificationType,
  roleColorToInt,
  STYLE_CATEGORIES,
  type StyleChannel,
  styleCard,
  styleChannels,
  styleHasVoice,
  styleNeedsCommunity,
  styleSchema,
  styleShape,
  VERIFICATION_TYPES,
  validateStyleRules,
} from './style.ts';
import { chatChannels, fixture, text } from './style-fixture.ts';

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
    expect(validateStyleRules(style)).toEqual([]);
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

  it("summarises a style's shape for its gallery card", () => {
    const style = fixture();
    const shape = styleShape(style);
    const names = style.categories.map((category) => category.name);
    expect(shape.categories).toEqual(names.slice(0, CARD_CATEGORIES_SHOWN));
    expect(shape.moreCategories).toBe(Math.max(0, names.length - CARD_CATEGORIES_SHOWN));
    const byType = (type: string) =>
      styleChannels(style).filter(({ channel }) => channel.type === type).length;
    expect(shape.channels).toEqual({
      text: byType('text'),
      voice: byType('voice'),
      forum: byType('forum'),
      announcement: byType('announcement'),
      stage: byType('stage'),
    });
    expect(Object.values(shape.channels).reduce((a, b) => a + b, 0)).toBe(countChannels(style));
    // The catalogue's own tags, which tell styles apart, not ones every style earns.
    expect(shape.tags).toEqual(['test']);
    style.tags = ['a', 'b', 'c', 'd', 'e'];
    expect(styleShape(style).tags).toEqual(['a', 'b', 'c']);
  });

  it('summarises a style as a card', () => {
    const style = fixture();
    expect(styleCard(style)).toEqual({
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
      shape: styleShape(style),
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

describe('verification types', () => {
  it('offers the button and the captcha, never reaction (the bot has no gateway connection)', () => {
    expect(VERIFICATION_TYPES).toEqual(['button', 'captcha']);
    const style = fixture();
    const reaction = {
      ...style,
      settings: {
        ...style.settings,
        verification: { type: 'reaction', channelKey: 'verify', verifiedRoleKey: 'verified' },
      },
    };
    expect(styleSchema.safeParse(reaction).success).toBe(false);
  });

  it('reads a stored reaction as the button, and anything unknown as none', () => {
    expect(readVerificationType('reaction')).toBe('button');
    expect(readVerificationType('captcha')).toBe('captcha');
    expect(readVerificationType('button')).toBe('button');
    expect(readVerificationType('email')).toBeUndefined();
    expect(readVerificationType(undefined)).toBeUndefined();
    expect(readVerificationType('constructor')).toBeUndefined();
    expect(readVerificationType('__proto__')).toBeUndefined();
  });
});
