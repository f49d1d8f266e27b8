/// <reference lib="dom" />
export function showStatus(status: HTMLElement, text: string, tone?: 'info' | 'error'): void;

export function runAction(
  options: { control: HTMLElement | null; status: HTMLElement; pending: string },
  task: () => Promise<void>,
): Promise<boolean>;
