import { cn } from '@/lib/cn.ts';

/** `danger`: an action that destroys or takes back (delete, revoke, refund, undo). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg shadow-sm hover:bg-accent-hover',
  secondary: 'border border-border bg-canvas text-fg hover:bg-surface-strong',
  ghost: 'text-fg-muted hover:bg-surface-strong hover:text-fg',
  danger: 'bg-danger text-danger-fg shadow-sm hover:bg-danger/90',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-9',
};

/**
 * Button look for <button>, <Link> and <a> alike, so a link can look like an action.
 * `className` adds classes; it cannot override the display or padding set here
 * (there is no class merging), so wrap the element to hide it responsively.
 */
export function buttonClass(
  { variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], className);
}
