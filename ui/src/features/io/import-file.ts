// Import from a local file (spec §2, §5, §7; decisions 10 and 12): the core's
// forgiving reader loads what it can and reports each change; the UI says so
// in a toast whose "Show changes" opens the list. A refused file leaves the
// current form as it was, and the toast's description gives the core's reason
// with its path. The reader is in the extras wasm module; a big file is read
// and parsed in a worker (issue 11), so it never freezes the page; it can be
// cancelled. Its code is in the `later` chunk (features/later.ts): it is not
// needed for the first paint, and the idle prefetch has it by the first import.
import type { CoreError } from "../../core/types";
import { CoreFailure, split } from "../../core/facade";
import { readFile, unreadSize, type ReadJob, type ReadProgress } from "../../core/file-import";
import { dispatchThenDraw, importSeed } from "../../state/store";
import { IMPORT_CORE_FAILED, MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";
import { toastChanges } from "./import-report";
import { IMPORT_ACCEPT, PROGRESS_DELAY_MS, setImportProgress } from "./import-progress";

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
  // Over the limit: refused unread, in the core's words (its size is all the
  // extras' `importFile` needs); a reading under way goes on.
  if (unreadSize(file)) {
    await refuseUnread(file);
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
  // The refusal is read; the action's text goes to the editor unread.
  const outcome = split(result.outcome);
  if ("error" in outcome) {
    refused(errorText(outcome.error));
    return;
  }
  // The editor loads the form read (`loadImported`), and the page draws it in
  // the next task (two shorter tasks on a big form).
  let delta;
  try {
    delta = await dispatchThenDraw(outcome.done);
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

/** A file too large to be a form: the core's refusal, by its size alone (no seed is drawn). */
async function refuseUnread(file: File): Promise<void> {
  try {
    const result = await readFile(file, 0n, () => {}).result;
    const outcome = result.cancelled ? undefined : split(result.outcome);
    if (outcome && "error" in outcome) refused(errorText(outcome.error));
  } catch (error) {
    refused(error instanceof CoreFailure ? IMPORT_CORE_FAILED : String(error));
  }
}
