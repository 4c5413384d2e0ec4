// Keyboard focus that never drops to the page's body: the page's focus home,
// where focus goes when the element that had it is gone (a dialog's opener
// that went away, a card removed by undo; the canvas carries the mark), and
// Escape kept for the dialog the user is in. Without Radix, so that the first
// chunk can hold it.

/** Focuses the focus home: the element marked `data-focus-home` (with tabIndex -1, so it can take focus). */
export function focusHome() {
  document.querySelector<HTMLElement>("[data-focus-home]")?.focus();
}

/** Whether Escape at `target` belongs to an open select (components/ui/select.tsx: it closes its list, nothing else). */
export const inOpenSelect = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="combobox"][aria-expanded="true"]') !== null;

/**
 * Escape heard by a layer opened above a dialog (Radix gives Escape to the
 * layer opened last: the toast of a preview's Submit): the dialog is where the
 * user is, so Escape closes it (or only the list of a select open in it) and
 * the layer above stays. Returns whether a dialog was open.
 */
export function escapeToDialog(event: KeyboardEvent): boolean {
  const open = document.querySelectorAll('[data-slot="dialog-content"][data-state="open"]');
  const top = open[open.length - 1];
  if (!top) return false;
  if (!inOpenSelect(event.target)) top.querySelector<HTMLElement>('[data-slot="dialog-close"]')?.click();
  return true;
}
