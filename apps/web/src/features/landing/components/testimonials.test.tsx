import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIAL_INTERVAL_MS, Testimonials } from './testimonials.tsx';

/** Praise as GET /api/testimonials answers it: first names only. */
const approved = ['Ava', 'Ben', 'Chloé', 'Dev'].map((name, index) => ({
  id: `f${index}`,
  name,
  message: `Quote number ${index + 1}.`,
}));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The slide screen readers and eyes get: the one not hidden. */
const shownQuote = () =>
  screen
    .getAllByRole('figure', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => slide.getAttribute('aria-label'));

const dot = (number: number) =>
  screen.getByRole('button', { name: `Show testimonial ${number} of 4` });

describe('Testimonials', () => {
  it('advances every 5 seconds and wraps around', () => {
    render(<Testimonials testimonials={approved} />);
    expect(shownQuote()).toEqual(['1 of 4']);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1));
    expect(shownQuote()).toEqual(['1 of 4']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownQuote()).toEqual(['2 of 4']);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');

    for (const expected of ['3 of 4', '4 of 4', '1 of 4']) {
      act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
      expect(shownQuote()).toEqual([expected]);
    }
  });

  it('jumps to the dot chosen and gives it a full 5 seconds', () => {
    render(<Testimonials testimonials={approved} />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(dot(4));
    expect(shownQuote()).toEqual(['4 of 4']);
    // Without the restart the old timer would fire 2 s later.
    act(() => vi.advanceTimersByTime(2000));
    expect(shownQuote()).toEqual(['4 of 4']);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 2000));
    expect(shownQuote()).toEqual(['1 of 4']);
  });

  it('pauses while hovered or focused, so nobody loses the text they read', () => {
    render(<Testimonials testimonials={approved} />);
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(shownQuote()).toEqual(['1 of 4']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(shownQuote()).toEqual(['2 of 4']);

    act(() => dot(3).focus());
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(shownQuote()).toEqual(['2 of 4']);
  });

  it('shows each quote with the first name of who sent it, and no invented rating', () => {
    render(<Testimonials testimonials={approved} />);
    expect(screen.getByText('Ava')).toBeInTheDocument();
    expect(screen.getByText('“Quote number 1.”')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('shows a single quote without dots or rotation', () => {
    render(<Testimonials testimonials={approved.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 2));
    expect(shownQuote()).toEqual(['1 of 1']);
  });
});
