// @vitest-environment jsdom
/// <reference lib="dom" />
import { beforeEach, describe, expect, it } from 'vitest';
import { paneDrawers } from './panes.js';

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('paneDrawers', () => {
  let panes: { close(): void };

  beforeEach(() => {
    document.body.innerHTML = `
<div id="channel-pane"><button data-close-pane id="close-channels">×</button><button id="current" aria-current="page">general</button></div>
<main id="chat"><button id="toggle-channels" aria-controls="channel-pane" aria-expanded="false">Channels</button>
<button id="toggle-members" aria-controls="details-pane" aria-expanded="false">Members</button></main>
<aside id="details-pane"><button data-close-pane id="close-members">×</button></aside>
<div id="scrim" hidden></div>`;
    panes = paneDrawers({
      body: document.body,
      chat: byId('chat'),
      scrim: byId('scrim'),
      toggles: {
        channels: byId('toggle-channels') as HTMLButtonElement,
        members: byId('toggle-members') as HTMLButtonElement,
      },
    });
  });

  it('opens a pane over an inert chat, focus on its current channel', () => {
    byId('toggle-channels').click();

    expect(document.body.dataset.pane).toBe('channels');
    expect(byId('toggle-channels').getAttribute('aria-expanded')).toBe('true');
    expect(byId('toggle-members').getAttribute('aria-expanded')).toBe('false');
    expect(byId('chat').hasAttribute('inert')).toBe(true);
    expect(byId('scrim').hidden).toBe(false);
    expect(document.activeElement).toBe(byId('current'));
  });

  it('closes with Escape, its close button, the scrim or a pick, focus back on the toggle', () => {
    const closers = [
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })),
      () => byId('close-members').click(),
      () => byId('scrim').click(),
      () => panes.close(),
    ];
    for (const closeIt of closers) {
      byId('toggle-members').click();
      expect(document.activeElement).toBe(byId('close-members'));
      closeIt();

      expect(document.body.dataset.pane).toBe('');
      expect(byId('toggle-members').getAttribute('aria-expanded')).toBe('false');
      expect(byId('chat').hasAttribute('inert')).toBe(false);
      expect(byId('scrim').hidden).toBe(true);
      expect(document.activeElement).toBe(byId('toggle-members'));
    }
  });

  it('leaves Escape to an open dialog', () => {
    byId('toggle-channels').click();
    document.body.append(Object.assign(document.createElement('dialog'), { open: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

    expect(document.body.dataset.pane).toBe('channels');
  });
});
