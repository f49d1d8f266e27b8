// Applies the stored theme (else the system preference) before the first paint, so
// a dark-mode visitor never sees a white flash. It is a file, not an inline script,
// so the Content-Security-Policy needs no hash. Keep the key in sync with src/lib/theme.ts.
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
