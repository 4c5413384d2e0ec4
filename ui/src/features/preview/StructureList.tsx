// The Form Structure card's rows (features/preview/LivePreview.tsx), a chunk
// of its own: an empty form has none (issue 10).
import { useCallback, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Badge } from "../../components/ui/badge";
import { useField } from "../../state/store";

// Only the rows in view are in the DOM: opening the panel on a 2,000-field form
// (e.g. after an undo clears the selection) must not mount 2,000 rows.
// Every row is one line of ROW_HEIGHT px (the badge's height; the label is
// truncated), so rows are never measured: showing the panel again (undo,
// redo and delete clear the selection) forces no layout of its rows.
const ROW_HEIGHT = 22;

export function StructureList({ order }: { order: readonly string[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The same function while the order is the same, so that a re-render (the
  // form's title typed above the list) does not lay out every row again.
  const getItemKey = useCallback((i: number) => order[i]!, [order]);
  const rows = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    gap: 6,
    overscan: 8,
    getItemKey,
  });
  return (
    // Focusable so that keyboard users can scroll it (it holds nothing focusable;
    // WCAG 2.1.1, axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} tabIndex={0} className="mt-1 max-h-96 overflow-y-auto rounded-sm">
      <ol aria-label="Fields" className="relative w-full" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => (
          <StructureRow
            key={row.key}
            id={order[row.index]!}
            index={row.index}
            size={order.length}
            start={row.start}
          />
        ))}
      </ol>
    </div>
  );
}

interface RowProps {
  id: string;
  index: number;
  size: number;
  start: number;
}

function StructureRow({ id, index, size, start }: RowProps) {
  const field = useField(id);
  if (!field) return null;
  return (
    <li
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={size}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      className="absolute top-0 left-0 flex w-full min-w-0 items-center gap-2 text-sm"
    >
      <Badge variant="secondary">{field.type}</Badge>
      <span className="truncate">{field.label}</span>
      {field.required ? (
        <span className="font-semibold text-required" data-testid="required-asterisk">
          *<span className="sr-only"> (required)</span>
        </span>
      ) : null}
    </li>
  );
}
