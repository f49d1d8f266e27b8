import fc from 'fast-check';

/**
 * Values a careful client never sends and an attacker always tries. Strings
 * are built around a valid value where there is one, so the hostile part gets
 * past the other checks and reaches what is behind them.
 */

/** `arbitrary`'s value one time in `oneIn`, undefined otherwise. */
export function rarely<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { weight: oneIn - 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary },
  );
}

/** What broke storage (PostgreSQL refuses NUL; lone surrogates have no UTF-8), so it comes often. */
const UNSTORABLE = ['\u0000', '\u0000', '\ud800', '\udfff', '\udc00\ud800'];
/** Characters that have broken text handling elsewhere: logs, HTML, e-mail, terminals, paths. */
const TROUBLE = [
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\u2028',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u{10ffff}',
  '\u{1f469}\u200d\u{1f4bb}',
  'e\u0301\u0301\u0301',
  '<img src=x onerror=alert(1)>',
  '"\'`;--',
  '../../',
  '%00',
  '{{7*7}}#{7*7}',
  '__proto__',
];

export const troubleCharacters = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNSTORABLE) },
  { weight: 2, arbitrary: fc.constantFrom(...TROUBLE) },
);

/** `valid` with trouble inserted somewhere, or replaced by it. */
export function troubledString(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const inserted = fc.tuple(valid, troubleCharacters, fc.nat()).map(([value, trouble, at]) => {
    const cut = value.length === 0 ? 0 : at % (value.length + 1);
    return value.slice(0, cut) + trouble + value.slice(cut);
  });
  return fc.oneof(
    { weight: 3, arbitrary: inserted },
    troubleCharacters,
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
}

/** Long enough to pass every length limit the API has, and past the 1 MiB body limit. */
export const hugeString = fc
  .tuple(fc.constantFrom(5_000, 70_000, 1_100_000), fc.constantFrom('a', 'é', '😀', '\u0000'))
  .map(([length, unit]) => unit.repeat(length / unit.length));

/** Numbers at the edges of what JSON, JavaScript and PostgreSQL columns hold. */
export const boundaryNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1e-320,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
);

/** A value of some other JSON type than the schema asks for. */
export const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, '', [], {}, [null], { '': null }),
  fc.string({ maxLength: 8 }),
  fc.integer(),
);

/** Pieces that break URL decoding or path matching, already percent-encoded. */
export const hostileUrlPiece = fc.constantFrom(
  '%00',
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '..',
  '%2e%2e%2f',
  '%2F',
  '%5C',
  '%0D%0A',
  'a'.repeat(2_000),
);

/**
 * Percent-encodes any string, lone surrogates included (encodeURIComponent
 * throws on those): they go out as the bytes a careless UTF-8 encoder would
 * write, which is what such a client sends.
 */
export function encodeAny(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = value.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      encoded += encodeURIComponent(value[index] ?? '');
    }
  }
  return encoded;
}
