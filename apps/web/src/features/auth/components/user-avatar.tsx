import { Avatar } from '@/components/ui/avatar.tsx';
import type { AvatarOwner } from '../avatar-url.ts';
import { useAvatarUrl } from '../use-avatar-url.ts';

interface UserAvatarProps {
  user: AvatarOwner & { username: string; firstName: string };
  size: 32 | 256;
  className?: string;
}

/**
 * The user's picture from our uploads or the deployment's Discord CDN; their
 * initials when they have none or it cannot be loaded (an unreachable CDN).
 */
export function UserAvatar({ user, size, className }: UserAvatarProps) {
  const source = useAvatarUrl(user, size);
  return (
    <Avatar
      src={source}
      name={user.firstName || user.username}
      size={size}
      {...(className ? { className } : {})}
    />
  );
}
