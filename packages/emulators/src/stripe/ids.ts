import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text from a CSPRNG: ids and client secrets must not be guessable. */
function randomBase62(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += BASE62[randomInt(BASE62.length)];
  return text;
}

/** An object id in Stripe's style: a type prefix, an underscore, 24 base62 characters. */
export function stripeId(
  prefix: 'pi' | 'pm' | 'ch' | 're' | 'dp' | 'evt' | 'req' | 'nonce',
): string {
  return `${prefix}_${randomBase62(24)}`;
}

/** Stripe's client secret: the intent's id, `_secret_`, and a random tail. */
export function clientSecretFor(intentId: string): string {
  return `${intentId}_secret_${randomBase62(25)}`;
}

/** Seconds since the epoch, the unit of every Stripe timestamp. */
export function unixSeconds(milliseconds: number): number {
  return Math.floor(milliseconds / 1000);
}
