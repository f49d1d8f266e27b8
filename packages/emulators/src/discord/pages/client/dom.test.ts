// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { el, replaceChildren } from './dom.js';

describe('replaceChildren', () => {
  it('draws a list of items, skipping the empty ones', () => {
    const list = document.createElement('ul');
    replaceChildren(list, [el('li', {}, 'first'), null, false, [el('li', {}, 'second')]]);
    expect(Array.from(list.children).map((item) => item.textContent)).toEqual(['first', 'second']);
  });

  // The sandbox shows one hint item in place of an empty list ("Nothing received yet.").
  it('draws a single item given in place of a list', () => {
    const list = document.createElement('ul');
    list.append(document.createElement('li'), document.createElement('li'));
    replaceChildren(list, el('li', { class: 'hint' }, 'Nothing received yet.'));
    expect(Array.from(list.children).map((item) => item.textContent)).toEqual([
      'Nothing received yet.',
    ]);
  });
});
