import { useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { type AvatarOwner, avatarUrl, defaultAvatarUrl } from '../avatar-url.ts';

interface UserAvatarProps {
  user: AvatarOwner & { username: string };
  size: 32 | 256;
  className?: string;
}

/** The user's picture; a missing or broken one falls back to Discord's default avatar. */
export function UserAvatar({ user, size, className }: UserAvatarProps) {
  const [broken, setBroken] = useState(false);
  const source = broken ? defaultAvatarUrl(user) : avatarUrl(user, size);
  return (
    <img
      src={source}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('rounded-full bg-surface-strong object-cover', className)}
    />
  );
}
