// A group of the Fields tab's palette: 'Add Fields' (the ten field types),
// 'Layout' (heading, paragraph, page break) or 'More Fields' (hidden,
// rating, slider, time, URL: issue 27), the rows of the core's kind table
// whose `group` is that heading, in the table's order. Each is
// draggable onto the canvas (pointer, or keyboard: Space, arrows, Space) and
// Enter or a click appends it; the new field is selected. Below 1024 px the
// canvas is another tab (app/views.tsx): a type is not draggable (a touch on
// it may scroll the list), a tap appends it and the canvas is shown with the
// new card.
import { useDraggable } from "@dnd-kit/core";
import { addFieldAndSelect } from "../first-focus";
import { paletteDragId, type DragData } from "../dnd/ids";
import { KindIcon } from "../../fields/KindIcon";
import { kindTable, type KindRow } from "../../core/kinds";
import { cn, focusRing } from "../../components/ui/cn";
import { isWide, showAdded, useWide } from "../views";

/** The palette's groups: the kind table's `group` heading and the name of its list. */
export const PALETTE_GROUPS = [
  { group: "Add Fields", list: "Field types" },
  { group: "Layout", list: "Layout items" },
  { group: "More Fields", list: "More fields" },
] as const;

export function Palette({ group, list }: (typeof PALETTE_GROUPS)[number]) {
  return (
    <ul aria-label={list} className="grid grid-cols-2 gap-2">
      {kindTable()
        .filter((kind) => kind.group === group)
        .map((kind) => (
          <li key={kind.typeName}>
            <PaletteItem kind={kind} />
          </li>
        ))}
    </ul>
  );
}

function PaletteItem({ kind }: { kind: KindRow }) {
  const data: DragData = { source: "palette", typeName: kind.typeName, label: kind.paletteLabel };
  const wide = useWide();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(kind.typeName), data, disabled: !wide });
  return (
    <button
      ref={setNodeRef}
      type="button"
      // Not a draggable on a narrow screen: its attributes would call it one, and a disabled one.
      {...(wide && { ...attributes, ...listeners })}
      onClick={() => {
        const added = addFieldAndSelect(kind.typeName);
        if (added !== undefined && !isWide()) showAdded(added);
      }}
      data-testid={`palette-${kind.typeName}`}
      className={cn(
        "flex h-10 w-full items-center gap-2 rounded-md border border-border bg-card px-2.5 text-left text-sm font-medium shadow-xs transition-colors",
        "hover:border-primary/60 hover:bg-accent",
        wide && "cursor-grab touch-none active:cursor-grabbing",
        isDragging && "opacity-50",
        focusRing,
      )}
    >
      <KindIcon typeName={kind.typeName} className="size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
      <span className="min-w-0 flex-1 truncate">{kind.paletteLabel}</span>
    </button>
  );
}
