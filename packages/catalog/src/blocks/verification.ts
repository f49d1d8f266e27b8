import type { StyleRole, VerificationType } from '@guildsmith/core';
import { board, SLOW, text } from '../channels.ts';
import { type Block, type ChannelDraft, channelKeyOf } from '../draft.ts';

export interface VerificationOptions {
  type?: VerificationType;
  name?: string;
  channel?: string;
  roleName?: string;
  /** A channel where people stuck at the gate can ask for help. */
  help?: boolean;
}

const TOPICS: Record<VerificationType, string> = {
  button: 'Press Verify below to confirm you have read the rules and unlock the server.',
  captcha: 'Press Verify and solve the short captcha the bot shows you to unlock the server.',
};

/**
 * The gate: until members verify they see only this category; every members
 * category is hidden from @everyone and shown to the Verified role.
 */
export function verification(options: VerificationOptions = {}): Block {
  const type = options.type ?? 'button';
  const name = options.channel ?? 'verify';
  const verified: StyleRole = {
    key: 'verified',
    name: options.roleName ?? 'Verified',
    color: '#99aab5',
    hoist: false,
    mentionable: false,
    permissions: [],
    staff: false,
  };
  // Hidden again once verified, so the sidebar stays clean.
  const gate = board(name, TOPICS[type], {
    extraOverwrites: [{ role: verified.key, allow: [], deny: ['ViewChannel'] }],
  });
  const channels: ChannelDraft[] = [gate];
  if (options.help) {
    channels.push(
      text(
        'verification-help',
        'Stuck at the gate? Describe the problem and a moderator will help.',
        {
          slowmode: SLOW.feedback,
          extraOverwrites: [{ role: verified.key, allow: [], deny: ['ViewChannel'] }],
        },
      ),
    );
  }
  return {
    categories: [{ name: options.name ?? 'Verification', audience: 'public', channels }],
    roles: [verified],
    settings: {
      verification: {
        type,
        channelKey: channelKeyOf({ name, type: 'text' }),
        verifiedRoleKey: verified.key,
      },
    },
  };
}
