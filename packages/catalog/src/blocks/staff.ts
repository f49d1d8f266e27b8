import { board, type ChannelList, listOf, text, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface StaffOptions {
  name?: string;
  /** 1: chat, mod log and a voice room; 2 adds announcements, an admin room and a bot channel; 3 adds a handbook, appeals and interview room. */
  level?: 1 | 2 | 3;
  logs?: boolean;
  /** The team's voice room, or false for none. */
  voiceName?: string | false;
  extra?: ChannelList;
}

/** The team's private area, hidden from everyone else. */
export function staffArea(options: StaffOptions = {}): Block {
  const level = options.level ?? 1;
  const channels: ChannelDraft[] = [
    text('staff-chat', 'Day-to-day coordination for the whole team.'),
  ];
  if (level >= 2)
    channels.push(board('staff-announcements', 'Policy changes and schedules from the admins.'));
  if (level >= 3)
    channels.push(
      board('staff-handbook', 'How we moderate: warning ladder, templates and escalation paths.'),
    );
  if (options.logs ?? true) {
    channels.push(
      text('mod-logs', 'Warnings, timeouts, kicks and bans, recorded by the bot.', {
        audience: 'mods',
      }),
    );
  }
  if (level >= 2) {
    channels.push(
      text('staff-commands', 'Run moderation bot commands here to keep other channels clean.'),
    );
    channels.push(
      text('admin-chat', 'Admin-only decisions: promotions, partnerships, sensitive reports.', {
        audience: 'admins',
      }),
    );
  }
  if (level >= 3)
    channels.push(
      text('appeals-review', 'Ban and timeout appeals waiting for a second opinion.', {
        audience: 'mods',
      }),
    );
  channels.push(...listOf(options.extra ?? []));
  const room = options.voiceName ?? 'Staff Meeting';
  if (room) channels.push(voice(room));
  if (level >= 3) channels.push(voice('Interview Room', 2));
  return { categories: [{ name: options.name ?? 'Staff', audience: 'staff', channels }] };
}

export interface SecurityOptions {
  name?: string;
  /** 1: message, member and raid logs; 2 adds automod, verification, voice and role audits and a lockdown room. */
  level?: 1 | 2;
  extra?: ChannelList;
}

/** Advanced security: audit logs and raid response, moderators only. */
export function security(options: SecurityOptions = {}): Block {
  const level = options.level ?? 1;
  const channels: ChannelDraft[] = [
    text('message-logs', 'Edited and deleted messages, for evidence when reports come in.'),
    text('member-logs', 'Joins, leaves, account ages and nickname changes.'),
    text(
      'raid-alerts',
      'Join-spike and mass-mention alerts; the on-call mod reacts within minutes.',
    ),
  ];
  if (level >= 2) {
    channels.push(
      text('automod-alerts', 'Messages blocked by AutoMod keyword and spam rules.'),
      text('verification-logs', 'Who passed or failed the verification gate, with account age.'),
      text(
        'role-audit',
        'Role grants and permission changes, to catch compromised staff accounts.',
      ),
      text('voice-logs', 'Voice joins, moves and disconnects.'),
      board(
        'lockdown-playbook',
        'Step-by-step raid response: lock channels, raise verification, purge, report.',
      ),
    );
  }
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Security', audience: 'mods', channels }] };
}
