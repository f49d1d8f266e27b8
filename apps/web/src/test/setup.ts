import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/i18n/index.ts';

// findBy/waitFor wait for what a user would: a loaded CI machine can take seconds to
// render a lazy page, and a failure after 1 s would say nothing about the page.
configure({ asyncUtilTimeout: 5000 });

// Components render English text in tests, whatever the machine's locale. Like the app,
// it starts with the layout's and the landing's messages; other pages add theirs as they load.
await initI18n('en');
// A message not loaded when a screen names it would show as its key: that fails the test.
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
  console.error(`No message loaded for ${key}`);
};

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
