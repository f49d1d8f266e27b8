const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const storableText = (text: string) =>
  text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

/**
 * A copy of parsed JSON that PostgreSQL will store: jsonb refuses `\u0000`
 * and unpaired surrogate escapes, in values and keys alike. NUL is dropped and
 * a lone surrogate becomes U+FFFD, as any UTF-8 encoder would write it.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item) => storableJson(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    ) as T;
  }
  return value;
}
