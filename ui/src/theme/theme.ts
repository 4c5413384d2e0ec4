// The colour theme: Light, Dark or System (spec §1). The storage key, the
// choices and the default are the core's constants; this module keeps the
// choice in local storage and applies it to <html> as a class and a
// `data-theme` attribute. System follows the OS preference, also when it
// changes while the page is open. main.tsx calls `initTheme` before the first
// render (the core's constants are embedded at build time, so this does not
// wait for the wasm); the theme menu calls `setTheme`. Until then the page is
// dark because index.html says so, unless the built page's boot script
// (theme/boot.ts, run before the first paint) has applied the stored choice.
import { useSyncExternalStore } from "react";
import { constants } from "../core/facade";
import { applyTheme, darkQuery, resolveChoice, storedChoice, type ResolvedTheme, type ThemeChoice } from "./resolve";

export type { ResolvedTheme, ThemeChoice } from "./resolve";

const storageKey = () => constants().themeKey;
/** The core's theme choices, in the order the menu lists them. */
export const themeChoices = (): readonly ThemeChoice[] => constants().themes as ThemeChoice[];
const listeners = new Set<() => void>();
let choice: ThemeChoice | undefined;
let started = false;

/** The current choice: the stored one, read on first use. */
const current = (): ThemeChoice => (choice ??= readStored());

const readStored = (): ThemeChoice => storedChoice(constants());
const resolve = (c: ThemeChoice): ResolvedTheme => resolveChoice(c);

function apply() {
  applyTheme(resolve(current()));
  for (const l of listeners) l();
}

/** Reads the stored choice, applies it, and follows OS changes while on System. */
export function initTheme() {
  if (started) return;
  started = true;
  choice = readStored();
  apply();
  darkQuery().addEventListener("change", () => {
    if (current() === "system") apply();
  });
  // Another tab changed the theme.
  window.addEventListener("storage", (e) => {
    if (e.key === storageKey()) {
      choice = readStored();
      apply();
    }
  });
}

export function setTheme(next: ThemeChoice) {
  choice = next;
  try {
    localStorage.setItem(storageKey(), next);
  } catch {
    // storage disabled: the theme still applies for this visit
  }
  apply();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The current choice and what it resolves to. */
export function useTheme(): { choice: ThemeChoice; resolved: ResolvedTheme } {
  const c = useSyncExternalStore(subscribe, current);
  const resolved = useSyncExternalStore(subscribe, () => resolve(current()));
  return { choice: c, resolved };
}
