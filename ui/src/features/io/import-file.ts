// Import from a local file (spec §2, §5, §7; decisions 10 and 12): what the
// first screen needs of it, the picker's extension and the toast after a load
// that changed something (an import, an autosave restore). The import itself
// (`import-run.ts`) arrives with the editing parts (features/editing.ts): the
// empty canvas does not need it, and a file is picked after they have loaded.
import type { Change } from "../../core/types";
import { toast } from "../toast/toast-store";
import { changesCount, showReport } from "./import-report";

/** The only extension the picker accepts (spec §2). */
export const IMPORT_ACCEPT = ".json";

/** The toast after a load that changed something; its action opens the list. */
export function toastChanges(verb: "Imported" | "Restored", changes: readonly Change[]): void {
  const title = `${verb} with ${changesCount(changes.length)}`;
  toast({
    title,
    description: "Some values were repaired or left out.",
    variant: "warning",
    action: { label: "Show changes", onClick: () => showReport({ title, changes }) },
  });
}
