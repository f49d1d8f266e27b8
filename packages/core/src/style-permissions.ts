/**
 * Discord permission flags by name. Styles list permissions by name so they
 * stay readable; the builder sends the bitfield as a decimal string, the form
 * Discord's API expects (values beyond 2^53 do not survive a JSON number).
 * Bit positions follow Discord's documented flags; the deprecated alias
 * ManageEmojisAndStickers is left out (ManageGuildExpressions is the same bit).
 */
export const PERMISSION_NAMES = [
  'CreateInstantInvite',
  'KickMembers',
  'BanMembers',
  'Administrator',
  'ManageChannels',
  'ManageGuild',
  'AddReactions',
  'ViewAuditLog',
  'PrioritySpeaker',
  'Stream',
  'ViewChannel',
  'SendMessages',
  'SendTTSMessages',
  'ManageMessages',
  'EmbedLinks',
  'AttachFiles',
  'ReadMessageHistory',
  'MentionEveryone',
  'UseExternalEmojis',
  'ViewGuildInsights',
  'Connect',
  'Speak',
  'MuteMembers',
  'DeafenMembers',
  'MoveMembers',
  'UseVAD',
  'ChangeNickname',
  'ManageNicknames',
  'ManageRoles',
  'ManageWebhooks',
  'ManageGuildExpressions',
  'UseApplicationCommands',
  'RequestToSpeak',
  'ManageEvents',
  'ManageThreads',
  'CreatePublicThreads',
  'CreatePrivateThreads',
  'UseExternalStickers',
  'SendMessagesInThreads',
  'UseEmbeddedActivities',
  'ModerateMembers',
  'ViewCreatorMonetizationAnalytics',
  'UseSoundboard',
  'CreateGuildExpressions',
  'CreateEvents',
  'UseExternalSounds',
  'SendVoiceMessages',
  'SetVoiceChannelStatus',
  'SendPolls',
  'UseExternalApps',
  'PinMessages',
  'BypassSlowmode',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** Bit 47 is unassigned by Discord, hence the explicit positions. */
const BIT_POSITIONS: Record<PermissionName, number> = {
  CreateInstantInvite: 0,
  KickMembers: 1,
  BanMembers: 2,
  Administrator: 3,
  ManageChannels: 4,
  ManageGuild: 5,
  AddReactions: 6,
  ViewAuditLog: 7,
  PrioritySpeaker: 8,
  Stream: 9,
  ViewChannel: 10,
  SendMessages: 11,
  SendTTSMessages: 12,
  ManageMessages: 13,
  EmbedLinks: 14,
  AttachFiles: 15,
  ReadMessageHistory: 16,
  MentionEveryone: 17,
  UseExternalEmojis: 18,
  ViewGuildInsights: 19,
  Connect: 20,
  Speak: 21,
  MuteMembers: 22,
  DeafenMembers: 23,
  MoveMembers: 24,
  UseVAD: 25,
  ChangeNickname: 26,
  ManageNicknames: 27,
  ManageRoles: 28,
  ManageWebhooks: 29,
  ManageGuildExpressions: 30,
  UseApplicationCommands: 31,
  RequestToSpeak: 32,
  ManageEvents: 33,
  ManageThreads: 34,
  CreatePublicThreads: 35,
  CreatePrivateThreads: 36,
  UseExternalStickers: 37,
  SendMessagesInThreads: 38,
  UseEmbeddedActivities: 39,
  ModerateMembers: 40,
  ViewCreatorMonetizationAnalytics: 41,
  UseSoundboard: 42,
  CreateGuildExpressions: 43,
  CreateEvents: 44,
  UseExternalSounds: 45,
  SendVoiceMessages: 46,
  SetVoiceChannelStatus: 48,
  SendPolls: 49,
  UseExternalApps: 50,
  PinMessages: 51,
  BypassSlowmode: 52,
};

export const DISCORD_PERMISSION_BITS: Readonly<Record<PermissionName, bigint>> = Object.freeze(
  Object.fromEntries(
    PERMISSION_NAMES.map((name) => [name, 1n << BigInt(BIT_POSITIONS[name])]),
  ) as Record<PermissionName, bigint>,
);

/** The decimal bitfield Discord expects for `permissions`, `allow` and `deny`. */
export function permissionsToBitfield(names: readonly PermissionName[]): string {
  let bits = 0n;
  for (const name of names) {
    const bit = DISCORD_PERMISSION_BITS[name];
    if (bit === undefined) throw new Error(`Unknown Discord permission: ${String(name)}`);
    bits |= bit;
  }
  return bits.toString();
}
