/**
 * Discord's global limit: at most `limit` requests of a token in any window
 * of `windowMs`, counted when Discord handles them, which we cannot see. A
 * request takes one of `limit` permits before it leaves and gives it back one
 * window after its answer arrived. Discord handled it somewhere between the
 * two, so every request Discord counts in one of its windows still holds its
 * permit at that window's end: no window can hold more than `limit`, however
 * late requests leave or bunch up on the way.
 */

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class GlobalLimit {
  private held = 0;
  private blockedUntil = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Waits for a permit, first come first served; call the result once the answer is in. */
  async take(): Promise<() => void> {
    if (this.held < this.limit && this.waiting.length === 0) this.held += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    for (let now = Date.now(); now < this.blockedUntil; now = Date.now()) {
      await sleep(this.blockedUntil - now);
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      setTimeout(() => this.giveBack(), this.windowMs).unref();
    };
  }

  /** Lets nothing leave before `at` (Discord said so with a global 429). */
  block(at: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, at);
  }

  private giveBack(): void {
    const next = this.waiting.shift();
    // Handed straight to the next in line, so it stays held.
    if (next) next();
    else this.held -= 1;
  }
}
