import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's layout as the browser laid it out: sideways
 * scrolling, text wider than its control or card, and controls hidden under
 * something fixed (checked at the top of the page and again at the bottom,
 * where fixed banners sit). Measured in the DOM, so it needs no screenshots.
 */
export async function measureLayout(page: Page): Promise<string[]> {
  const problems = await page.evaluate(checkLayout, 'full');
  // Instant: the page may scroll smoothly, and a measure taken mid-scroll would be wrong.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  const atBottom = await page.evaluate(checkLayout, 'covered');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...new Set([...problems, ...atBottom])];
}

/** Runs in the page: keep it self-contained (Playwright serialises it). */
function checkLayout(scope: string): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${label}"`;
  };
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      rect.width >= 2 &&
      rect.height >= 2 &&
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      !element.closest('[aria-hidden="true"], [inert]')
    );
  };
  const scrolls = (element: Element) =>
    ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
  /** Inside a container that scrolls or clips sideways (a deliberate strip or a truncation). */
  const clippedWithin = (element: Element, boundary: Element | null) => {
    for (let node = element.parentElement; node && node !== boundary; node = node.parentElement) {
      if (scrolls(node)) return true;
    }
    return false;
  };

  if (scope === 'full') {
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 1) {
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => visible(element) && !clippedWithin(element, null))
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .filter((element) => !Array.from(element.children).some((child) => visible(child)))
        .slice(0, 3)
        .map(describe);
      problems.push(`page scrolls sideways by ${overflow}px (${culprits.join(', ')})`);
    }

    const controls = document.querySelectorAll(
      'button, a, [role="button"], [role="tab"], summary, h1, h2, h3',
    );
    for (const control of Array.from(controls)) {
      if (!visible(control)) continue;
      const style = getComputedStyle(control);
      if (style.display === 'inline' || style.display === 'contents') continue;
      if (style.textOverflow === 'ellipsis' || scrolls(control)) continue;
      const spill = control.scrollWidth - control.clientWidth;
      if (spill > 1) problems.push(`text overflows ${describe(control)} by ${spill}px`);
    }

    for (const card of Array.from(document.querySelectorAll('article'))) {
      if (!visible(card)) continue;
      const box = card.getBoundingClientRect();
      for (const inner of Array.from(card.querySelectorAll('*'))) {
        if (!visible(inner) || clippedWithin(inner, card)) continue;
        const rect = inner.getBoundingClientRect();
        const spill = Math.max(rect.right - box.right, box.left - rect.left);
        if (spill > 1) {
          problems.push(`${describe(inner)} spills out of card ${describe(card)} by ${spill}px`);
          break;
        }
      }
    }
  }

  // A modal dialog covers the page on purpose.
  if (document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return problems;
  const fixedAncestor = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const interactive = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]',
  );
  for (const control of Array.from(interactive)) {
    if (!visible(control)) continue;
    const rect = control.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || x > width || y < 0 || y > height) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || control.contains(hit) || hit.contains(control)) continue;
    const cover = fixedAncestor(hit);
    if (!cover || cover.contains(control)) continue;
    // Content scrolls under a sticky header, and away from above a bottom banner: a cover
    // is a problem where the control cannot scroll out of it (a header at the top of the
    // page, a banner at its end).
    const coverRect = cover.getBoundingClientRect();
    const coverAtTop = coverRect.top + coverRect.height / 2 < height / 2;
    if (coverAtTop === (scope === 'full')) {
      problems.push(`${describe(control)} is covered by ${describe(cover)}`);
    }
  }
  return problems;
}
