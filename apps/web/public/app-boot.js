// Starts the app right after the first paint. index.html already carries the
// landing's first screen (scripts/prerender-landing.mjs), so the page paints
// from HTML and CSS alone and the app's JavaScript downloads afterwards.
// The build writes the entry and its preloads into this tag's data attributes.
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const preloads = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  // Hidden tabs run no animation frames; start anyway.
  setTimeout(start, 250);
})();
