/**
 * The toast store (shadcn's pattern): one toast at a time, removed from memory 1000000 ms after
 * it closes, auto-closing after 5000 ms (the Toast's duration); docs/product.md, "Notifications".
 */
import { useEffect, useState, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

type State = { toasts: ToastItem[] };

let counter = 0;
let memory: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: State) {
  memory = next;
  for (const listener of listeners) listener(memory);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setState({ toasts: memory.toasts.filter((item) => item.id !== id) });
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const item of memory.toasts) if (!id || item.id === id) scheduleRemoval(item.id);
  setState({ toasts: memory.toasts.map((item) => (!id || item.id === id ? { ...item, open: false } : item)) });
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setState({ toasts: [{ ...options, id, open: true }, ...memory.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismissToast(id) };
}

/** Tests only: no toast, shown or closed, and no removal pending. */
export function forgetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setState({ toasts: [] });
}

export function useToast() {
  const [state, setLocal] = useState<State>(memory);
  useEffect(() => {
    listeners.add(setLocal);
    return () => {
      listeners.delete(setLocal);
    };
  }, []);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}

const CARRIED_TOAST_KEY = "ec.toast-after-reload";

/**
 * A toast that must survive a full page load (sign-in and registration reload the app at /):
 * it is kept in sessionStorage and shown by the Toaster of the next page.
 */
export function toastAfterReload(options: { title: string; description?: string }) {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(options));
  } catch {
    toast(options);
  }
}

/** Shows the toast a previous page left for this one, once. */
export function showCarriedToast() {
  try {
    const carried = sessionStorage.getItem(CARRIED_TOAST_KEY);
    if (!carried) return;
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    toast(JSON.parse(carried) as { title: string; description?: string });
  } catch {
    // Storage unavailable or the entry unreadable: nothing to show.
  }
}
