import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/** One toast at a time; a new one replaces the visible one. */
const TOAST_LIMIT = 1;
/** Long enough for the exit animation; the entry then leaves the store. */
const REMOVE_DELAY_MS = 1000;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

/** Closes one toast (or all); Radix animates it out, then it is dropped. */
export function dismissToast(id?: string): void {
  const isTarget = (item: ToastItem) => id === undefined || item.id === id;
  setToasts(toasts.map((item) => (isTarget(item) ? { ...item, open: false } : item)));
  setTimeout(() => {
    setToasts(toasts.filter((item) => item.open || !isTarget(item)));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast from anywhere (event handlers, mutation callbacks); returns its id and a dismiss. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
