// The colour theme: Light, Dark or System (spec §1). The choice is kept in local
// storage under `formwright-theme` (default dark) and applied to <html> as a
// class and a `data-theme` attribute. System follows the OS preference, also
// when it changes while the page is open. Called from main.tsx (before the
// first paint) and from the theme menu.
import { useSyncExternalStore } from "react";

export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "formwright-theme";
export const DEFAULT_THEME: ThemeChoice = "dark";
export const THEME_CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();
let choice: ThemeChoice = DEFAULT_THEME;
let started = false;

function readStored(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_CHOICES.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME; // storage disabled: the default still applies
  }
}

function resolve(c: ThemeChoice): ResolvedTheme {
  if (c === "system") return darkQuery().matches ? "dark" : "light";
  return c;
}

function apply() {
  const resolved = resolve(choice);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.classList.toggle("light", resolved === "light");
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  for (const l of listeners) l();
}

/** Reads the stored choice, applies it, and follows OS changes while on System. */
export function initTheme() {
  if (started) return;
  started = true;
  choice = readStored();
  apply();
  darkQuery().addEventListener("change", () => {
    if (choice === "system") apply();
  });
  // Another tab changed the theme.
  window.addEventListener("storage", (e) => {
    if (e.key === THEME_STORAGE_KEY) {
      choice = readStored();
      apply();
    }
  });
}

export function setTheme(next: ThemeChoice) {
  choice = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
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
  const c = useSyncExternalStore(subscribe, () => choice);
  const resolved = useSyncExternalStore(subscribe, () => resolve(choice));
  return { choice: c, resolved };
}
