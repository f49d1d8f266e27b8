import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '@/hooks/use-in-view.ts';
import { prefersReducedMotion } from '@/lib/motion.ts';

export const COUNT_UP_MS = 1500;

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number that counts up to `value` once it is in view (and on to a new value
 * after a refetch). Screen readers get the final figure only; with reduced
 * motion everyone does.
 */
export function CountUp({ value, format }: { value: number; format?: (value: number) => string }) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? value : 0));
  const from = useRef(shown);

  useEffect(() => {
    if (!inView) return;
    if (prefersReducedMotion()) {
      setShown(value);
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - start) / COUNT_UP_MS);
      const current = origin + (value - origin) * easeOutCubic(progress);
      from.current = current;
      setShown(current);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [inView, value]);

  const text = (number: number) =>
    format ? format(number) : new Intl.NumberFormat(i18n.language).format(Math.round(number));
  return (
    <span ref={ref}>
      <span aria-hidden="true">{text(shown)}</span>
      <span className="sr-only">{text(value)}</span>
    </span>
  );
}
