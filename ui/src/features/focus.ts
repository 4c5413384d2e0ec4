// Keeps keyboard focus somewhere sensible when the element that had it goes
// away (a deleted card, the closed settings panel) or when an action opens a
// place to type (Edit opens Field Settings on its Label box). DOM only, in the
// editing chunk; what the first chunk's controls need (undo, redo, a palette
// add) is in features/first-focus.ts.
import { revealView } from "./views";

/** Focuses the first element matching `selector` once React has committed. */
export function focusSoon(selector: string) {
  focusFirstSoon([selector]);
}

/**
 * Focuses the first element matching one of `selectors`, in that order, once
 * React has committed. For a few frames more it looks again if none was there
 * yet, or if the one focused was drawn anew and focus fell to the page (a card
 * of the canvas's list when the canvas tab is shown again, app/views.tsx). On
 * a narrow screen the element's region is shown first if it is another tab.
 */
export function focusFirstSoon(selectors: readonly string[], frames = 6) {
  let focused: HTMLElement | undefined;
  const step = (left: number) =>
    requestAnimationFrame(() => {
      if (!focused || (!focused.isConnected && document.activeElement === document.body)) {
        const el = selectors.map((s) => document.querySelector<HTMLElement>(s)).find(Boolean);
        if (el && !revealView(el)) (focused = el).focus();
      }
      if (left > 1) step(left - 1);
    });
  step(frames);
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
