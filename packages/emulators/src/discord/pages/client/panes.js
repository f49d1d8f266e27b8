/**
 * The channel and member panes as drawers on narrow screens; the stylesheet
 * decides when (the toggles only show then). A toggle opens its pane over the
 * chat, which goes inert meanwhile; Escape, the scrim, the pane's close
 * button or the toggle again close it, and focus returns to the toggle.
 */
export function paneDrawers({ body, chat, scrim, toggles }) {
  let openName = null;

  function set(name) {
    openName = name;
    body.dataset.pane = name ?? '';
    scrim.hidden = name === null;
    chat.toggleAttribute('inert', name !== null);
    for (const [key, toggle] of Object.entries(toggles)) {
      toggle.setAttribute('aria-expanded', String(key === name));
    }
  }

  function open(name) {
    set(name);
    const pane = document.getElementById(toggles[name].getAttribute('aria-controls'));
    const current = pane.querySelector('[aria-current="page"]');
    (current ?? pane.querySelector('[data-close-pane]'))?.focus();
  }

  function close() {
    if (openName === null) return;
    const toggle = toggles[openName];
    set(null);
    toggle.focus();
  }

  for (const [name, toggle] of Object.entries(toggles)) {
    toggle.addEventListener('click', () => (openName === name ? close() : open(name)));
  }
  for (const button of document.querySelectorAll('[data-close-pane]')) {
    button.addEventListener('click', close);
  }
  scrim.addEventListener('click', close);
  // Widened past the drawers (their toggle hidden), the page is whole again.
  window.addEventListener('resize', () => {
    if (openName !== null && toggles[openName].offsetParent === null) set(null);
  });
  document.addEventListener('keydown', (event) => {
    // A dialog above the pane takes Escape for itself.
    if (event.key === 'Escape' && !document.querySelector('dialog[open]')) close();
  });
  return { close };
}
