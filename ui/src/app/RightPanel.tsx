// The right panel (spec §2): Field Settings for the selected field, otherwise
// the Live Preview.
import { useEditor } from "../state/store";
import { LivePreview } from "../features/preview/LivePreview";
import { FieldSettings } from "../features/field-settings/FieldSettings";

export function RightPanel() {
  const selected = useEditor((s) => s.selectedFieldId);
  return (
    <aside
      aria-label={selected ? "Field settings" : "Live preview"}
      className="flex w-80 shrink-0 xl:w-96 flex-col overflow-y-auto border-l border-border bg-card p-4"
    >
      {selected ? <FieldSettings key={selected} id={selected} /> : <LivePreview />}
    </aside>
  );
}
