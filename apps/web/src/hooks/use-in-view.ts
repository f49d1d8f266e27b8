import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has scrolled into view (and stays true), so animations
 * below the fold start when someone can see them. Without IntersectionObserver
 * it is true at once.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView]);
  return inView;
}
