import { PermissionFlagsBits } from 'discord-api-types/v10';

/** Every permission bit Discord defines: what owners and Administrators effectively hold. */
export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce(
  (all, bit) => all | bit,
  0n,
);

const P = PermissionFlagsBits;

/** What a freshly created server grants @everyone (Discord's defaults for a new guild). */
export const DEFAULT_EVERYONE_PERMISSIONS =
  P.CreateInstantInvite |
  P.AddReactions |
  P.Stream |
  P.ViewChannel |
  P.SendMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.MentionEveryone |
  P.UseExternalEmojis |
  P.Connect |
  P.Speak |
  P.UseVAD |
  P.ChangeNickname |
  P.UseApplicationCommands |
  P.RequestToSpeak |
  P.CreatePublicThreads |
  P.CreatePrivateThreads |
  P.UseExternalStickers |
  P.SendMessagesInThreads |
  P.UseEmbeddedActivities |
  P.UseSoundboard |
  P.UseExternalSounds |
  P.SendVoiceMessages |
  P.SendPolls |
  P.UseExternalApps;

export function hasPermission(permissions: bigint, bit: bigint): boolean {
  return (permissions & bit) === bit;
}

/** Parses a permissions bitfield as Discord sends it (a decimal string); null when malformed. */
export function parsePermissions(value: string): bigint | null {
  return /^\d{1,20}$/.test(value) ? BigInt(value) : null;
}

/** Readable names for a bitfield ("ManageGuild" reads "Manage Guild"); Administrator stands alone. */
export function permissionNames(permissions: bigint): string[] {
  if (hasPermission(permissions, PermissionFlagsBits.Administrator)) return ['Administrator'];
  return Object.entries(PermissionFlagsBits)
    .filter(([, bit]) => hasPermission(permissions, bit))
    .map(([name]) => name.replace(/([a-z])([A-Z])/g, '$1 $2'));
}
