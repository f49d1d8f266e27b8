import fc from 'fast-check';

/** Keys whose string values are worth sending back: ids, tokens and Discord custom ids. */
const HARVESTED_KEY = /(?:^id$|Id$|_id$|^token$|^access_token$|^custom_id$|^url$|Url$)/;
const MAX_VALUES = 2_000;

/**
 * Values the API handed out (ids of what it created, tokens, custom ids), so
 * generated requests can name things that exist and get past "not found".
 * Read when a value is generated, so later requests use what earlier ones made.
 */
export class KnownValues {
  private readonly values: string[] = [];
  private readonly seen = new Set<string>();

  constructor(initial: Iterable<string> = []) {
    for (const value of initial) this.add(value);
  }

  add(value: string): void {
    if (value.length === 0 || value.length > 512 || this.seen.has(value)) return;
    if (this.values.length >= MAX_VALUES) return;
    this.seen.add(value);
    this.values.push(value);
  }

  /** Collects the interesting strings of a JSON answer. */
  harvest(json: unknown, key = ''): void {
    if (typeof json === 'string') {
      if (HARVESTED_KEY.test(key)) this.add(json);
    } else if (Array.isArray(json)) {
      for (const item of json.slice(0, 50)) this.harvest(item, key);
    } else if (typeof json === 'object' && json !== null) {
      for (const [field, value] of Object.entries(json)) this.harvest(value, field);
    }
  }

  /** A known value that `fits`, or the fallback's value when none does (yet). */
  pick(fits: (value: string) => boolean, fallback: fc.Arbitrary<string>): fc.Arbitrary<string> {
    return fc.tuple(fc.nat(), fallback).map(([index, otherwise]) => {
      const matching = this.values.filter(fits);
      return matching.length === 0 ? otherwise : (matching[index % matching.length] ?? otherwise);
    });
  }
}
