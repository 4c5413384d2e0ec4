// Autosave (spec §4, §9): every 30 s the core decides whether the form is worth
// saving and writes the record; the UI stores it and marks the time. At
// start-up a stored record is read by the core's reader (in the extras wasm
// module, loaded for it), which says whether to offer it.
import { constants, loadExtras, parse, type Extras } from "../../core/facade";
import { dispatch, editorStore } from "../../state/store";
import { MESSAGES, restorePrompt } from "../messages";
import { toast } from "../toast/toast-store";
import { toastChanges } from "../io/import-report";


/** Whether the last save failed; a failure is told once until a save works again. */
let failing = false;
/** The record this tab last stored: another text found there was written by another tab. */
let lastWritten: string | null = null;
/** Another tab's saves are told once per page. */
let toldOtherTab = false;

function tellOtherTab(): void {
  if (toldOtherTab) return;
  toldOtherTab = true;
  toast(MESSAGES.autosaveOtherTab);
}

/**
 * A record this build cannot read, or one from a newer version: copied aside
 * before a save replaces it, under the core's kept keys (newest first). The
 * records kept before move one key down and the oldest past the last key is
 * dropped; a record kept already is not kept twice (a pristine form is not
 * saved, so the same record can be found again at the next start-up). When
 * storage is full, the oldest kept records give way to the new one.
 */
function keepAside(text: string): void {
  const keys = constants().autosaveKeptKeys;
  try {
    const kept = keys.map((key) => localStorage.getItem(key));
    if (kept.includes(text)) return;
    const next = [text, ...kept.filter((t): t is string => t !== null)].slice(0, keys.length);
    for (;;) {
      try {
        next.forEach((t, i) => localStorage.setItem(keys[i]!, t));
        for (const key of keys.slice(next.length)) localStorage.removeItem(key);
        return;
      } catch (error) {
        // Storage full: drop the oldest and try again, down to the new record alone.
        if (next.length <= 1) throw error;
        next.pop();
        localStorage.removeItem(keys[next.length]!);
      }
    }
  } catch (error) {
    console.error("Could not keep the previous auto-saved form aside:", error);
  }
}

/** One autosave: store the core's record, if it gives one, and mark the form saved. */
export function autosaveNow(): void {
  const record = editorStore().autosaveRecord();
  if (record === undefined) return;
  try {
    const key = constants().autosaveKey;
    // A record this tab did not write, since its own last save: another tab is saving too.
    const current = lastWritten === null ? null : localStorage.getItem(key);
    if (current !== null && current !== lastWritten) tellOtherTab();
    localStorage.setItem(key, record);
    lastWritten = record;
  } catch (error) {
    // Quota exceeded or storage disabled: the form stays in memory; say so once.
    console.error("Auto-save failed:", error);
    if (!failing) toast(MESSAGES.autosaveFailed);
    failing = true;
    return;
  }
  failing = false;
  dispatch({ type: "markSaved" });
}

/** Starts the autosave every 30 s (the core's interval); returns the function that stops it. */
export function startAutosave(): () => void {
  const timer = setInterval(autosaveNow, constants().autosaveIntervalMs);
  // Another tab of this app stored its record: the two overwrite each other, so say so.
  const onStorage = (event: StorageEvent) => {
    if (event.key === constants().autosaveKey && event.newValue !== null) tellOtherTab();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    clearInterval(timer);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * At start-up: offers a recent autosaved form and loads it if the user agrees.
 * The record is read by the extras module, which may arrive after the core;
 * when the offer is settled (made, or found not due), `<html>` gets
 * `data-restore="checked"` (for tests, as `data-core="ready"`).
 */
export function offerRestore(): Promise<void> {
  return restore().finally(() => {
    document.documentElement.dataset.restore = "checked";
  });
}

async function restore(): Promise<void> {
  let text: string | null;
  try {
    text = localStorage.getItem(constants().autosaveKey);
  } catch (error) {
    console.error("Could not read the auto-saved form:", error);
    return;
  }
  if (text === null) return;
  let extras: Extras;
  try {
    extras = await loadExtras();
  } catch (error) {
    // The reader could not be fetched: the record is kept aside before a save replaces it.
    console.error("Could not read the auto-saved form: the extras module did not load", error);
    keepAside(text);
    return;
  }
  let read;
  try {
    read = parse(extras.call((x) => x.readAutosave(text, Date.now())));
  } catch (error) {
    // The reader stopped on the record (issue 23): kept aside, as a corrupt one.
    console.error("Could not load the auto-saved form:", error);
    keepAside(text);
    return;
  }
  if ("error" in read) {
    // A corrupt record is only logged (spec §4), and kept aside before a save replaces it.
    console.error("Could not load the auto-saved form:", read.error.message);
    keepAside(text);
    return;
  }
  // Written by a newer Formwright: kept as it was, whatever this build makes of it.
  if (read.newerVersion) keepAside(text);
  if (!read.offerRestore) return;
  const time = new Date(read.savedAt).toLocaleString();
  // On a slow connection the offer can come after the user has started a form:
  // loading clears the history, so the prompt says what accepting would replace.
  if (!window.confirm(restorePrompt(time, !editorStore().isPristine()))) return;
  dispatch({ type: "loadForm", form: read.form });
  // The core's reader repaired an odd record (an older or hand-edited one): say what.
  if (read.report.length > 0) toastChanges("Restored", read.report);
}
