// Import from a local file (spec §2, §5, §7; decisions 10 and 12): the core's
// forgiving reader loads what it can and reports each change; the UI says so
// in a toast whose "Show changes" opens the list. A refused file leaves the
// current form as it was, and the toast's description gives the core's reason
// with its path. The reader is in the extras wasm module; a big file is read
// and parsed in a worker (issue 11), so it never freezes the page; it can be
// cancelled. In the editing parts' chunk (features/editing.ts): the first
// screen does not need it.
import type { CoreError } from "../../core/types";
import { CoreFailure, checkImportSize } from "../../core/facade";
import { readFile, type ReadJob, type ReadProgress } from "../../core/file-import";
import { dispatchThenDraw, importSeed } from "../../state/store";
import { IMPORT_CORE_FAILED, MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";
import { IMPORT_ACCEPT, toastChanges } from "./import-file";
import { PROGRESS_DELAY_MS, setImportProgress } from "./import-progress";

/** The core's refusal as one sentence: `path: message`. */
export function errorText(error: CoreError): string {
  return error.path ? `${error.path}: ${error.message}` : error.message;
}

function refused(reason: string): void {
  console.error(`Import failed: ${reason}`);
  toast({ ...MESSAGES.importFailed, description: reason });
}

/** The reading under way; a new import cancels it (the last file picked wins). */
let running: ReadJob | undefined;

export async function importFile(file: File): Promise<void> {
  if (!file.name.toLowerCase().endsWith(IMPORT_ACCEPT)) {
    refused(`Only ${IMPORT_ACCEPT} files can be imported; "${file.name}" is not one.`);
    return;
  }
  // Over the limit: refused unread, in the core's words (the size is all it
  // needs; 3 bytes of a byte order mark are not counted).
  const size = checkImportSize(Math.max(0, file.size - 3));
  if (size !== null && "error" in size) {
    refused(errorText(size.error));
    return;
  }
  running?.cancel();
  // A big file is read and parsed in a worker: the page keeps taking input.
  // Progress and Cancel appear when it takes longer than PROGRESS_DELAY_MS.
  let progress: ReadProgress = { phase: "reading", loaded: 0, total: file.size };
  let visible = false;
  const job = readFile(file, importSeed(), (p) => {
    progress = p;
    if (visible) setImportProgress({ fileName: file.name, progress, cancel: job.cancel });
  });
  running = job;
  const timer = setTimeout(() => {
    visible = true;
    setImportProgress({ fileName: file.name, progress, cancel: job.cancel });
  }, PROGRESS_DELAY_MS);
  let result;
  try {
    result = await job.result;
  } catch (error) {
    // The reader stopped on the file (issue 23): a fresh one reads the next.
    clearTimeout(timer);
    if (running !== job) return;
    running = undefined;
    setImportProgress(null);
    refused(error instanceof CoreFailure ? IMPORT_CORE_FAILED : String(error));
    return;
  }
  clearTimeout(timer);
  if (running !== job) return; // a later import took over
  running = undefined;
  setImportProgress(null);
  if (result.cancelled) {
    toast(MESSAGES.importCancelled);
    return;
  }
  const outcome = result.outcome;
  if ("error" in outcome) {
    refused(errorText(outcome.error));
    return;
  }
  // The editor loads the form read (`loadImported`), and the page draws it in
  // the next task (two shorter tasks on a big form).
  let delta;
  try {
    delta = await dispatchThenDraw(outcome);
  } catch (error) {
    // The editor did not take it (issue 23): too large to send, or its module
    // stopped and was restarted with the form as it was.
    if (!(error instanceof CoreFailure)) throw error;
    error.told = true;
    refused(IMPORT_CORE_FAILED);
    return;
  }
  if (delta.error) {
    refused(errorText(delta.error));
    return;
  }
  const changes = delta.importReport ?? [];
  if (changes.length > 0) toastChanges("Imported", changes);
  else toast(MESSAGES.imported);
}
