import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Sub-pixel widths leave a scroll offset a fraction short of its end. */
const EDGE_PX = 1;

/**
 * Whether a horizontal strip can scroll either way, kept current as it scrolls
 * or the window resizes, and a step of one card (its first child plus the gap).
 */
export function useStripScroll(strip: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ canScrollBack: false, canScrollOn: false });

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      setEdges({
        canScrollBack: scrollLeft > EDGE_PX,
        canScrollOn: scrollLeft + clientWidth < scrollWidth - EDGE_PX,
      });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [strip]);

  const scrollByCard = useCallback(
    (direction: 1 | -1) => {
      const element = strip.current;
      const card = element?.firstElementChild;
      if (!element || !card) return;
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const atEdge =
        direction < 0 ? scrollLeft <= EDGE_PX : scrollLeft + clientWidth >= scrollWidth - EDGE_PX;
      if (atEdge) return;
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      // The strip's scroll-smooth class animates this, and its snap points settle on a card.
      element.scrollLeft += direction * (card.getBoundingClientRect().width + gap);
    },
    [strip],
  );

  return { ...edges, scrollByCard };
}
