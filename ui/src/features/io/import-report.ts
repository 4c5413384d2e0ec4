// The report of the last import or restore that changed something (decision
// 12): the toast's "Show changes" opens it in <ImportReportDialog>. The core
// wrote every line; the UI only lists them.
import { useSyncExternalStore } from "react";
import type { Change } from "../../core/types";
import { toast } from "../toast/toast-store";

export interface ShownReport {
  /** "Imported with 3 changes", "Restored with 1 change". */
  title: string;
  changes: readonly Change[];
}

let shown: ShownReport | null = null;
const listeners = new Set<() => void>();

function set(next: ShownReport | null) {
  shown = next;
  for (const l of listeners) l();
}

export function showReport(report: ShownReport): void {
  set(report);
}

/** The toast after a load that changed something (an import, a restore); its action opens the list. */
export function toastChanges(verb: "Imported" | "Restored", changes: readonly Change[]): void {
  const title = `${verb} with ${changesCount(changes.length)}`;
  toast({
    title,
    description: "Some values were repaired or left out.",
    variant: "warning",
    action: { label: "Show changes", onClick: () => showReport({ title, changes }) },
  });
}

export function closeReport(): void {
  set(null);
}

export function useShownReport(): ShownReport | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => shown,
  );
}

/** One change a line, `path: message`, as the CLI prints them. */
export function reportText(changes: readonly Change[]): string {
  return changes.map((c) => (c.path ? `${c.path}: ${c.message}` : c.message)).join("\n");
}

/** "1 change" / "3 changes". */
export function changesCount(n: number): string {
  return n === 1 ? "1 change" : `${n} changes`;
}
