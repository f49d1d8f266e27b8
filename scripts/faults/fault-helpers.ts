/** Small bounded waits shared by the fault tests. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `probe` every 100 ms until it answers something other than undefined, or throws. */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${secs(timeoutMs)}`);
}
