import { randomBytes, randomInt } from 'node:crypto';

const UPPER_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomFrom(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Order and capture ids look like PayPal's: 17 upper-case letters and digits. */
export function paypalId(): string {
  return randomFrom(UPPER_ALPHANUMERIC, 17);
}

/** A payer id, 13 characters like PayPal's `PayerID`. */
export function payerId(): string {
  return randomFrom(UPPER_ALPHANUMERIC, 13);
}

/** PayPal tags every error with a debug id for its support staff. */
export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

/** Access tokens in PayPal's style: `A21AA` and a long random tail. */
export function accessToken(): string {
  return `A21AA${randomBytes(64).toString('base64url')}`;
}
