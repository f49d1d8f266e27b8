import { el } from './dom.js';

// Discord's inline styles, outermost first: `code`, **bold**, __underline__, ~~strike~~,
// *italic* and _italic_ (not inside words, so snake_case names stay as typed).
const INLINE =
  /`([^`\n]+)`|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|~~([\s\S]+?)~~|\*(?![\s*])([\s\S]+?)\*|(?<!\w)_(?![\s_])([\s\S]+?)_(?!\w)/g;

/**
 * Message text with Discord's inline markdown as elements; `leaf` draws the
 * plain runs between them (mentions), except inside code, which stays literal.
 * Built from text nodes only, so nothing in a message becomes HTML.
 */
export function inlineMarkdown(text, leaf = (run) => [run]) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(...leaf(text.slice(last, match.index)));
    const [, code, bold, underline, strike, star, underscore] = match;
    if (code !== undefined) parts.push(el('code', {}, code));
    else if (bold !== undefined) parts.push(el('strong', {}, inlineMarkdown(bold, leaf)));
    else if (underline !== undefined) parts.push(el('u', {}, inlineMarkdown(underline, leaf)));
    else if (strike !== undefined) parts.push(el('s', {}, inlineMarkdown(strike, leaf)));
    else parts.push(el('em', {}, inlineMarkdown(star ?? underscore, leaf)));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(...leaf(text.slice(last)));
  return parts;
}
