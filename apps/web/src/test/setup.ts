import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/i18n/index.ts';

// Components render English text in tests, whatever the machine's locale.
await initI18n('en');

// jsdom implements no layout, scrolling or pointer capture; the router's scroll
// restoration, the section links and Radix's swipe handling call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture = () => false;
Element.prototype.setPointerCapture = () => {};
Element.prototype.releasePointerCapture = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});
