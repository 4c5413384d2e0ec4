// The theme rules without React or the wasm facade, shared by theme.ts and
// the page's boot script (boot.ts): which choice is stored, what it resolves
// to, and how <html> shows it.

/** What tokens.css can draw. */
export type ResolvedTheme = "light" | "dark";
/** One of the core's theme choices: a theme, or "system" (follow the OS). */
export type ThemeChoice = ResolvedTheme | "system";

/** The core's theme constants (`Constants`' theme part). */
export interface ThemeConstants {
  themeKey: string;
  themes: readonly string[];
  defaultTheme: string;
}

export const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/** The choice stored under the core's key; the core's default when there is none, it is unknown or storage is disabled. */
export function storedChoice(c: ThemeConstants): ThemeChoice {
  try {
    const text = localStorage.getItem(c.themeKey);
    return text !== null && c.themes.includes(text) ? (text as ThemeChoice) : (c.defaultTheme as ThemeChoice);
  } catch {
    return c.defaultTheme as ThemeChoice;
  }
}

/** What a choice draws now: System follows the OS preference. */
export function resolveChoice(choice: ThemeChoice): ResolvedTheme {
  if (choice === "system") return darkQuery().matches ? "dark" : "light";
  return choice;
}

/** Shows `resolved` on <html>: its class, `data-theme` and the colour scheme of native controls. */
export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.classList.toggle("light", resolved === "light");
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
}
