import { cn } from '@/lib/cn.ts';

/** `danger`: an action that destroys or takes back (delete, revoke, refund, undo). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/**
 * A label too long for the room it has (German and Japanese run long) wraps
 * onto balanced, centred lines and the button grows taller; it never spills out.
 * `keep-phrases` (styles.css) keeps Japanese and Chinese words whole on links too.
 */
const base =
  'keep-phrases inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg text-center font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg shadow-sm hover:bg-accent-hover',
  secondary: 'border border-border bg-canvas text-fg hover:bg-surface-strong',
  ghost: 'text-fg-muted hover:bg-surface-strong hover:text-fg',
  danger: 'bg-danger text-danger-fg shadow-sm hover:bg-danger/90',
};

/** Minimum heights: one line keeps the height it always had, a wrapped label adds lines. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
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
