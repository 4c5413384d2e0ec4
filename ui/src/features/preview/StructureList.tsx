// The Form Structure card's rows (features/preview/LivePreview.tsx), a chunk
// of its own: an empty form has none (issue 10).
//
// A form with page breaks (issue 26) is listed by page: a "Page 1" row first,
// and each page break as its page's row ("Page 2: Details"), the items of
// that page under it; a form without breaks lists its fields as before.
import { useCallback, useMemo, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Badge } from "../../components/ui/badge";
import { editorStore, useField } from "../../state/store";
import { pageName, pageNumbers } from "../../fields/layout";
import { cn } from "../../components/ui/cn";

/** The first page's row (a form with breaks), which no field stands for. */
const FIRST_PAGE = "formwright:page-1";

// Only the rows in view are in the DOM: opening the panel on a 2,000-field form
// (e.g. after an undo clears the selection) must not mount 2,000 rows.
// Every row is one line of ROW_HEIGHT px (the badge's height; the label is
// truncated), so rows are never measured: showing the panel again (undo,
// redo and delete clear the selection) forces no layout of its rows.
const ROW_HEIGHT = 22;
const ROW = "absolute top-0 left-0 flex w-full min-w-0 items-center gap-2 text-sm";

export function StructureList({ order }: { order: readonly string[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The page each break starts (a field's type does not change while its id stays).
  const pages = useMemo(() => pageNumbers(order, editorStore().field), [order]);
  const ids = useMemo(() => (pages.size > 0 ? [FIRST_PAGE, ...order] : order), [pages, order]);
  // The same function while the order is the same, so that a re-render (the
  // form's title typed above the list) does not lay out every row again.
  const getItemKey = useCallback((i: number) => ids[i]!, [ids]);
  const rows = useVirtualizer({
    count: ids.length,
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
        {rows.getVirtualItems().map((row) => {
          const id = ids[row.index]!;
          const page = id === FIRST_PAGE ? 1 : pages.get(id);
          return <StructureRow key={row.key} id={id} page={page} index={row.index} size={ids.length} start={row.start} />;
        })}
      </ol>
    </div>
  );
}

interface RowProps {
  id: string;
  /** The page a page break (or the first page's row) starts. */
  page: number | undefined;
  index: number;
  size: number;
  start: number;
}

function StructureRow({ id, page, index, size, start }: RowProps) {
  const field = useField(id);
  const place = {
    "data-index": index,
    "aria-posinset": index + 1,
    "aria-setsize": size,
    style: { transform: `translateY(${start}px)`, height: ROW_HEIGHT },
  };
  if (page !== undefined)
    return (
      <li {...place} data-page={page} className={cn(ROW, "border-b border-border font-semibold")}>
        <span className="truncate">{pageName(page, field?.label ?? "")}</span>
      </li>
    );
  if (!field) return null;
  return (
    <li {...place} className={ROW}>
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
