// What the builder's draggables and droppables carry, so handlers tell a
// palette type from a field card without parsing ids. Fields are referred to
// by their core id; palette items by their type name.

/** Droppable id of the canvas (the whole field list area). */
export const CANVAS_DROP_ID = "formwright:canvas";

export type DragData =
  | { source: "palette"; typeName: string; label: string }
  | { source: "field" };

export type DropData = { source: "canvas" } | { source: "field" };

export function paletteDragId(typeName: string): string {
  return `formwright:palette:${typeName}`;
}
