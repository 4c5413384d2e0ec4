// When the form was last auto-saved (the editor's lastSaved, spec §3), shown
// quietly in the top bar so the designer knows their work is kept.
import { Check } from "lucide-react";
import { useEditor } from "../../state/store";

let clock: Intl.DateTimeFormat | undefined;

/**
 * The status's time format, made once. The page's first date format loads
 * the browser's locale data (30–40 ms here, several times that on a busy
 * machine), so the app makes it while idle after start-up rather than within
 * the first save's drawing (issue 23's hostile import counts that task).
 */
export const savedClock = (): Intl.DateTimeFormat =>
  (clock ??= new Intl.DateTimeFormat([], { hour: "2-digit", minute: "2-digit" }));

export function SavedStatus() {
  const lastSaved = useEditor((s) => s.lastSaved);
  if (!lastSaved) return null;
  return (
    <span role="status" data-testid="saved-status" className="hidden items-center gap-1 text-xs text-muted-foreground lg:inline-flex">
      <Check aria-hidden className="size-3.5" />
      Auto-saved <time dateTime={lastSaved}>{savedClock().format(new Date(lastSaved))}</time>
    </span>
  );
}
