/** Discord's epoch (2015-01-01T00:00:00Z): snowflake timestamps count from it. */
const DISCORD_EPOCH_MS = 1_420_070_400_000;

const INCREMENT_BITS = 12n;
const INCREMENT_MASK = (1n << INCREMENT_BITS) - 1n;
const TIMESTAMP_SHIFT = 22n;

/**
 * Issues ids shaped like Discord's (timestamp << 22 | worker | process | increment),
 * so clients that sort by id or read the creation time from it behave as in production.
 */
export class SnowflakeGenerator {
  private increment = 0n;

  constructor(private readonly now: () => number) {}

  next(): string {
    const timestamp = BigInt(this.now() - DISCORD_EPOCH_MS);
    const id = (timestamp << TIMESTAMP_SHIFT) | (this.increment & INCREMENT_MASK);
    this.increment += 1n;
    return id.toString();
  }

  reset(): void {
    this.increment = 0n;
  }
}

export function isSnowflake(value: string): boolean {
  return /^\d{17,20}$/.test(value);
}
