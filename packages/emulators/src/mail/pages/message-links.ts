import type { MailMessage } from '../mail-store.ts';

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/**
 * An attribute value as the browser reads it: numeric character references
 * (`&#38;`, `&#x26;`, the semicolon optional) and the named ones links use.
 * Named references need their semicolon here, so a query's `&copy=1` stays.
 */
export function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#(\d{1,7});?|#x([0-9a-f]{1,6});?|([a-z]+);)/gi,
    (reference, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED[name.toLowerCase()] ?? reference;
      const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    },
  );
}

// href="…", href='…' or href=… (unquoted), as HTML allows all three.
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const TEXT_URL = /https?:\/\/[^\s<>"]+/g;

/**
 * An address in plain text without what ends its sentence: trailing
 * punctuation, and a closing bracket it did not open ("(see https://x/y).").
 */
function trimTextUrl(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1] ?? '';
    const head = url.slice(0, end);
    const unopened =
      (last === ')' && head.split('(').length < head.split(')').length) ||
      (last === ']' && head.split('[').length < head.split(']').length);
    if (/[.,:;!?']/.test(last) || unopened) end -= 1;
    else break;
  }
  return url.slice(0, end);
}

function httpUrl(candidate: string): string | null {
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * The http(s) links of a message, each once: those of the HTML part decoded
 * as a browser would, then those of the text part, compared as URLs. The HTML
 * view is sandboxed and cannot open them, yet a demo needs to follow
 * "confirm" and "unsubscribe" links.
 */
export function messageLinks(message: Pick<MailMessage, 'html' | 'text'>): string[] {
  const fromHtml = [...(message.html ?? '').matchAll(HREF)].map((match) =>
    decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '').trim(),
  );
  const fromText = (message.text.match(TEXT_URL) ?? []).map(trimTextUrl);
  const links = new Set<string>();
  for (const candidate of [...fromHtml, ...fromText]) {
    const url = httpUrl(candidate);
    if (url) links.add(url);
  }
  return [...links];
}
