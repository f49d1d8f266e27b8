import { el } from './dom.js';

// Discord's inline styles, outermost first: `code`, [masked](https://links), <https://links>
// and bare ones, **bold**, __underline__, ~~strike~~, *italic* and _italic_ (not inside words,
// so snake_case names stay as typed). A link's address may hold one level of parentheses.
const CODE = /`(?<code>[^`\n]+)`/.source;
const LINKS = [
  /\[(?<label>[^[\]\n]+)\]\(\s*(?<masked>https?:\/\/(?:[^\s()]|\([^\s()]*\))+)\s*\)/.source,
  /<(?<bracketed>https?:\/\/[^\s<>]+)>/.source,
  /(?<bare>https?:\/\/[^\s<>]+)/.source,
];
const STYLES = [
  // A third closing star belongs to the bold run, so ***both*** is bold and italic.
  /\*\*(?<bold>[\s\S]+?)\*\*(?!\*)/.source,
  /__(?<underline>[\s\S]+?)__/.source,
  /~~(?<strike>[\s\S]+?)~~/.source,
  /\*(?![\s*])(?<star>[\s\S]+?)\*/.source,
  /(?<!\w)_(?![\s_])(?<underscore>[\s\S]+?)_(?!\w)/.source,
];
const WITH_LINKS = new RegExp([CODE, ...LINKS, ...STYLES].join('|'), 'g');
// Inside a masked link's text, where another link would nest one <a> in another.
const WITHOUT_LINKS = new RegExp([CODE, ...STYLES].join('|'), 'g');

/** The address as a link may use it: http(s) only, so `javascript:` and the like stay text. */
export function safeHref(candidate) {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A bare address without the punctuation that ends its sentence, and without
 * a closing parenthesis it did not open: "(see https://a.example/x)." links
 * https://a.example/x.
 */
function trimBareUrl(url) {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1];
    const open = url.slice(0, end).split('(').length - 1;
    const close = url.slice(0, end).split(')').length - 1;
    if (/[.,:;!?'"\]]/.test(last) || (last === ')' && close > open)) end -= 1;
    else break;
  }
  return url.slice(0, end);
}

function link(href, children, title) {
  return el('a', { href, title, target: '_blank', rel: 'noopener noreferrer' }, children);
}

/** One match as elements, and how much of the text it used (a bare link may give some back). */
function styled(groups, raw, leaf) {
  const { code, label, masked, bracketed, bare } = groups;
  if (code !== undefined) return { nodes: [el('code', {}, code)], used: raw.length };
  if (label !== undefined) {
    const href = safeHref(masked);
    if (!href) return { nodes: leaf(raw), used: raw.length };
    // The address shows on hover, since the words may claim to be somewhere else.
    return { nodes: [link(href, inlineMarkdown(label, leaf, false), href)], used: raw.length };
  }
  if (bracketed !== undefined || bare !== undefined) {
    const url = bracketed ?? trimBareUrl(bare);
    const href = safeHref(url);
    const used = bracketed === undefined ? url.length : raw.length;
    return { nodes: href ? [link(href, url)] : leaf(raw.slice(0, used)), used };
  }
  const { bold, underline, strike, star, underscore } = groups;
  const inner = (text) => inlineMarkdown(text, leaf);
  if (bold !== undefined) return { nodes: [el('strong', {}, inner(bold))], used: raw.length };
  if (underline !== undefined) return { nodes: [el('u', {}, inner(underline))], used: raw.length };
  if (strike !== undefined) return { nodes: [el('s', {}, inner(strike))], used: raw.length };
  return { nodes: [el('em', {}, inner(star ?? underscore))], used: raw.length };
}

/**
 * Message text with Discord's inline markdown and links as elements; `leaf`
 * draws the plain runs between them (mentions), except inside code, which
 * stays literal. Built from text nodes only, so nothing in a message becomes
 * HTML, and only http(s) addresses become links.
 */
export function inlineMarkdown(text, leaf = (run) => [run], links = true) {
  // A copy per call: the nested calls below must not move this loop's place.
  const pattern = new RegExp(links ? WITH_LINKS : WITHOUT_LINKS);
  const parts = [];
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match.index > last) parts.push(...leaf(text.slice(last, match.index)));
    const { nodes, used } = styled(match.groups, match[0], leaf);
    parts.push(...nodes);
    last = match.index + used;
    pattern.lastIndex = last;
  }
  if (last < text.length) parts.push(...leaf(text.slice(last)));
  return parts;
}
