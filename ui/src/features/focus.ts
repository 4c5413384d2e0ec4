// Keeps keyboard focus somewhere sensible when the element that had it goes
// away (a deleted card, the closed settings panel) or when an action opens a
// place to type (Edit opens Field Settings on its Label box). DOM only, in the
// editing chunk; what the first chunk's controls need (undo, redo, a palette
// add) is in features/first-focus.ts.

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
