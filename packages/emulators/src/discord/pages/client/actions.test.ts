// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { runAction, showStatus } from './actions.js';

function parts() {
  const control = document.createElement('button');
  const status = document.createElement('p');
  return { control, status };
}

describe('runAction', () => {
  it('marks the control busy while the task runs, then frees it', async () => {
    const { control, status } = parts();
    let busyDuring: (string | null)[] = [];

    const done = await runAction({ control, status, pending: 'Joining…' }, async () => {
      busyDuring = [
        control.getAttribute('aria-busy'),
        control.getAttribute('aria-disabled'),
        status.textContent,
      ];
      showStatus(status, 'Joined.');
    });

    expect(done).toBe(true);
    expect(busyDuring).toEqual(['true', 'true', 'Joining…']);
    expect(control.hasAttribute('aria-busy')).toBe(false);
    expect(control.hasAttribute('aria-disabled')).toBe(false);
    // Focus is never taken away: the control is not `disabled`.
    expect(control.disabled).toBe(false);
    expect(status.textContent).toBe('Joined.');
  });

  it('shows a failure as an error in the status, and the next status clears the look', async () => {
    const { control, status } = parts();

    const done = await runAction({ control, status, pending: 'Joining…' }, async () => {
      throw new Error('No emulated guild has the id 1');
    });

    expect(done).toBe(false);
    expect(status.textContent).toBe('No emulated guild has the id 1');
    expect(status.classList.contains('error')).toBe(true);
    showStatus(status, 'Joined.');
    expect(status.classList.contains('error')).toBe(false);
  });

  it('ignores a second press while the first is running', async () => {
    const { control, status } = parts();
    let release = () => {};
    let runs = 0;
    const first = runAction({ control, status, pending: 'Sending…' }, async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });

    const second = await runAction({ control, status, pending: 'Sending…' }, async () => {
      runs += 1;
    });
    release();

    expect(second).toBe(false);
    expect(await first).toBe(true);
    expect(runs).toBe(1);
  });

  it('works without a control, for the bot buttons drawn in messages', async () => {
    const { status } = parts();
    expect(await runAction({ control: null, status, pending: 'Sending…' }, async () => {})).toBe(
      true,
    );
    expect(status.textContent).toBe('Sending…');
  });
});
