// Helpers of the virtualised lists (the canvas's cards, the structure, the
// previews' fields, the logic issues, a select's options, a field's option
// rows): where a list starts inside the element that scrolls it (the
// virtualiser counts offsets from the scroller's top, and there is content
// above the list), which element that is, and an index kept mounted.
import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/** The list's offset inside its scroller; follows the size of what is just above the list. */
export function useScrollMargin(list: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const l = list.current;
    const s = scroller.current;
    if (!l || !s) return;
    const measure = () => setMargin(l.getBoundingClientRect().top - s.getBoundingClientRect().top + s.scrollTop);
    measure();
    // The heading above the list grows and shrinks with the title and description.
    const observer = new ResizeObserver(measure);
    if (l.previousElementSibling) observer.observe(l.previousElementSibling);
    return () => observer.disconnect();
  }, [list, scroller]);
  return margin;
}

/**
 * The element that scrolls `list`, found once the list is mounted (a list
 * whose scroller is an ancestor it does not know), and the list's offset in
 * it. Call it before the virtualizer: layout effects run in the order they
 * are declared, and the virtualizer's asks for the scroller.
 */
export function useListScroller(list: RefObject<HTMLElement | null>): { scroller: RefObject<HTMLElement | null>; margin: number } {
  const scroller = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    scroller.current = scrollParent(list.current);
  }, [list]);
  return { scroller, margin: useScrollMargin(list, scroller) };
}

/** The nearest ancestor of `el` that scrolls vertically (the page's scroller if none). */
export function scrollParent(el: HTMLElement | null): HTMLElement {
  for (let e = el?.parentElement ?? null; e; e = e.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(e).overflowY)) return e;
  }
  return document.documentElement;
}

/** The virtualiser's range plus `extra` (an item that must stay mounted: the one dragged or focused); -1 for none. */
export const withIndex = (indexes: number[], extra: number): number[] =>
  extra < 0 || indexes.includes(extra) ? indexes : [...indexes, extra].sort((a, b) => a - b);
