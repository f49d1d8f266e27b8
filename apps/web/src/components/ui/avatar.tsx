import { useState } from 'react';
import { cn } from '@/lib/cn.ts';

/** Up to two letters: the first of the first and of the last word ("ava.codes" is "AC"). */
function initials(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (letter(words[0]) + letter(last)).toUpperCase() || '?';
}

interface AvatarProps {
  /** Null when there is no picture to show. */
  src: string | null;
  /** Whose avatar: its initials stand in for a missing or unreachable picture. */
  name: string;
  size: 32 | 256;
  className?: string;
}

/** A round picture, or the initials when there is none or it fails to load. */
export function Avatar({ src, name, size, className }: AvatarProps) {
  // Remembers which picture failed, so a new one gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('rounded-full bg-surface-strong object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-fg select-none',
        size === 32 ? 'text-xs' : 'text-lg',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
