// Applies the stored theme (else the system preference) before the first paint, so
// a dark-mode visitor never sees a white flash. The build inlines it into the HTML
// (scripts/prerender-landing.mjs) and the server's Content-Security-Policy allows it
// by its hash. Keep the key in sync with src/lib/theme.ts.
try {
  const stored = localStorage.getItem('theme');
  if (
    stored === 'dark' ||
    (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
  ) {
    document.documentElement.classList.add('dark');
  }
} catch {
  // Storage can be blocked (privacy settings); the app falls back to the light theme.
}

// index.html carries the landing's first screen as a signed-out English visitor
// sees it. Hide it for any other visit: another page, another language, a
// stored session, or a return from sign-in. Keep in sync with src/i18n/languages.ts
// (detectLanguage) and src/lib/auth-storage.ts (TOKEN_KEYS).
try {
  const codes = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'zh'];
  const stored = localStorage.getItem('language');
  let language = codes.includes(stored) ? stored : null;
  if (!language) {
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of preferred) {
      const primary = String(tag ?? '')
        .split('-')[0]
        .toLowerCase();
      if (codes.includes(primary)) {
        language = primary;
        break;
      }
    }
  }
  const signedIn = ['auth_token', 'authToken'].some(
    (key) => localStorage.getItem(key) || sessionStorage.getItem(key),
  );
  if (location.pathname !== '/' || location.search || (language ?? 'en') !== 'en' || signedIn) {
    document.documentElement.classList.add('no-prerender');
  }
} catch {
  document.documentElement.classList.add('no-prerender');
}
