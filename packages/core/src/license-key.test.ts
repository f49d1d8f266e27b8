import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  generateLicenseKey,
  hasValidCheckCharacter,
  isWellFormedLicenseKey,
  licenseKeyLast4,
  maskLicenseKey,
  normalizeLicenseKey,
  parseLicenseKey,
} from './license-key.ts';

const bytesOf = (values: number[]) => () => Uint8Array.from(values);
const range = <T>(length: number, valueAt: (index: number) => T): T[] =>
  Array.from({ length }, (_, index) => valueAt(index));

/** Where the nth of the 20 key characters sits in `TPL-XXXXX-XXXXX-XXXXX-XXXXX`. */
const symbolPosition = (index: number) => 4 + index + Math.floor(index / 5);
const SYMBOL_POSITIONS = range(20, symbolPosition);

const withCharAt = (key: string, position: number, char: string) =>
  key.slice(0, position) + char + key.slice(position + 1);

const swap = (key: string, first: number, second: number) =>
  withCharAt(withCharAt(key, first, key.charAt(second)), second, key.charAt(first));

// Computed independently (Python, generic GF(32) multiplication) to pin the algorithm:
// changing it would invalidate every key already e-mailed.
const SEQUENTIAL_KEY = 'TPL-01234-56789-ABCDE-FGHJT';
const KNOWN_KEYS = [
  { bytes: range(19, (index) => index), key: SEQUENTIAL_KEY },
  { bytes: range(19, () => 0xff), key: 'TPL-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZT' },
  { bytes: range(19, (index) => ((7 * index + 3) % 32) + 64), key: 'TPL-3AHRZ-6DMV2-9GQY5-CKT1V' },
];

describe('generating license keys', () => {
  it('derives the key from the low 5 bits of each random byte plus a check character', () => {
    for (const { bytes, key } of KNOWN_KEYS) {
      expect(generateLicenseKey(bytesOf(bytes))).toBe(key);
    }
  });

  it('makes 10,000 distinct, well-formed keys with valid check characters', () => {
    const keys = range(10_000, () => generateLicenseKey());
    for (const key of keys) {
      expect(key).toMatch(/^TPL-[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
      expect(hasValidCheckCharacter(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a random source that returns too few bytes', () => {
    expect(() => generateLicenseKey(bytesOf(range(18, () => 1)))).toThrow(RangeError);
  });
});

describe('the check character', () => {
  const sampleKeys = [
    ...KNOWN_KEYS.map(({ key }) => key),
    ...range(40, () => generateLicenseKey()),
  ];

  it('catches every single-character substitution', () => {
    for (const key of sampleKeys) {
      for (const position of SYMBOL_POSITIONS) {
        for (const char of CROCKFORD_ALPHABET) {
          if (char === key.charAt(position)) continue;
          expect(parseLicenseKey(withCharAt(key, position, char))).toEqual({
            ok: false,
            reason: 'checksum',
          });
        }
      }
    }
  });

  it('catches every adjacent transposition, across group hyphens too', () => {
    for (const key of sampleKeys) {
      for (let index = 0; index < 19; index++) {
        const [first, second] = [symbolPosition(index), symbolPosition(index + 1)];
        if (key.charAt(first) === key.charAt(second)) continue;
        expect(hasValidCheckCharacter(swap(key, first, second))).toBe(false);
      }
    }
  });

  it('catches transpositions of characters further apart as well', () => {
    const key = SEQUENTIAL_KEY;
    for (const first of SYMBOL_POSITIONS) {
      for (const second of SYMBOL_POSITIONS) {
        if (first >= second) continue;
        expect(hasValidCheckCharacter(swap(key, first, second))).toBe(false);
      }
    }
  });
});

describe('reading a typed key', () => {
  const key = SEQUENTIAL_KEY;

  it('accepts lower case, spaces, missing hyphens and a missing prefix', () => {
    for (const typed of [
      'tpl-01234-56789-abcde-fghjt',
      '  TPL 01234 56789 ABCDE FGHJT ',
      'TPL0123456789ABCDEFGHJT',
      '01234-56789-ABCDE-FGHJT',
      'TPL–01234—56789-ABCDE-FGHJT',
    ]) {
      expect(parseLicenseKey(typed)).toEqual({ ok: true, key });
    }
  });

  it("reads Crockford's look-alikes O as 0 and I, L as 1", () => {
    expect(normalizeLicenseKey('tpl-oi234-56789-abcde-fghjt')).toBe(key);
    expect(normalizeLicenseKey('TPL-3AHRZ-6DMV2-9GQY5-CKTLV')).toBe('TPL-3AHRZ-6DMV2-9GQY5-CKT1V');
  });

  it('reports a wrong shape as a format error', () => {
    for (const typed of [
      '',
      'TPL-01234-56789-ABCDE-FGHJ',
      'TPL-01234-56789-ABCDE-FGHJTX',
      'ABC-01234-56789-ABCDE-FGHJT',
      'TPL-01234-56789-ABCDE-FGHJU',
      'TPL-01234-56789-ABCDE-FGH*T',
    ]) {
      expect(parseLicenseKey(typed)).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('treats only the canonical form as well-formed', () => {
    expect(isWellFormedLicenseKey(key)).toBe(true);
    expect(isWellFormedLicenseKey(key.toLowerCase())).toBe(false);
    expect(isWellFormedLicenseKey(key.replaceAll('-', ''))).toBe(false);
    expect(hasValidCheckCharacter(key.toLowerCase())).toBe(false);
  });
});

describe('showing a stored key', () => {
  it('keeps the last 4 characters and masks the rest', () => {
    const last4 = licenseKeyLast4('TPL-3AHRZ-6DMV2-9GQY5-CKT1V');
    expect(last4).toBe('KT1V');
    expect(maskLicenseKey(last4)).toBe('TPL-•••••-•••••-•••••-•KT1V');
  });

  it('refuses anything but a canonical key or 4 key characters', () => {
    expect(() => licenseKeyLast4('tpl-3ahrz-6dmv2-9gqy5-ckt1v')).toThrow(RangeError);
    expect(() => maskLicenseKey('KT1')).toThrow(RangeError);
    expect(() => maskLicenseKey('KTUV')).toThrow(RangeError);
  });
});
