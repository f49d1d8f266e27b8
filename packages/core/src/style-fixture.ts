/** A sound style for the style tests to bend, one rule at a time. */
import {
  type PermissionName,
  type Style,
  type StyleChannel,
  type StyleRole,
  validateStyleRules,
} from './style.ts';

export const role = (
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

export const text = (name: string, extra: Partial<StyleChannel> = {}): StyleChannel => ({
  key: name,
  name,
  type: 'text',
  ...extra,
});

/** A sound starter style: 12 channels, 5 staff roles, verification and tickets. */
export function fixture(): Style {
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

export function problemsOf(style: Style): string[] {
  return validateStyleRules(style);
}

export function chatChannels(style: Style): StyleChannel[] {
  const chat = style.categories.find((category) => category.key === 'cat-chat');
  if (!chat) throw new Error('fixture has no chat category');
  return chat.channels;
}
