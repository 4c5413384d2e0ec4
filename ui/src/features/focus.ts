// Keeps keyboard focus somewhere sensible when the element that had it goes
// away (a deleted card, the closed settings panel, what undo took away) or
// when an action opens a place to type (Edit opens Field Settings on its
// Label box); a field added from the palette becomes the selected one.
import { dispatch, editorStore } from "../state/store";
import { focusHome } from "../components/focus-home";

/** Focuses the first element matching `selector` once React has committed. */
export function focusSoon(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

/** Focuses the first element matching one of `selectors`, in that order, once React has committed. */
export function focusFirstSoon(selectors: readonly string[]) {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const el = document.querySelector<HTMLElement>(selector);
      if (el) return el.focus();
    }
  });
}

/** The Field Settings control of a setting a lint finding is about (`condition`, `pattern`…). */
export const settingTarget = (setting: string): string => `[data-setting="${setting}"]`;

/** A card's action button (`edit`, `duplicate`, `delete`, `drag`). */
export function cardAction(fieldId: string, action: string): string {
  return `[data-field-id="${CSS.escape(fieldId)}"] [data-action="${action}"]`;
}

/** The Label box of Field Settings: its `data-focus-target` and its selector. */
export const SETTINGS_LABEL_TARGET = "settings-label";
export const SETTINGS_LABEL = `[data-focus-target="${SETTINGS_LABEL_TARGET}"]`;

/** The first palette item, where focus goes when the last card is deleted. */
export const FIRST_PALETTE_ITEM = '[aria-label="Field types"] button';

/** The Add Condition button of Field Settings. */
export const ADD_CONDITION = '[data-action="add-condition"]';

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
    const card = id === undefined ? null : document.querySelector<HTMLElement>(cardAction(id, "edit"));
    if (card) card.focus();
    else focusHome();
  });
}

/**
 * Appends a field of `fieldType` (palette click, Enter, or a drop on the
 * canvas) and selects it, so its settings open; the canvas scrolls to it (it
 * is the last card). Focus stays where it was: Enter again adds another.
 */
export function addFieldAndSelect(fieldType: string) {
  const added = dispatch({ type: "addField", fieldType });
  const id = added.error ? undefined : added.fields[0]?.id;
  if (id === undefined) return;
  dispatch({ type: "selectField", id });
  requestAnimationFrame(() => {
    const scroller = document.querySelector("[data-focus-home] > div");
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });
}
