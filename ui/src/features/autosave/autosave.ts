// Autosave (spec §4, §9; decision 22): every 30 s, shortly after each change
// (the core's `autosaveDelayMs`) and at once when the page is hidden or
// closed, the core decides whether the form is worth saving and writes the
// record; the UI stores it and marks the time. At start-up a stored record is
// read by the core's reader (in the extras wasm module, loaded for it), which
// says whether to offer it; the offer is an in-app banner (RestoreBanner.tsx).
import { useSyncExternalStore } from "react";
import { constants, loadExtras, parse, type Extras } from "../../core/facade";
import { dispatch, editorStore } from "../../state/store";
import { MESSAGES } from "../messages";
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

/** The store's form revision last saved (or found not worth saving): a later one is a change to save. */
let savedRevision = 0;

/** One autosave: store the core's record, if it gives one, and mark the form saved. */
export function autosaveNow(): void {
  const store = editorStore();
  const revision = store.formRevision;
  const record = store.autosaveRecord();
  if (record === undefined) {
    savedRevision = revision;
    return;
  }
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
  savedRevision = revision;
  dispatch({ type: "markSaved" });
}

/**
 * Starts the autosave: every 30 s (the core's interval, spec §4), the core's
 * `autosaveDelayMs` after the last change to the form (typing is one save),
 * and at once when the page is hidden or closed (a reload, a closed tab, a
 * switch to another app on a phone), when there is a change not yet saved.
 * Returns the function that stops it.
 */
export function startAutosave(): () => void {
  const store = editorStore();
  const timer = setInterval(autosaveNow, constants().autosaveIntervalMs);
  let soon: ReturnType<typeof setTimeout> | undefined;
  const saveChange = () => {
    clearTimeout(soon);
    soon = undefined;
    if (store.formRevision !== savedRevision) autosaveNow();
  };
  let seen = store.formRevision;
  const onChange = () => {
    if (store.formRevision === seen) return; // selection, answers, flags: not the form
    seen = store.formRevision;
    clearTimeout(soon);
    soon = setTimeout(saveChange, constants().autosaveDelayMs);
  };
  const unsubscribe = store.subscribe(onChange);
  // A change made before the saves started (while the restore offer waited for its reader).
  if (seen !== savedRevision) soon = setTimeout(saveChange, constants().autosaveDelayMs);
  const onHidden = () => {
    if (document.visibilityState === "hidden") saveChange();
  };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", saveChange);
  // Another tab of this app stored its record: the two overwrite each other, so say so.
  const onStorage = (event: StorageEvent) => {
    if (event.key === constants().autosaveKey && event.newValue !== null) tellOtherTab();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    clearInterval(timer);
    clearTimeout(soon);
    unsubscribe();
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", saveChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The start-up offer to restore a saved form, while the banner shows it. */
export interface RestoreOffer {
  /** When the record was saved, as the browser shows a time. */
  time: string;
  restore: () => void;
  dismiss: () => void;
}

let offer: RestoreOffer | null = null;
const offerListeners = new Set<() => void>();

function setOffer(next: RestoreOffer | null): void {
  offer = next;
  for (const listener of offerListeners) listener();
}

/** The restore offer the banner shows, or null when there is none (made, then settled). */
export function useRestoreOffer(): RestoreOffer | null {
  return useSyncExternalStore(
    (listener) => {
      offerListeners.add(listener);
      return () => offerListeners.delete(listener);
    },
    () => offer,
  );
}

/**
 * At start-up: offers a recent autosaved form (the banner) and loads it if
 * the user chooses Restore. The record is read by the extras module, which
 * may arrive after the core; when the offer is made (or found not due),
 * `<html>` gets `data-restore="checked"` (for tests, as `data-core="ready"`)
 * and the saves may start: the banner holds the form it offers, so a save of
 * the form on the page (worth saving only once the user has started one)
 * cannot lose it.
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
  const { form, report } = read;
  setOffer({
    time: new Date(read.savedAt).toLocaleString(),
    restore: () => {
      setOffer(null);
      dispatch({ type: "loadForm", form });
      // The core's reader repaired an odd record (an older or hand-edited one): say what.
      if (report.length > 0) toastChanges("Restored", report);
    },
    // The record stays stored: a blank form is not saved over it, so a reload offers it again.
    dismiss: () => setOffer(null),
  });
}
