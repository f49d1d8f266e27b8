import { Hero } from './hero.tsx';

/**
 * Room below the hero while the landing's sections load, so the footer does
 * not flash into view and jump away when they arrive.
 */
export function BelowFoldPlaceholder() {
  return <div className="min-h-dvh" />;
}

/**
 * What the landing shows while its code loads on the first visit: the real
 * hero (its code ships with the app shell) and the room below it.
 */
export function HomeFallback() {
  return (
    <>
      <Hero />
      <BelowFoldPlaceholder />
    </>
  );
}
