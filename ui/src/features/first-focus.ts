// Focus and selection after the first chunk's actions (issue 29): undo and
// redo (top bar) keep focus on the page, and a field added from the palette
// (click, Enter or a drop) becomes the selected one. Apart from
// features/focus.ts so that its selectors and helpers stay in the editing chunk.
import { dispatch, editorStore } from "../state/store";
import { focusHome } from "../components/focus-home";

/** Whether focus is on nothing the user can still reach (the page's body, or an element gone or disabled). */
function focusDropped(): boolean {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected || (el as HTMLButtonElement).disabled === true;
}

/**
 * Undo or redo (which clear the selection, spec §4), then keeps focus: where
 * it was if that is still there, else on the card of the field that was
 * selected (found by its place: undo may rename its key, which is its id), else
 * on the canvas.
 */
export function historyStep(type: "undo" | "redo") {
  const before = editorStore().getState();
  const at = before.selectedFieldId === null ? -1 : before.order.indexOf(before.selectedFieldId);
  dispatch({ type });
  requestAnimationFrame(() => {
    if (!focusDropped()) return;
    const order = editorStore().getState().order;
    const id = at < 0 ? undefined : order[Math.min(at, order.length - 1)];
    const card = id === undefined ? null : document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(id)}"] [data-action="edit"]`);
    if (card) card.focus();
    else focusHome();
  });
}

/**
 * Appends a field of `fieldType` (palette click, Enter, or a drop on the
 * canvas) and selects it, so its settings open; the canvas scrolls to it (it
 * is the last card). Focus stays where it was: Enter again adds another.
 * Returns the new field's id (undefined when nothing was added).
 */
export function addFieldAndSelect(fieldType: string): string | undefined {
  const added = dispatch({ type: "addField", fieldType });
  const id = added.error ? undefined : added.fields[0]?.id;
  if (id === undefined) return undefined;
  dispatch({ type: "selectField", id });
  requestAnimationFrame(() => {
    const scroller = document.querySelector("[data-focus-home] > div");
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });
  return id;
}
