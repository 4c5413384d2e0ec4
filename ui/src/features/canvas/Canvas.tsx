// The canvas (spec §2): the empty state, or the form's title, description and
// sortable field cards. The whole area is the drop target for palette types;
// while anything is dragged it is highlighted, and while a palette type is
// dragged an overlay reads 'Drag to add field'.
//
// Rendering cost: the list subscribes to the field order only, so typing in a
// field re-renders that field's card and nothing else; and only the cards near
// the viewport are in the DOM (2,000-field forms), while SortableContext gets
// every id so that keyboard moves and announcements know the whole order.
import { memo, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useDndContext, useDroppable } from "@dnd-kit/core";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { MousePointerClick, Plus, Sparkles } from "lucide-react";
import { useEditor } from "../../state/store";
import { CANVAS_DROP_ID, type DropData } from "../dnd/ids";
import { useDragSource } from "../dnd/BuilderDnd";
import { SortableFieldCard } from "./FieldCard";
import { Badge } from "../../components/ui/badge";
import { LintCount } from "./LintList";
import { cn } from "../../components/ui/cn";

export function Canvas() {
  const hasFields = useEditor((s) => s.order.length > 0);
  const isDragging = useEditor((s) => s.isDragging);
  const dragSource = useDragSource();
  const dropData: DropData = { source: "canvas" };
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID, data: dropData });
  const dragging = isDragging || dragSource !== null;
  const scroller = useRef<HTMLDivElement>(null);

  return (
    <section
      ref={setNodeRef}
      aria-label="Form canvas"
      data-dragging={dragging || undefined}
      data-over={isOver || undefined}
      className={cn(
        "relative flex min-w-0 flex-1 bg-canvas transition-colors",
        dragging && "bg-primary/5 ring-2 ring-primary/40 ring-inset",
        isOver && "bg-primary/10 ring-primary",
      )}
    >
      <div ref={scroller} className="min-w-0 flex-1 overflow-y-auto p-6">
        {!hasFields && !dragging ? (
          <EmptyState />
        ) : (
          <div className="mx-auto flex max-w-2xl flex-col gap-4 pb-16">
            <FormHeading />
            <FieldList scroller={scroller} />
            {!hasFields && <div className="h-40" aria-hidden />}
          </div>
        )}
      </div>
      {dragSource === "palette" && (
        <div
          aria-hidden
          data-testid="drop-overlay"
          className={cn(
            "pointer-events-none absolute inset-3 flex items-center justify-center rounded-xl border-2 border-dashed border-primary/60 bg-background/60 backdrop-blur-[1px]",
            isOver && "border-primary bg-primary/10",
          )}
        >
          <span className="flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-md">
            <Plus aria-hidden className="size-4" /> Drag to add field
          </span>
        </div>
      )}
    </section>
  );
}

function EmptyState() {
  return (
    <div className="flex h-full min-h-80 items-center justify-center">
      <div className="flex max-w-md flex-col items-center rounded-xl border-2 border-dashed border-input bg-card/40 px-10 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-indigo-600 dark:text-indigo-400">
          <MousePointerClick aria-hidden className="size-6" />
        </span>
        <h2 className="mt-4 text-xl font-semibold">Start Building Your Form</h2>
        <p className="mt-2 text-sm text-muted-foreground">Drag and drop fields from the sidebar to begin</p>
        <Badge variant="outline" className="mt-5 bg-card px-3 py-1">
          <Sparkles aria-hidden /> Ready to build
        </Badge>
      </div>
    </div>
  );
}

function FormHeading() {
  const title = useEditor((s) => s.form.title);
  const description = useEditor((s) => s.form.description);
  return (
    <header className="flex flex-col gap-1 px-1">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{title}</h2>
        <LintCount />
      </div>
      {description && <p className="text-sm whitespace-pre-line text-muted-foreground break-words">{description}</p>}
    </header>
  );
}

const FieldList = memo(function FieldList({ scroller }: { scroller: RefObject<HTMLDivElement | null> }) {
  const order = useEditor((s) => s.order);
  const list = useRef<HTMLUListElement>(null);
  // The dragged card stays mounted when autoscroll takes it out of the window.
  const activeId = useDndContext().active?.id;
  const activeIndex = activeId === undefined ? -1 : order.indexOf(String(activeId));
  const margin = useScrollMargin(list, scroller);
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
    getItemKey: (i) => order[i]!,
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
          />
        ))}
      </ul>
    </SortableContext>
  );
});

const withIndex = (indexes: number[], extra: number) =>
  extra < 0 || indexes.includes(extra) ? indexes : [...indexes, extra].sort((a, b) => a - b);

/** The list's offset inside the scrolling canvas (the heading above it). */
function useScrollMargin(list: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>): number {
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
