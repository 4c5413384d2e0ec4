// The import in progress, for <ImportProgress>: which file, how far, and how
// to cancel it. Shown only when the reading takes longer than
// PROGRESS_DELAY_MS, so a quick import never flashes it.
import { useSyncExternalStore } from "react";
import type { ReadProgress } from "../../core/file-import";

/** The only extension the picker accepts and the import reads (spec §2). */
export const IMPORT_ACCEPT = ".json";

/** A reading shorter than this shows no progress (issue 11: "past 300 ms"). */
export const PROGRESS_DELAY_MS = 300;

export interface ShownProgress {
  fileName: string;
  progress: ReadProgress;
  cancel: () => void;
}

let shown: ShownProgress | null = null;
const listeners = new Set<() => void>();

export function setImportProgress(next: ShownProgress | null): void {
  shown = next;
  for (const l of listeners) l();
}

export function useImportProgress(): ShownProgress | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => shown,
  );
}

/** "Reading 12.5 of 50.0 MB" / "Checking the form". */
export function progressText(progress: ReadProgress): string {
  if (progress.phase === "checking") return "Checking the form…";
  const mb = (n: number) => (n / 1_048_576).toFixed(1);
  return `Reading ${mb(progress.loaded)} of ${mb(progress.total)} MB…`;
}
