/** Small DOM helpers for the sandbox: elements are built with text nodes only, never HTML strings. */

export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value);
    } else if (name === 'dataset') {
      Object.assign(element.dataset, value);
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
  append(element, children);
  return element;
}

/** Appends a child or a list of children (one level of nesting is flattened). */
function append(parent, children) {
  for (const child of [children].flat(2)) {
    if (child === undefined || child === null || child === false) continue;
    parent.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return parent;
}

export function replaceChildren(parent, children) {
  parent.replaceChildren();
  return append(parent, children);
}

/** A Discord colour integer as CSS. */
export function colour(value) {
  return `#${Number(value ?? 0)
    .toString(16)
    .padStart(6, '0')}`;
}
