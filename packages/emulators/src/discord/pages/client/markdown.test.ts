// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { inlineMarkdown, safeHref } from './markdown.js';

function html(text: string, leaf?: (run: string) => (Node | string)[]) {
  const box = document.createElement('p');
  box.append(...inlineMarkdown(text, leaf));
  return box.innerHTML;
}

describe('inlineMarkdown', () => {
  it("draws Discord's inline styles the bot uses", () => {
    expect(html('Your **Spoiler Report** ticket is open.')).toBe(
      'Your <strong>Spoiler Report</strong> ticket is open.',
    );
    expect(html('Use `/undo` to *remove* __it__ or ~~not~~ _now_.')).toBe(
      'Use <code>/undo</code> to <em>remove</em> <u>it</u> or <s>not</s> <em>now</em>.',
    );
    expect(html('**Fantasy & *Sci-Fi* Readers**')).toBe(
      '<strong>Fantasy &amp; <em>Sci-Fi</em> Readers</strong>',
    );
  });

  it('leaves text alone where Discord would: loose stars, snake_case, unclosed marks', () => {
    for (const text of ['2 * 3 * 4', 'ticket_spoiler_report', '**not closed', 'a_b c_d']) {
      expect(html(text)).toBe(text.replace(/&/g, '&amp;'));
    }
  });

  it('keeps markup in a message as text, never as HTML', () => {
    expect(html('**<img src=x onerror=alert(1)>**')).toBe(
      '<strong>&lt;img src=x onerror=alert(1)&gt;</strong>',
    );
  });

  it('hands plain runs to the leaf drawer, but not code', () => {
    const seen: string[] = [];
    html('**a** b `c`', (run) => {
      seen.push(run);
      return [run];
    });
    expect(seen).toEqual(['a', ' b ']);
  });
});

describe('links', () => {
  const LINK = 'target="_blank" rel="noopener noreferrer"';

  it('draws masked links with their words, the address shown on hover', () => {
    expect(html('See [the **rules**](https://example.com/rules?a=1&b=2).')).toBe(
      `See <a href="https://example.com/rules?a=1&amp;b=2" title="https://example.com/rules?a=1&amp;b=2" ${LINK}>the <strong>rules</strong></a>.`,
    );
    expect(html('[wiki](https://en.wikipedia.org/wiki/Guild_(gaming))')).toBe(
      `<a href="https://en.wikipedia.org/wiki/Guild_(gaming)" title="https://en.wikipedia.org/wiki/Guild_(gaming)" ${LINK}>wiki</a>`,
    );
  });

  it('draws bare and bracketed addresses, leaving the sentence around them out', () => {
    expect(html('Open https://example.com/a_b, then (see http://example.com/x).')).toBe(
      `Open <a href="https://example.com/a_b" ${LINK}>https://example.com/a_b</a>, then (see <a href="http://example.com/x" ${LINK}>http://example.com/x</a>).`,
    );
    expect(html('No preview: <https://example.com/p>')).toBe(
      `No preview: <a href="https://example.com/p" ${LINK}>https://example.com/p</a>`,
    );
    expect(html('**https://example.com**')).toBe(
      `<strong><a href="https://example.com/" ${LINK}>https://example.com</a></strong>`,
    );
  });

  it('keeps other schemes as text', () => {
    for (const text of [
      '[click me](javascript:alert(1))',
      '[x](data:text/html,<script>alert(1)</script>)',
      'javascript:alert(document.cookie)',
      '[x](JAVASCRIPT:alert(1))',
      'ftp://example.com/file',
    ]) {
      const box = document.createElement('p');
      box.append(...inlineMarkdown(text));
      expect(box.querySelector('a')).toBeNull();
      expect(box.textContent).toBe(text);
    }
  });

  it('never nests a link in a masked link, nor lets an address break out of its attribute', () => {
    const box = document.createElement('p');
    box.append(...inlineMarkdown('[https://good.example](https://evil.example/"onmouseover="x)'));
    const links = box.querySelectorAll('a');

    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://evil.example/%22onmouseover=%22x');
    expect(links[0]?.getAttribute('onmouseover')).toBeNull();
    expect(links[0]?.textContent).toBe('https://good.example');
  });

  it('leaves code alone, addresses included', () => {
    expect(html('`https://example.com`')).toBe('<code>https://example.com</code>');
  });

  it('answers only http(s) addresses, normalised', () => {
    expect(safeHref('https://Example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
