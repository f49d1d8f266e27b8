/**
 * License keys: `TPL-XXXXX-XXXXX-XXXXX-XXXXX` in Crockford
 * base32. The 20 characters after the prefix are 19 random ones (95 bits) and
 * one check character, so a typo is refused before any database lookup.
 *
 * Check character: the 20 symbol values v0..v19 are read as the coefficients
 * of a polynomial over GF(32) and must satisfy
 *   v0·α^19 + v1·α^18 + … + v18·α + v19 = 0,
 * where α is a primitive element (x modulo x^5 + x^2 + 1). Each position has a
 * distinct non-zero weight α^k (k < 31), so a single substitution (error d·α^k,
 * d ≠ 0) and a transposition of any two characters, adjacent or not (error
 * (a − b)·(α^j − α^k)), both leave a non-zero sum: all are detected. It uses
 * only the key's own 32 symbols, unlike Crockford's mod-37 check symbols.
 *
 * The server stores a SHA-256 hash of the canonical key plus its last 4
 * characters; hashing is its job, not this module's.
 */

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LICENSE_KEY_PREFIX = 'TPL';

const GROUP_COUNT = 4;
const GROUP_LENGTH = 5;
const BODY_LENGTH = GROUP_COUNT * GROUP_LENGTH;
const RANDOM_LENGTH = BODY_LENGTH - 1;

const SYMBOL = `[${CROCKFORD_ALPHABET}]`;
const CANONICAL_KEY = new RegExp(
  `^${LICENSE_KEY_PREFIX}(?:-${SYMBOL}{${GROUP_LENGTH}}){${GROUP_COUNT}}$`,
);
const LAST4 = new RegExp(`^${SYMBOL}{4}$`);

/** x^5 + x^2 + 1, a primitive polynomial over GF(2) (the CRC-5-USB one). */
const FIELD_POLYNOMIAL = 0b100101;

/** Multiplies a GF(32) element by α. */
function timesAlpha(value: number): number {
  const shifted = value << 1;
  return shifted & 0b100000 ? shifted ^ FIELD_POLYNOMIAL : shifted;
}

/** Horner evaluation of the body's polynomial; a complete, valid body gives 0. */
function checkSum(values: readonly number[]): number {
  return values.reduce((sum, value) => timesAlpha(sum) ^ value, 0);
}

/** The symbol that makes `checkSum([...values, check])` zero. */
function checkValueFor(values: readonly number[]): number {
  return timesAlpha(checkSum(values));
}

function symbolValues(body: string): number[] {
  return Array.from(body, (symbol) => CROCKFORD_ALPHABET.indexOf(symbol));
}

function formatBody(body: string): string {
  const groups = Array.from({ length: GROUP_COUNT }, (_, index) =>
    body.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH),
  );
  return [LICENSE_KEY_PREFIX, ...groups].join('-');
}

const cryptoRandomBytes = (count: number) =>
  globalThis.crypto.getRandomValues(new Uint8Array(count));

/** A fresh canonical key. `randomBytes` is injectable for tests; it defaults to the platform CSPRNG. */
export function generateLicenseKey(
  randomBytes: (count: number) => Uint8Array = cryptoRandomBytes,
): string {
  const bytes = randomBytes(RANDOM_LENGTH);
  if (bytes.length < RANDOM_LENGTH) {
    throw new RangeError(`Need ${RANDOM_LENGTH} random bytes, got ${bytes.length}`);
  }
  // 256 is a multiple of 32, so the low 5 bits of a uniform byte are uniform.
  const values = Array.from(bytes.subarray(0, RANDOM_LENGTH), (byte) => byte & 0b11111);
  values.push(checkValueFor(values));
  return formatBody(values.map((value) => CROCKFORD_ALPHABET.charAt(value)).join(''));
}

/** Separators people type or that mail clients substitute: spaces, hyphens, dashes. */
const SEPARATORS = /[\s\-\u2010-\u2015]/g;
const CROCKFORD_ALIASES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The canonical form of what a user typed or pasted: upper-cased, separators
 * removed and regrouped, Crockford's look-alikes (O, I, L) read as 0 and 1,
 * and the `TPL` prefix optional. Input that cannot be a key comes back
 * compacted but otherwise unchanged, and fails `isWellFormedLicenseKey`.
 */
export function normalizeLicenseKey(input: string): string {
  const compact = input.toUpperCase().replace(SEPARATORS, '');
  const body =
    compact.length === LICENSE_KEY_PREFIX.length + BODY_LENGTH &&
    compact.startsWith(LICENSE_KEY_PREFIX)
      ? compact.slice(LICENSE_KEY_PREFIX.length)
      : compact;
  if (body.length !== BODY_LENGTH) return compact;
  return formatBody(body.replace(/[OIL]/g, (alias) => CROCKFORD_ALIASES[alias] ?? alias));
}

/** True for a key in canonical form (see `normalizeLicenseKey`), whatever its check character. */
export function isWellFormedLicenseKey(key: string): boolean {
  return CANONICAL_KEY.test(key);
}

/** True for a canonical key whose check character matches its other 19. */
export function hasValidCheckCharacter(key: string): boolean {
  if (!isWellFormedLicenseKey(key)) return false;
  const body = key.slice(LICENSE_KEY_PREFIX.length).replaceAll('-', '');
  return checkSum(symbolValues(body)) === 0;
}

export type LicenseKeyParseResult =
  | { ok: true; key: string }
  | { ok: false; reason: 'format' | 'checksum' };

/** Reads a typed key: the canonical key, or why it cannot be one. */
export function parseLicenseKey(input: string): LicenseKeyParseResult {
  const key = normalizeLicenseKey(input);
  if (!isWellFormedLicenseKey(key)) return { ok: false, reason: 'format' };
  if (!hasValidCheckCharacter(key)) return { ok: false, reason: 'checksum' };
  return { ok: true, key };
}

/** The 4 characters kept in clear next to the hash, to tell a user's keys apart. */
export function licenseKeyLast4(key: string): string {
  if (!isWellFormedLicenseKey(key)) throw new RangeError('Not a canonical license key');
  return key.slice(-4);
}

/** `TPL-•••••-•••••-•••••-•ABCD`: the shape of the key with only its last 4 visible. */
export function maskLicenseKey(last4: string): string {
  if (!LAST4.test(last4)) throw new RangeError('Expected the last 4 characters of a license key');
  const hidden = '•'.repeat(BODY_LENGTH - last4.length);
  return formatBody(hidden + last4);
}
