// Which region a narrow screen shows (below Tailwind's `lg`, 1024 px, the
// builder's three regions are tabs: app/views.tsx draws them), and the moves
// between regions that an action implies: focus going to another region takes
// the view with it; a field added from the palette shows the canvas.
import { useSyncExternalStore } from "react";

export type View = "canvas" | "tools" | "panel";

let shown: View = "canvas";
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows a region on a narrow screen (on a wide one all three are shown anyway). */
export function showView(view: View) {
  if (view === shown) return;
  shown = view;
  for (const listener of listeners) listener();
}

/** The region shown on a narrow screen. */
export const useView = () => useSyncExternalStore(subscribe, () => shown);

const wide = matchMedia("(min-width: 64rem)");
/** Whether the three regions are side by side (Tailwind's `lg`). */
export const isWide = () => wide.matches;
/** `isWide`, re-rendering when the screen crosses the breakpoint. */
export const useWide = () => useSyncExternalStore(onWideChange, isWide);
function onWideChange(listener: () => void) {
  wide.addEventListener("change", listener);
  return () => wide.removeEventListener("change", listener);
}

/**
 * If `el` is in a region hidden by the tabs, shows that region and says so
 * (the caller focuses `el` a frame later, once it is drawn): focus that moves
 * to another region (Edit to Field Settings, Close back to the card) takes
 * the view with it.
 */
export function revealView(el: Element): boolean {
  const panel = el.closest<HTMLElement>("[data-view]");
  if (!panel?.hidden) return false;
  showView(panel.dataset.view as View);
  return true;
}

/**
 * After a field was added from the palette on a narrow screen: the canvas is
 * shown, scrolled to its end (where the field was added), and the new card's
 * Edit button is focused, so the field is seen and focus does not fall to the
 * page when the palette is hidden.
 */
export function showAdded(id: string) {
  showView("canvas");
  requestAnimationFrame(() => {
    document.querySelector('[aria-label="Form canvas"] > div')?.scrollTo({ top: 1e9 });
    // The list draws the cards near the new scroll position a frame later.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(id)}"] [data-action="edit"]`)?.focus(),
      ),
    );
  });
}
