// A field's options in the Options card, as a virtualised list.
//
// The option rows near the view are mounted, as on the canvas: a select of
// many options was slow to show its settings (docs/bench-log/2026-11-23-issue-10-stop-19.md). The focused row stays
// mounted and a few beyond the view are, so Tab walks on through the rows.
// A row asked for (a new option) is scrolled to and its box focused.
import { useEffect, useRef, useState } from "react";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { useListScroller, withIndex } from "../../components/virtual-list";
import { OPTION_ROW, OptionRow } from "./OptionRow";

/** The gap between option rows. */
const OPTION_GAP = 8;

export function OptionList({
  id,
  options,
  focusRow,
}: {
  id: string;
  options: readonly string[];
  focusRow?: { index: number } | null;
}) {
  const list = useRef<HTMLUListElement>(null);
  const { scroller, margin } = useListScroller(list);
  const [focused, setFocused] = useState(-1);
  const wanted = focusRow && focusRow.index < options.length ? focusRow.index : -1;
  const rows = useVirtualizer({
    count: options.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => OPTION_ROW,
    gap: OPTION_GAP,
    overscan: 6,
    initialRect: { width: 0, height: window.innerHeight },
    scrollMargin: margin,
    rangeExtractor: (range: Range) =>
      withIndex(withIndex(defaultRangeExtractor(range), focused < options.length ? focused : -1), wanted),
  });
  useEffect(() => {
    if (!focusRow || focusRow.index >= options.length) return;
    rows.scrollToIndex(focusRow.index, { align: "auto" });
    // Once the row is drawn (it is kept mounted above).
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`li[data-index="${focusRow.index}"] input`)?.focus());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request, not on each new `options`
  }, [focusRow]);
  return (
    <ul
      ref={list}
      aria-label="Options"
      className="relative"
      style={{ height: rows.getTotalSize() }}
      onFocus={(e) => setFocused(Number((e.target as Element).closest("li")?.getAttribute("data-index") ?? -1))}
    >
      {rows.getVirtualItems().map((row) => (
        <OptionRow
          key={row.index}
          id={id}
          index={row.index}
          count={options.length}
          option={options[row.index] ?? ""}
          top={row.start - margin}
        />
      ))}
    </ul>
  );
}
