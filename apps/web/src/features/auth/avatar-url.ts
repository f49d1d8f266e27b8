const CDN = 'https://cdn.discordapp.com';

export interface AvatarOwner {
  discordId: string | null;
  avatar: string | null;
  discriminator: string | null;
  profilePicture?: string | null;
}

/**
 * Discord's default avatar: new usernames (discriminator "0") pick by
 * `(id >> 22) % 6`, legacy ones by `discriminator % 5`.
 */
export function defaultAvatarUrl(owner: Pick<AvatarOwner, 'discordId' | 'discriminator'>): string {
  const legacy = owner.discriminator && owner.discriminator !== '0';
  let index = 0;
  if (legacy) index = Number(owner.discriminator) % 5;
  else if (owner.discordId && /^\d+$/.test(owner.discordId))
    index = Number((BigInt(owner.discordId) >> 22n) % 6n);
  return `${CDN}/embed/avatars/${index}.png`;
}

/** Our uploaded picture first, then the Discord avatar, then Discord's default. */
export function avatarUrl(owner: AvatarOwner, size: 32 | 64 | 128 | 256): string {
  if (owner.profilePicture) return owner.profilePicture;
  if (owner.discordId && owner.avatar) {
    const extension = owner.avatar.startsWith('a_') ? 'gif' : 'png';
    return `${CDN}/avatars/${owner.discordId}/${owner.avatar}.${extension}?size=${size}`;
  }
  return defaultAvatarUrl(owner);
}
