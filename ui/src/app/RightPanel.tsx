// The right panel (spec §2): Field Settings for the selected field, otherwise
// the Live Preview.
//
// The Live Preview stays mounted while a field is selected, hidden by React's
// <Activity> (display: none, its effects and store subscriptions paused), so
// that the selection changes of undo, redo, delete and duplicate on a big form
// show or hide it instead of building or tearing down its whole subtree
// (issue 10). Its state (preview mode, device) is kept meanwhile.
import { Activity } from "react";
import { useEditor } from "../state/store";
import { LivePreview } from "../features/preview/LivePreview";
import { lazyPart } from "../components/lazy";

// Field Settings is not needed for the empty canvas: its code is a chunk
// fetched as soon as the core is ready (issue 10).
const FieldSettings = lazyPart(() => import("../features/editing").then((m) => m.FieldSettings), {
  soon: true,
});

export function RightPanel() {
  const selected = useEditor((s) => s.selectedFieldId);
  const selection = useEditor((s) => s.selection);
  return (
    <aside
      aria-label={selected ? "Field settings" : "Live preview"}
      className="flex w-full shrink-0 flex-col overflow-y-auto border-border bg-card p-4 lg:w-80 lg:border-l xl:w-96"
    >
      <Activity mode={selected ? "hidden" : "visible"}>
        <LivePreview />
      </Activity>
      {selected ? <FieldSettings key={selection} id={selected} /> : null}
    </aside>
  );
}
