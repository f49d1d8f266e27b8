// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { inlineMarkdown } from './markdown.js';

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
