/**
 * Page reloads go through this object so tests can replace them: jsdom cannot
 * navigate, and a real reload would end the test run.
 */
export const pageReloader = {
  reload(): void {
    window.location.reload();
  },
};
