import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type HomeSection, paths } from '@/config/paths.ts';
import { prefersReducedMotion } from '@/lib/motion.ts';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a landing-page section. On the home page it scrolls smoothly (or
 * instantly when reduced motion is asked for) and moves focus there; elsewhere it
 * navigates to `/#section` and the router's scroll restoration scrolls once the
 * page has rendered.
 */
export function SectionLink({
  section,
  className,
  children,
  onNavigate,
}: {
  section: HomeSection;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== paths.home || !isPlainLeftClick(event)) return;
    const target = document.getElementById(section);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <Link
      to={{ pathname: paths.home, hash: `#${section}` }}
      className={className}
      onClick={handleClick}
    >
      {children}
    </Link>
  );
}
