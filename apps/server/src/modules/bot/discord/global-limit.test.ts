import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalLimit } from './global-limit.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs `scenario` while the fake clock moves on whenever everything waits on a timer. */
async function played<T>(scenario: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return scenario;
}

describe('GlobalLimit', () => {
  it('lets the limit through at once, then each next one a window after an answer', async () => {
    const limit = new GlobalLimit(3, 1000);
    const left: number[] = [];
    const request = async (latency: number) => {
      const done = await limit.take();
      left.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, latency));
      done();
    };

    await played(Promise.all([request(100), request(10), request(10), request(0), request(0)]));

    // The 4th waits for the earliest answer (10 ms) plus the window; the 5th for the next.
    expect(left).toEqual([0, 0, 0, 1010, 1010]);
  });

  it('holds a permit until one window after a late answer, whatever the send times', async () => {
    const limit = new GlobalLimit(1, 1000);
    const left: number[] = [];
    const request = async (latency: number) => {
      const done = await limit.take();
      left.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, latency));
      done();
    };

    await played(Promise.all([request(700), request(0)]));

    expect(left).toEqual([0, 1700]);
  });

  it('waits out a block before letting anything leave', async () => {
    const limit = new GlobalLimit(50, 1000);
    limit.block(2500);

    const left = await played(limit.take().then(() => Date.now()));

    expect(left).toBe(2500);
  });
});
