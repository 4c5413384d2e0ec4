// The colour theme: Light, Dark or System (spec §1). The choice is kept in local
// storage under the core's theme key (`formwright-theme`; default dark, both
// from the core's constants) and applied to <html> as a class and a
// `data-theme` attribute. System follows the OS preference, also when it
// changes while the page is open. main.tsx calls `initTheme` once the core has
// loaded (index.html starts dark, the default); the theme menu calls `setTheme`.
import { useSyncExternalStore } from "react";
import { productConstants } from "../components/kinds";

export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

const storageKey = () => productConstants().themeKey;
const isChoice = (v: unknown): v is ThemeChoice => productConstants().themes.includes(v as string);
const defaultChoice = (): ThemeChoice => {
  const d = productConstants().defaultTheme;
  return isChoice(d) ? d : "dark";
};

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();
let choice: ThemeChoice = "dark";
let started = false;

function readStored(): ThemeChoice {
  try {
    const stored = localStorage.getItem(storageKey());
    return isChoice(stored) ? stored : defaultChoice();
  } catch {
    return defaultChoice(); // storage disabled: the default still applies
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
  const c = useSyncExternalStore(subscribe, () => choice);
  const resolved = useSyncExternalStore(subscribe, () => resolve(choice));
  return { choice: c, resolved };
}
