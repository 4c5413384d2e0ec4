// The notification queue (spec §3 Toast, §4 Toast lifecycle, §9): one toast
// visible at a time, a new one replaces the previous; a dismissed toast is
// marked closed, then removed after 1,000,000 ms. Any module may call
// `toast(...)`; <Toasts> renders what this holds.
import { useSyncExternalStore } from "react";

/** Only one toast is visible at a time (spec §9). */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast is kept before it is removed (spec §9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "warning" | "destructive";

/** A button in the toast (ours, not the spec's): e.g. "Show changes" after an import with repairs. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  /** `destructive` for errors (spec §8 "Error style"); `warning` for done-with-changes. */
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function set(next: readonly ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

/** Shows a toast, replacing the one on screen. Returns its id and a way to dismiss it. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const dropped = items.slice(TOAST_LIMIT - 1);
  for (const t of dropped) clearRemoval(t.id);
  set([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Marks a toast closed; it is removed later (spec §4). */
export function dismissToast(id: number) {
  if (!items.some((t) => t.id === id && t.open)) return;
  set(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  clearRemoval(id);
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      set(items.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function clearRemoval(id: number) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => items);
}
