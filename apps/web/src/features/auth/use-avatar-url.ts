import { usePublicConfig } from '@/lib/public-config.ts';
import { type AvatarOwner, avatarUrl } from './avatar-url.ts';

/**
 * The picture to show for `owner` on this deployment's Discord CDN, or null
 * for none; until the config names the CDN, only our own upload is known.
 */
export function useAvatarUrl(owner: AvatarOwner, size: 32 | 64 | 128 | 256): string | null {
  const { data: config } = usePublicConfig();
  return config ? avatarUrl(owner, size, config.discordCdnUrl) : (owner.profilePicture ?? null);
}
