// The canvas (spec §2): the empty state, or the form's title, description and
// sortable field cards. The whole area is the drop target for palette types;
// while anything is dragged it is highlighted, and while a palette type is
// dragged an overlay reads 'Drag to add field'.
//
// The cards themselves are features/canvas/FieldList.tsx.
import { useRef } from "react";
import { useDroppable } from "@dnd-kit/core";
import { MousePointerClick, Plus, Sparkles } from "lucide-react";
import { useEditor } from "../../state/store";
import { CANVAS_DROP_ID, type DropData } from "../dnd/ids";
import { useDragSource } from "../dnd/BuilderDnd";
import { Badge } from "../../components/ui/badge";
import { lazyPart } from "../../components/lazy";
import { cn } from "../../components/ui/cn";

// Not needed for the empty canvas (issue 10): the cards' list (with the
// virtualizer and the sortable context) and the logic-issues count (a Radix
// Popover) are chunks fetched as soon as the core is ready.
const FieldList = lazyPart(() => import("../editing").then((m) => m.FieldList), { soon: true });
const LintCount = lazyPart(() => import("../editing").then((m) => m.LintCount), { soon: true });

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
      // The page's focus home (components/focus-home.ts): where focus goes when what had it is gone.
      data-focus-home
      tabIndex={-1}
      data-dragging={dragging || undefined}
      data-over={isOver || undefined}
      className={cn(
        "relative flex min-w-0 flex-1 bg-canvas transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
        dragging && "bg-primary/5 ring-2 ring-primary/40 ring-inset",
        isOver && "bg-primary/10 ring-primary",
      )}
    >
      <div ref={scroller} className="min-w-0 flex-1 overflow-y-auto p-3 sm:p-6">
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
        <p className="mt-2 text-sm text-muted-foreground">
          <span className="max-lg:hidden">Drag and drop fields from the sidebar to begin</span>
          {/* Below 1024 px the palette is in the Tools tab (app/views.tsx). */}
          <span className="lg:hidden">Add fields from the Tools tab to begin</span>
        </p>
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
