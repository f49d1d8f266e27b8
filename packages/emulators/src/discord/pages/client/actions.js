/**
 * A status line under a control; errors keep their own look (and stay until
 * the next action) so a failure is read, not missed.
 */
export function showStatus(status, text, tone = 'info') {
  // Rewriting the same words would make screen readers announce them again on every poll.
  if (status.textContent !== text) status.textContent = text;
  status.classList.toggle('error', tone === 'error');
}

/**
 * Runs one of the sandbox's actions with its state shown. The control is
 * marked busy with aria-disabled rather than `disabled`, so keyboard focus
 * stays on it; a second press while busy does nothing. Answers whether the
 * task finished.
 */
export async function runAction({ control, status, pending }, task) {
  if (control?.getAttribute('aria-busy') === 'true') return false;
  control?.setAttribute('aria-busy', 'true');
  if (control instanceof HTMLButtonElement) control.setAttribute('aria-disabled', 'true');
  showStatus(status, pending);
  try {
    await task();
    return true;
  } catch (error) {
    showStatus(status, error instanceof Error ? error.message : String(error), 'error');
    return false;
  } finally {
    control?.removeAttribute('aria-busy');
    control?.removeAttribute('aria-disabled');
  }
}
