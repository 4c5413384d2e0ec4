// Keeps keyboard focus somewhere sensible when the element that had it goes
// away (a deleted card, the closed settings panel) or when an action opens a
// place to type (Edit opens Field Settings on its Label box).
import { revealView } from "./views";

/** Focuses the first element matching `selector` once React has committed. */
export function focusSoon(selector: string) {
  focusFirstSoon([selector]);
}

/**
 * Focuses the first element matching one of `selectors`, in that order, once
 * React has committed; if none is there yet, tries again for a few frames (a
 * card drawn when the canvas is shown again, app/views.tsx). On a narrow
 * screen the element's region is shown first if it is another tab.
 */
export function focusFirstSoon(selectors: readonly string[], frames = 4) {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const el = document.querySelector<HTMLElement>(selector);
      if (el) return revealView(el) ? requestAnimationFrame(() => el.focus()) : el.focus();
    }
    if (frames > 1) focusFirstSoon(selectors, frames - 1);
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
