// The one drag-and-drop context of the builder (spec §4 Dragging): palette
// types dragged onto the canvas add a field; a field card dropped on another
// moves there; a drop outside any target does nothing. Pointer and keyboard
// sensors, autoscroll with acceleration 10, and screen-reader announcements by
// position. With the keyboard a card moves one slot per arrow press, and a
// palette type onto the canvas with one press of the right arrow (the spec's
// 25 px step took several presses per slot: docs/decisions-local.md).
//
// It decides nothing about the form: it dispatches addField / moveField
// and the core applies them.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  defaultKeyboardCoordinateGetter,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { dispatch, editorStore } from "../../state/store";
import { addFieldAndSelect } from "../first-focus";
import { constants } from "../../core/facade";
import { KindIcon } from "../../fields/KindIcon";
import { isPageBreak, pageName, pageNumbers } from "../../fields/layout";
import type { DragData, DropData } from "./ids";

type DragSource = DragData["source"] | null;

const DragSourceContext = createContext<DragSource>(null);

/** What is being dragged right now: a palette type, a field card, or nothing. */
export function useDragSource(): DragSource {
  return useContext(DragSourceContext);
}

const dragData = (a: Active | null): DragData | undefined => a?.data.current as DragData | undefined;
const dropData = (o: Over | null): DropData | undefined => o?.data.current as DropData | undefined;

// Only a drop on the canvas counts. Inside it, a card dragged over the list
// targets the nearest card; a palette type targets the canvas (it is appended).
// With the keyboard there are no pointer coordinates: the centre of the dragged
// rectangle stands for the pointer.
const collisionDetection: CollisionDetection = (args) => {
  const canvas = args.droppableContainers.filter((c) => c.data.current?.source === "canvas");
  const r = args.collisionRect;
  const point = args.pointerCoordinates ?? { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  const inCanvas = pointerWithin({ ...args, pointerCoordinates: point, droppableContainers: canvas });
  if (inCanvas.length === 0) return [];
  if (dragData(args.active)?.source !== "field") return inCanvas;
  const cards = args.droppableContainers.filter((c) => c.data.current?.source === "field");
  const nearest = closestCenter({ ...args, droppableContainers: cards });
  return nearest.length > 0 ? nearest.slice(0, 1) : inCanvas;
};

/** A card's name, as the canvas gives it: its field's label; a page break's page ("Page 2: Details"). */
function fieldLabel(id: string | number): string {
  const store = editorStore();
  const field = store.field(String(id));
  if (field && isPageBreak(field)) return pageName(pageNumbers(store.getState().order, store.field).get(field.id) ?? 2, field.label);
  return field?.label || constants().untitledFieldLabel;
}
const orderOf = () => editorStore().getState().order;
const position = (id: string | number) => orderOf().indexOf(String(id)) + 1;
/** The 1-based position a card dropped on `over` ends at (the sortable index at event time). */
const targetPosition = (over: Over) =>
  ((over.data.current as { sortable?: { index: number } } | undefined)?.sortable?.index ?? orderOf().indexOf(String(over.id))) + 1;

function describe(active: Active): string {
  const data = dragData(active);
  return data?.source === "palette" ? `${data.label} field type` : fieldLabel(active.id);
}

// dnd-kit reports "over" as soon as a drag starts (a card is over itself); only
// a change of target is worth announcing, so 'Picked up…' is not overwritten.
let announcedOver: string | number | null = null;

const announcements: Announcements = {
  onDragStart({ active }) {
    const data = dragData(active);
    announcedOver = data?.source === "field" ? active.id : null;
    if (data?.source === "palette") return `Picked up ${data.label} field type. Move it onto the form canvas to add it.`;
    return `Picked up ${fieldLabel(active.id)}, at position ${position(active.id)} of ${orderOf().length}.`;
  },
  onDragOver({ active, over }) {
    if ((over?.id ?? null) === announcedOver) return undefined;
    announcedOver = over?.id ?? null;
    if (!over) return `${describe(active)} is no longer over the form canvas.`;
    if (dragData(active)?.source === "palette") return `${describe(active)} is over the form canvas.`;
    if (dropData(over)?.source === "field") {
      return `${fieldLabel(active.id)} moved to position ${targetPosition(over)} of ${orderOf().length}.`;
    }
    return `${fieldLabel(active.id)} is over the form canvas.`;
  },
  onDragEnd({ active, over }) {
    if (!over) return `${describe(active)} was dropped outside the form canvas. Nothing changed.`;
    if (dragData(active)?.source === "palette") return `${describe(active)} dropped on the form canvas.`;
    if (dropData(over)?.source === "field") {
      return `${fieldLabel(active.id)} was dropped at position ${targetPosition(over)} of ${orderOf().length}.`;
    }
    return `${fieldLabel(active.id)} was dropped. Its position did not change.`;
  },
  onDragCancel({ active }) {
    return `Dragging was cancelled. ${describe(active)} was not moved.`;
  },
};

// Keyboard moves (one slot per arrow press: dnd/keyboard-moves.ts) are in the
// editing chunk, which draws the cards they move; until it has loaded, the
// sensor's 25 px step.
let keyboardMoves: KeyboardCoordinateGetter | undefined;
const coordinateGetter: KeyboardCoordinateGetter = (event, args) =>
  (keyboardMoves ?? defaultKeyboardCoordinateGetter)(event, args);

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To pick up, press Space. While dragging, use the arrow keys to move, then press Space or Enter to drop, or Escape to cancel. Press Enter on a field type to add it to the end of the form.",
};

export function BuilderDnd({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<{ source: DragSource; data?: DragData }>({ source: null });
  const sensors = useSensors(
    // A click (no movement) stays a click: it adds a type or selects a card.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Space picks up (Enter on a palette type is its click: append), arrows move
    // (coordinateGetter), Space or Enter drops, Escape cancels.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
      coordinateGetter,
    }),
  );

  const start = ({ active }: DragStartEvent) => {
    if (!keyboardMoves) void import("../editing").then((m) => (keyboardMoves = m.keyboardMoves));
    const data = dragData(active);
    setActive({ source: data?.source ?? null, data });
    dispatch({ type: "setDragging", dragging: true });
  };

  const finish = () => {
    setActive({ source: null });
    dispatch({ type: "setDragging", dragging: false });
  };

  const end = ({ active, over }: DragEndEvent) => {
    finish();
    if (!over) return;
    const data = dragData(active);
    if (data?.source === "palette") {
      addFieldAndSelect(data.typeName);
      return;
    }
    // Dropped onto another field: it takes that field's place (the core moves it by id).
    if (data?.source === "field" && dropData(over)?.source === "field" && over.id !== active.id) {
      dispatch({ type: "moveField", id: String(active.id), toId: String(over.id) });
    }
  };

  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions }), []);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={{ acceleration: 10 }}
      accessibility={accessibility}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={finish}
    >
      <DragSourceContext.Provider value={active.source}>{children}</DragSourceContext.Provider>
      <DragOverlay dropAnimation={null}>
        {active.data?.source === "palette" ? <PaletteChip typeName={active.data.typeName} label={active.data.label} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

/** What follows the pointer while a palette type is dragged. */
export function PaletteChip({ typeName, label }: { typeName: string; label: string }) {
  return (
    <div className="flex h-full w-full cursor-grabbing items-center gap-2 rounded-md border border-primary bg-card px-3 text-sm font-medium text-card-foreground shadow-lg ring-2 ring-primary/30">
      <KindIcon typeName={typeName} className="size-4 text-indigo-600 dark:text-indigo-400" />
      {label}
    </div>
  );
}
