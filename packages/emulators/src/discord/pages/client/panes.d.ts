/// <reference lib="dom" />
export function paneDrawers(options: {
  body: HTMLElement;
  chat: HTMLElement;
  scrim: HTMLElement;
  toggles: Record<string, HTMLButtonElement>;
}): { close(): void };
