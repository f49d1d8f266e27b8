import type { Messages } from '@/i18n/locales/en.ts';

export type TestimonialKey = keyof Messages['home']['testimonials']['items'];

export interface Testimonial {
  key: TestimonialKey;
  name: string;
  initials: string;
  /** Stars out of 5. */
  rating: number;
  /** Avatar background; white initials on it meet WCAG AA. */
  color: string;
}

/** Static content: names and ratings here, quotes and roles in the locales. */
export const testimonials: readonly Testimonial[] = [
  { key: 'esports', name: 'Marcus Lindqvist', initials: 'ML', rating: 5, color: '#4752c4' },
  { key: 'coding', name: 'Priya Raman', initials: 'PR', rating: 5, color: '#1f7a4d' },
  { key: 'creator', name: 'Jonas Weber', initials: 'JW', rating: 4, color: '#a13d63' },
  { key: 'study', name: 'Camille Durand', initials: 'CD', rating: 5, color: '#8a4b00' },
];
