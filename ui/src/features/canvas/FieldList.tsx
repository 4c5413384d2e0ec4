// The canvas's field cards (features/canvas/Canvas.tsx draws the rest), a
// chunk of its own: the empty canvas does not need it (issue 10).
//
// Rendering cost: the list subscribes to the field order only, so typing in a
// field re-renders that field's card and nothing else; and only the cards near
// the viewport are in the DOM (2,000-field forms), while SortableContext gets
// every id so that keyboard moves and announcements know the whole order.
import { memo, useCallback, useMemo, useRef, type RefObject } from "react";
import { useDndContext } from "@dnd-kit/core";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { editorStore, useEditor } from "../../state/store";
import { pageNumbers } from "../../fields/layout";
import { useScrollMargin, withIndex } from "../../components/virtual-list";
import { SortableFieldCard } from "./FieldCard";

export const FieldList = memo(function FieldList({ scroller }: { scroller: RefObject<HTMLDivElement | null> }) {
  const order = useEditor((s) => s.order);
  const list = useRef<HTMLUListElement>(null);
  // The dragged card stays mounted when autoscroll takes it out of the window.
  const activeId = useDndContext().active?.id;
  const activeIndex = activeId === undefined ? -1 : order.indexOf(String(activeId));
  const margin = useScrollMargin(list, scroller);
  // The same function while the order is the same: the virtualizer lays out
  // every card's offset again (2,000 on a big form) whenever it changes, and
  // this list also re-renders on each step of a drag (useDndContext).
  const getItemKey = useCallback((i: number) => order[i]!, [order]);
  // The page each page break starts, counted in order (a field's type does not change while its id stays).
  const pages = useMemo(() => pageNumbers(order, editorStore().field), [order]);
  const cards = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 120,
    gap: 12,
    overscan: 6,
    // Until the scroller is measured, assume a window-high view, so a newly
    // shown list draws its first cards at once instead of an empty frame.
    initialRect: { width: 0, height: window.innerHeight },
    scrollMargin: margin,
    getItemKey,
    rangeExtractor: (range: Range) => withIndex(defaultRangeExtractor(range), activeIndex),
  });
  return (
    <SortableContext items={order as string[]} strategy={verticalListSortingStrategy}>
      <ul ref={list} aria-label="Form fields" className="relative" style={{ height: cards.getTotalSize() }}>
        {cards.getVirtualItems().map((card) => (
          <SortableFieldCard
            key={card.key}
            id={order[card.index]!}
            index={card.index}
            count={order.length}
            top={card.start - margin}
            measure={cards.measureElement}
            page={pages.get(order[card.index]!)}
          />
        ))}
      </ul>
    </SortableContext>
  );
});
