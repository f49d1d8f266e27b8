// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { blockMarkdown } from './markdown-blocks.js';

function draw(text: string, leaf?: (run: string) => (Node | string)[]) {
  const box = document.createElement('div');
  box.append(...blockMarkdown(text, leaf));
  return box;
}

const html = (text: string) => draw(text).innerHTML;
const HIDDEN_QUOTE = '<span class="visually-hidden" aria-hidden="true">&gt; </span>';

describe('blockMarkdown', () => {
  it('draws text without blocks as inline text, line breaks kept', () => {
    expect(html('Hello **there**\nsecond line')).toBe('Hello <strong>there</strong>\nsecond line');
    expect(html('')).toBe('');
  });

  it('draws the three heading sizes below the page headings, and no fourth', () => {
    expect(html('# Rules\n## Be *kind*\n### Small\n#### Not one')).toBe(
      '<h3 class="md-heading md-h1">Rules</h3><h4 class="md-heading md-h2">Be <em>kind</em></h4><h5 class="md-heading md-h3">Small</h5>#### Not one',
    );
    expect(html('#hashtag and # mid-line')).toBe('#hashtag and # mid-line');
  });

  it('draws bulleted lists, with deeper items nested', () => {
    expect(html('Steps:\n- one\n* two\n  - two and a half\n- three')).toBe(
      'Steps:<ul class="md-list"><li>one</li><li>two<ul class="md-list"><li>two and a half</li></ul></li><li>three</li></ul>',
    );
  });

  it('draws numbered lists from their first number, and splits lists of another kind', () => {
    expect(html('1. first\n2. second\n- loose')).toBe(
      '<ol class="md-list"><li>first</li><li>second</li></ol><ul class="md-list"><li>loose</li></ul>',
    );
    expect(html('3. third\n4. fourth')).toBe(
      '<ol class="md-list" start="3"><li>third</li><li>fourth</li></ol>',
    );
  });

  it('leaves stars and dashes that are not list markers alone', () => {
    expect(html('2 * 3 * 4\n*not a list*\n-not either')).toBe(
      '2 * 3 * 4\n<em>not a list</em>\n-not either',
    );
  });

  it('draws quotes, consecutive lines together, with the marker kept out of sight', () => {
    const box = draw('Your answer:\n> UX test an\n> **second**\nNext');

    expect(box.innerHTML).toBe(
      `Your answer:<blockquote class="md-quote">${HIDDEN_QUOTE}UX test an\n<strong>second</strong></blockquote>Next`,
    );
    expect(box.querySelector('blockquote')?.textContent).toBe('> UX test an\nsecond');
    expect(draw('> a\n> \n> b').querySelector('blockquote')?.textContent).toBe('> a\n\nb');
  });

  it('quotes everything after >>>', () => {
    expect(html('Intro\n>>> all\n# of\nthis')).toBe(
      `Intro<blockquote class="md-quote">${HIDDEN_QUOTE}all<h3 class="md-heading md-h1">of</h3>this</blockquote>`,
    );
  });

  it('draws fenced code literally, the language line dropped', () => {
    expect(html('Run:\n```js\nconst a = **1**; // <b>\n```\nDone')).toBe(
      'Run:<pre class="md-code"><code>const a = **1**; // &lt;b&gt;</code></pre>Done',
    );
    expect(html('```one line```')).toBe('<pre class="md-code"><code>one line</code></pre>');
    expect(html('```not closed')).toBe('```not closed');
  });

  it('hands plain runs in every block to the leaf drawer, but not code', () => {
    const seen: string[] = [];
    draw('# a\n- b\n> c\n```d```', (run) => {
      seen.push(run);
      return [run];
    });
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});

describe('hostile message text', () => {
  it('stays text in every block', () => {
    const box = draw(
      '# <img src=x onerror=alert(1)>\n- <script>alert(1)</script>\n> <iframe src="javascript:alert(1)">\n```\n<svg onload=alert(1)>\n```',
    );

    expect(box.querySelectorAll('img, script, iframe, svg')).toHaveLength(0);
    expect(box.querySelector('h3')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(box.querySelector('li')?.textContent).toBe('<script>alert(1)</script>');
    expect(box.querySelector('code')?.textContent).toBe('<svg onload=alert(1)>');
  });

  it('links only http(s), inside blocks too', () => {
    const box = draw(
      '- [safe](https://example.com)\n- [unsafe](javascript:alert(1))\n> javascript:alert(2)',
    );

    expect(Array.from(box.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      'https://example.com/',
    ]);
    expect(box.textContent).toContain('[unsafe](javascript:alert(1))');
  });

  it('does not nest quotes or headings, and survives nested and unbalanced markers', () => {
    expect(html('> > inner')).toBe(
      `<blockquote class="md-quote">${HIDDEN_QUOTE}&gt; inner</blockquote>`,
    );
    expect(html('# # twice')).toBe('<h3 class="md-heading md-h1"># twice</h3>');
    expect(html('***__~~deep~~__***')).toBe('<strong><em><u><s>deep</s></u></em></strong>');
    expect(html('**a __b** c__')).toBe('<strong>a __b</strong> c__');
    expect(html('- **open\n- close**')).toBe(
      '<ul class="md-list"><li>**open</li><li>close**</li></ul>',
    );
  });
});
