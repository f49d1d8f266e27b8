export interface AvatarOwner {
  discordId: string | null;
  avatar: string | null;
  discriminator: string | null;
  profilePicture?: string | null;
}

/**
 * Our uploaded picture first, then the Discord avatar on the deployment's CDN
 * (`discordCdnUrl` of the public config); null when there is neither, and the
 * initials stand in.
 */
export function avatarUrl(
  owner: AvatarOwner,
  size: 32 | 64 | 128 | 256,
  cdnUrl: string,
): string | null {
  if (owner.profilePicture) return owner.profilePicture;
  if (owner.discordId && owner.avatar) {
    const extension = owner.avatar.startsWith('a_') ? 'gif' : 'png';
    return `${cdnUrl}/avatars/${owner.discordId}/${owner.avatar}.${extension}?size=${size}`;
  }
  return null;
}
