// The select's type-ahead timing (spec §9: the buffer clears after 1 second;
// decision 23, issue 29: it cleared after 500 ms).
import { describe, expect, it } from "vitest";
import { TYPEAHEAD_MS, typeAhead, type Typed } from "./select-typeahead";

const FRUIT = [{ label: "Apple" }, { label: "Banana" }, { label: "Blueberry" }, { label: "Cherry" }, { label: "Blackcurrant", disabled: true }];
const NONE: Typed = { text: "", at: 0 };

/** Types `keys` at the given times from the first option, as the open list does. */
function type(keys: [string, number][]): number {
  let typed = NONE;
  let at = 0;
  for (const [key, now] of keys) ({ index: at, typed } = typeAhead(typed, key, now, FRUIT, at));
  return at;
}

describe("select type-ahead", () => {
  it("keeps the word for 1 s: two letters 700 ms apart land on the option starting with both", () => {
    expect(TYPEAHEAD_MS).toBe(1000);
    // 500 ms, as before, would have started a new word at "l" and stayed on Banana.
    expect(type([["b", 10_000], ["l", 10_700]])).toBe(2);
  });

  it("clears the word after 1 s: the next letter starts a new one", () => {
    expect(type([["b", 10_000], ["c", 11_000]])).toBe(3);
    expect(type([["b", 10_000], ["l", 11_000]])).toBe(1); // "l" alone matches nothing: stays
  });

  it("a letter typed again after the word cleared moves to the next option starting with it", () => {
    expect(type([["b", 10_000], ["b", 11_500]])).toBe(2);
    // Within the word, "bb" matches nothing: it stays.
    expect(type([["b", 10_000], ["b", 10_300]])).toBe(1);
  });

  it("skips disabled options and ignores case", () => {
    // "BL" finds Blueberry; "bla" names only a disabled option: it stays there.
    expect(type([["B", 10_000], ["L", 10_100], ["A", 10_200]])).toBe(2);
  });
});
