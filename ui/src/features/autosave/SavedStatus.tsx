// When the form was last auto-saved (the editor's lastSaved, spec §3), shown
// quietly in the top bar so the designer knows their work is kept.
import { Check } from "lucide-react";
import { useEditor } from "../../state/store";

export function SavedStatus() {
  const lastSaved = useEditor((s) => s.lastSaved);
  if (!lastSaved) return null;
  const at = new Date(lastSaved);
  return (
    <span role="status" data-testid="saved-status" className="hidden items-center gap-1 text-xs text-muted-foreground lg:inline-flex">
      <Check aria-hidden className="size-3.5" />
      Auto-saved <time dateTime={lastSaved}>{at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}</time>
    </span>
  );
}
