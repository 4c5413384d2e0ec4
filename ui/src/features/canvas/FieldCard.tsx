// One field on the canvas. `SortableFieldCard` is the thin sortable wrapper
// (re-rendered by dnd-kit while dragging); `FieldCardBody` is memoised on the
// field id and re-renders only when the core reports that field (or its
// preview answer) changed; the wrapper also when its selection flips. Hovering or focusing a card reveals its drag handle and its
// move up, move down, edit, duplicate and delete buttons (always shown on touch screens); clicking it selects it.
// A layout item (issue 26) is a card like any field: a heading or a paragraph
// shows its text, a page break a divider with the page it starts ("Page 2")
// and that page's title; it is named so in the card's actions.
import { memo, useCallback, type CSSProperties } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, Copy, GitBranch, GripVertical, Pencil, Trash2 } from "lucide-react";
import { dispatch, editorStore, useEditor, useField, useInitialAnswer } from "../../state/store";
import { constants } from "../../core/facade";
import { FIRST_PALETTE_ITEM, SETTINGS_LABEL, cardAction, focusSoon } from "../focus";
import type { DragData, DropData } from "../dnd/ids";
import { FieldControl } from "../../fields/FieldControl";
import { LayoutText, PageDivider } from "../../fields/LayoutBlock";
import { layoutRole, pageName } from "../../fields/layout";
import type { Field } from "../../core/types";
import { Button } from "../../components/ui/button";
import { cn, focusRing } from "../../components/ui/cn";

// Shown on hover or focus; always on devices without hover (touch).
// The handle's icon, made once: dnd-kit re-renders every card on each step and
// at the end of a drag, and an element that is the same object is not drawn again.
const gripIcon = <GripVertical aria-hidden className="size-4" />;

const reveal =
  "opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100";

interface CardProps {
  id: string;
  /** Place in the form (0-based) and the form's size, for assistive tech: only a window of cards is mounted. */
  index: number;
  count: number;
  /** Offset in the list, from the virtualiser; dnd-kit keeps `transform`. */
  top: number;
  measure: (el: Element | null) => void;
  /** For a page break: the number of the page it starts (FieldList). */
  page?: number;
}

/** What a card is called (its list item, its actions): the field's label; a page break's page. */
function cardName(field: Field | undefined, page: number | undefined): string {
  if (page !== undefined) return pageName(page, field?.label ?? "");
  return field?.label || constants().untitledFieldLabel;
}

export function SortableFieldCard({ id, index, count, top, measure, page }: CardProps) {
  const field = useField(id);
  const data: DragData & DropData = { source: "field" };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data,
  });
  const ref = useCallback(
    (el: HTMLLIElement | null) => {
      setNodeRef(el);
      measure(el);
    },
    [setNodeRef, measure],
  );
  // The card is placed by `translate`, not `top`: when an edit shifts the cards
  // below it, the browser moves their painted pictures instead of painting
  // them again (docs/bench-log/2026-11-23-issue-10-stop-17.md). dnd-kit's
  // `transform` adds to it while dragging.
  const style: CSSProperties = { translate: `0 ${top}px`, transform: CSS.Translate.toString(transform), transition };
  const label = cardName(field, page);
  const selected = useEditor((s) => s.selectedFieldId === id);

  return (
    // A click anywhere on the card selects it, a pointer shortcut: keyboard
    // users have the card's Edit button, which does the same and more.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={count}
      style={style}
      aria-label={label}
      aria-current={selected || undefined}
      data-field-id={id}
      data-selected={selected || undefined}
      onClick={() => dispatch({ type: "selectField", id })}
      className={cn(
        "group absolute inset-x-0 top-0 cursor-pointer rounded-lg border border-border bg-card py-4 pr-4 pl-10 text-card-foreground shadow-xs transition-shadow hover:shadow-md",
        selected && "border-primary ring-2 ring-primary",
        isDragging && "z-10 opacity-80 shadow-lg ring-2 ring-primary/60",
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${label}`}
        data-action="drag"
        onClick={(e) => e.stopPropagation()}
        className={cn(
          "absolute top-3 left-2 flex h-8 w-6 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground active:cursor-grabbing",
          reveal,
          isDragging && "opacity-100",
          focusRing,
        )}
      >
        {gripIcon}
      </button>
      <FieldCardBody id={id} first={index === 0} last={index === count - 1} page={page} />
    </li>
  );
}

/**
 * Moves field `id` one place up (-1) or down (1): the core's move onto the
 * neighbour's place. Focus stays on the button pressed, and the card is kept
 * in view; at either end the button says it is unavailable (`aria-disabled`,
 * so it keeps focus) and does nothing.
 */
function moveBy(id: string, by: number) {
  const order = editorStore().getState().order;
  const neighbour = order[order.indexOf(id) + by];
  if (!neighbour) return;
  dispatch({ type: "moveField", id, toId: neighbour });
  requestAnimationFrame(() => document.querySelector(`[data-field-id="${window.CSS.escape(id)}"]`)?.scrollIntoView({ block: "nearest" }));
}

const MOVES = [
  [-1, "up", ArrowUp],
  [1, "down", ArrowDown],
] as const;

interface BodyProps {
  id: string;
  first: boolean;
  last: boolean;
  page: number | undefined;
}

const FieldCardBody = memo(function FieldCardBody({ id, first, last, page }: BodyProps) {
  const field = useField(id);
  // The preview answer (fake data, preview typing) shows on the canvas too.
  const answer = useEditor((s) => s.answers[id]);
  const initialAnswer = useInitialAnswer(id);
  if (!field) return null;
  const label = cardName(field, page);
  const role = layoutRole(field.type);
  return (
    <>
      {/* The control is inert on the canvas: a click on it selects the card.
          The label row leaves room for the actions at the top right. */}
      {role === undefined ? (
        <div className="pointer-events-none min-w-0 [&_[data-slot=field-label]]:pr-36">
          <FieldControl field={field} answer={answer} initialAnswer={initialAnswer} disabled rows={3} />
        </div>
      ) : role === "pagebreak" ? (
        <div className="min-h-8 content-center pr-36">
          <PageDivider page={page ?? 2} title={field.label} />
        </div>
      ) : (
        <div className="min-h-8 min-w-0 pr-36">
          <LayoutText field={field} role={role} />
        </div>
      )}
      {/* The canvas shows every field; one with a condition is marked, under the drag handle. */}
      {field.conditional ? (
        <span
          role="img"
          {...conditionMarker(field.conditional)}
          data-testid="condition-marker"
          className="absolute top-12 left-2.5 flex size-5 items-center justify-center rounded-sm bg-primary/10 text-indigo-700 dark:text-indigo-300"
        >
          <GitBranch aria-hidden className="size-3.5" />
        </span>
      ) : null}
      <div data-testid="card-actions" className={cn("absolute top-2.5 right-2.5 flex items-center gap-0.5", reveal)}>
        {MOVES.map(([by, way, Icon]) => (
          <Button
            key={way}
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${label} ${way}`}
            title={`Move ${way}`}
            data-action={`move-${way}`}
            aria-disabled={(by < 0 ? first : last) || undefined}
            className="aria-disabled:opacity-40"
            onClick={(e) => {
              e.stopPropagation();
              moveBy(id, by);
            }}
          >
            <Icon aria-hidden />
          </Button>
        ))}
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit ${label}`}
          title="Edit"
          data-action="edit"
          onClick={(e) => {
            e.stopPropagation();
            dispatch({ type: "selectField", id });
            focusSoon(SETTINGS_LABEL);
          }}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Duplicate ${label}`}
          title="Duplicate"
          data-action="duplicate"
          onClick={(e) => {
            e.stopPropagation();
            dispatch({ type: "duplicateField", id });
          }}
        >
          <Copy aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${label}`}
          title="Delete"
          data-action="delete"
          className="hover:bg-destructive/10 hover:text-destructive"
          onClick={(e) => {
            e.stopPropagation();
            // Focus moves to the next card (or the previous, or the palette).
            const order = editorStore().getState().order;
            const at = order.indexOf(id);
            const neighbour = order[at + 1] ?? order[at - 1];
            dispatch({ type: "removeField", id });
            focusSoon(neighbour ? cardAction(neighbour, "delete") : FIRST_PALETTE_ITEM);
          }}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </>
  );
});

/** The condition marker's name and tooltip: which of its conditions a field has. */
function conditionMarker({ showWhen, requiredWhen }: NonNullable<Field["conditional"]>) {
  if (showWhen && requiredWhen) {
    return {
      "aria-label": "Has conditions",
      title: "Has conditions: shown only when one holds, required when the other holds",
    };
  }
  return showWhen
    ? { "aria-label": "Has a condition", title: "Has a condition: shown only when its condition holds" }
    : { "aria-label": "Required when a condition holds", title: "Required only when its condition holds" };
}
