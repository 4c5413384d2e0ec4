// The select's type-ahead (components/ui/select.tsx): letters typed close
// together search as one word ("b" then "bl" finds "Blueberry"). Kept apart
// from the component so its timing is tested without a browser.

/** Typed letters this close together search as one word; the buffer clears after it (spec §9: 1 second; decision 23). */
export const TYPEAHEAD_MS = 1000;

/** What has been typed lately and when the last letter came. */
export interface Typed {
  text: string;
  at: number;
}

/** Whether a letter typed at `now` goes on the word typed before. */
export const inWord = (typed: Typed, now: number): boolean => typed.text !== "" && now - typed.at < TYPEAHEAD_MS;

/**
 * `key` typed at `now`: the word it makes, and the next option whose label
 * starts with it, from the one after `from` (from `from` itself once a word
 * is typed, so "b" then "bl" can stay on "Blueberry"); `from` when none does.
 */
export function typeAhead(
  typed: Typed,
  key: string,
  now: number,
  items: readonly { label: string; disabled?: boolean }[],
  from: number,
): { index: number; typed: Typed } {
  const text = (inWord(typed, now) ? typed.text : "") + key.toLowerCase();
  const start = Math.max(0, from) + (text.length < 2 ? 1 : 0);
  for (let k = 0; k < items.length; k++) {
    const i = (start + k) % items.length;
    if (!items[i]!.disabled && items[i]!.label.toLowerCase().startsWith(text)) return { index: i, typed: { text, at: now } };
  }
  return { index: from, typed: { text, at: now } };
}
