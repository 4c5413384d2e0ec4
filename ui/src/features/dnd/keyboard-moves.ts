// Where a keyboard press moves the dragged item while a keyboard drag is under
// way (docs/decisions-local.md, "Keyboard reordering moves one slot per arrow
// press"). In the editing chunk, not the first one: the cards it moves are
// drawn by that chunk; BuilderDnd falls back to dnd-kit's 25 px step until it
// has loaded.
import { defaultKeyboardCoordinateGetter, type Active, type KeyboardCoordinateGetter, type Over } from "@dnd-kit/core";
import { editorStore } from "../../state/store";
import { CANVAS_DROP_ID, type DragData, type DropData } from "./ids";

/**
 * A card moves so that its centre lands on the next or previous card's centre
 * (the collision then targets that card: one slot per press, and the
 * announcement says the position); a palette type moves onto the canvas's
 * centre with the right arrow, else by the sensor's 25 px.
 */
export const keyboardMoves: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, over } = args.context;
  const source = (active as Active | null)?.data.current as DragData | undefined;
  if (source?.source === "palette") {
    const canvas = droppableRects.get(CANVAS_DROP_ID);
    if (event.code !== "ArrowRight" || !canvas || !collisionRect) return defaultKeyboardCoordinateGetter(event, args);
    event.preventDefault();
    return {
      x: canvas.left + canvas.width / 2 - collisionRect.width / 2,
      y: canvas.top + canvas.height / 2 - collisionRect.height / 2,
    };
  }
  if (!active || !collisionRect || !event.code.startsWith("Arrow")) return undefined;
  event.preventDefault();
  const step = event.code === "ArrowDown" ? 1 : event.code === "ArrowUp" ? -1 : 0;
  const order = editorStore().getState().order;
  const from = over && ((over as Over).data.current as DropData | undefined)?.source === "field" ? over.id : active.id;
  const target = order[order.indexOf(String(from)) + step];
  const rect = step === 0 || target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return { x: collisionRect.left, y: rect.top + rect.height / 2 - collisionRect.height / 2 };
};
