import { el } from './dom.js';
import { inlineMarkdown } from './markdown.js';

// ```lang\ncode``` or ```code```: the language word only counts on a line of its own.
const FENCE = /```(?:[\w+#.-]+\n)?\n?(?<code>[\s\S]*?)\n?```/g;
const HEADING = /^(?<marks>#{1,3}) +(?<text>\S.*)$/;
const QUOTE = /^> (?<text>.*)$/;
const LIST_ITEM = /^(?<indent> *)(?:(?<bullet>[-*])|(?<number>\d{1,9})\.) +(?<text>\S.*)$/;

function listItem(line) {
  const match = LIST_ITEM.exec(line);
  if (!match) return null;
  const { indent, bullet, number, text } = match.groups;
  return { indent: indent.length, ordered: bullet === undefined, number: Number(number), text };
}

/** Consecutive items as one list; deeper-indented ones under the item above them. */
function listBlock(items, leaf) {
  const [first] = items;
  const list = el(first.ordered ? 'ol' : 'ul', {
    class: 'md-list',
    start: first.ordered && first.number !== 1 ? first.number : undefined,
  });
  let index = 0;
  while (index < items.length) {
    const item = items[index];
    let next = index + 1;
    while (next < items.length && items[next].indent > item.indent) next += 1;
    const nested = next > index + 1 ? listBlock(items.slice(index + 1, next), leaf) : null;
    list.append(el('li', {}, inlineMarkdown(item.text, leaf), nested));
    index = next;
  }
  return list;
}

/**
 * The `>` stays in the text, out of sight and out of the accessibility tree,
 * so the quote reads and finds (Ctrl+F, copy) as it was written.
 */
function quoteBlock(text, leaf) {
  return el(
    'blockquote',
    { class: 'md-quote' },
    el('span', { class: 'visually-hidden', 'aria-hidden': 'true' }, '> '),
    lineBlocks(text, leaf, false),
  );
}

/** The lines from `start` on that `parse` accepts (answers other than undefined), parsed. */
function consecutive(lines, start, parse) {
  const taken = [];
  while (start + taken.length < lines.length) {
    const parsed = parse(lines[start + taken.length]);
    if (parsed === undefined) break;
    taken.push(parsed);
  }
  return taken;
}

/**
 * Headings, lists and quotes, line by line; the lines between them stay text
 * (with their line breaks), so a message without blocks is drawn as before.
 * Quotes do not nest, as in Discord: a quoted `> ` stays text.
 */
function lineBlocks(text, leaf, quotes) {
  const lines = text.split('\n');
  const parts = [];
  let plain = [];
  const flush = () => {
    if (plain.length > 0) parts.push(...inlineMarkdown(plain.join('\n'), leaf));
    plain = [];
  };
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    const heading = HEADING.exec(line);
    const item = listItem(line);
    if (quotes && line.startsWith('>>> ')) {
      // Discord's multi-line quote: everything after it is quoted.
      flush();
      parts.push(quoteBlock(lines.slice(index).join('\n').slice(4), leaf));
      return parts;
    }
    if (heading) {
      flush();
      const level = heading.groups.marks.length;
      const content = inlineMarkdown(heading.groups.text, leaf);
      // Below the page's own headings: the server (h1) and the channel (h2).
      parts.push(el(`h${level + 2}`, { class: `md-heading md-h${level}` }, content));
      index += 1;
    } else if (quotes && QUOTE.test(line)) {
      flush();
      const quoted = consecutive(lines, index, (next) => QUOTE.exec(next)?.groups.text);
      parts.push(quoteBlock(quoted.join('\n'), leaf));
      index += quoted.length;
    } else if (item) {
      flush();
      // A top-level item of the other kind starts a list of its own.
      const items = consecutive(lines, index, (next) => {
        const parsed = listItem(next);
        const same = parsed && (parsed.indent > item.indent || parsed.ordered === item.ordered);
        return same ? parsed : undefined;
      });
      parts.push(listBlock(items, leaf));
      index += items.length;
    } else {
      plain.push(line);
      index += 1;
    }
  }
  flush();
  return parts;
}

/**
 * Message text as Discord draws it: fenced code blocks (kept literal),
 * headings, lists and quotes, with inline markdown, links and `leaf`
 * (mentions) inside them. Text nodes only, never HTML.
 */
export function blockMarkdown(text, leaf = (run) => [run]) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(FENCE)) {
    // The line break next to a block is the block's own edge, not an empty line.
    parts.push(...lineBlocks(text.slice(last, match.index).replace(/\n$/, ''), leaf, true));
    parts.push(el('pre', { class: 'md-code' }, el('code', {}, match.groups.code)));
    last = match.index + match[0].length;
    if (text[last] === '\n') last += 1;
  }
  if (last < text.length) parts.push(...lineBlocks(text.slice(last), leaf, true));
  return parts;
}
