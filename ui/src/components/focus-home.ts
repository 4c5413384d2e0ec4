// The page's focus home, so that keyboard focus never drops to the body:
// where focus goes when the element that had it is gone (a dialog's opener
// that went away, a card removed by undo; the canvas carries the mark).

/** Focuses the focus home: the element marked `data-focus-home` (with tabIndex -1, so it can take focus). */
export function focusHome() {
  document.querySelector<HTMLElement>("[data-focus-home]")?.focus();
}

/** Whether Escape at `target` belongs to an open select (components/ui/select.tsx: it closes its list, nothing else). */
export const inOpenSelect = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="combobox"][aria-expanded="true"]') !== null;

