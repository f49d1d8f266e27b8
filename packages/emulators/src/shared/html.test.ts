import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('html', () => {
  it('escapes interpolated text, including quotes for attributes', () => {
    const name = `<img src=x onerror="alert('x')">&`;

    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('nests templates without escaping them twice, joins lists and skips empty values', () => {
    const items = ['a&b', 'c'].map((item) => html`<li>${item}</li>`);

    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe(
      '<ul><li>a&amp;b</li><li>c</li></ul>0',
    );
  });

  it('escapes every character that matters in HTML', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
