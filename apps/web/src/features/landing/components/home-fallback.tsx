import { Hero } from './hero.tsx';

/**
 * What the landing shows while its code loads on the first visit: the real
 * hero (its code ships with the app shell), and room below it so the footer
 * does not flash into view and jump away when the sections arrive.
 */
export function HomeFallback() {
  return (
    <>
      <Hero />
      <div className="min-h-dvh" />
    </>
  );
}
