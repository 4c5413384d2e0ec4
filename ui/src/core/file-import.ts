// Reads an imported file into the text the editor's `importJson` loads. A big
// file is read and parsed in a Web Worker (import.worker.ts), so it never
// blocks the page: the page keeps taking input, shows progress and can cancel;
// the worker's result is the core's `FileReading` (the form as compact JSON,
// nothing left to repair, and the report). A small file is only checked here
// (kind of file, UTF-8) and its text given as is: starting a worker would
// cost more than the reading, and `importJson` reports its changes itself.
import type { Change, CoreError, FileReading, Outcome } from "./types";
import { checkImportBytes, loadCore } from "./wasm";

/**
 * Files up to this size are read on the page's thread: at most 10,000 small
 * fields, which the core loads in about 100 ms on a 2-core machine
 * (BENCHMARKS.md, Import); bigger ones in the worker.
 */
export const READ_ON_PAGE_MAX_BYTES = 1024 * 1024;

/** What to load: the text for `importJson`, and the report when the reading already made it. */
export interface FileText {
  text: string;
  /** The worker's report; absent when `importJson` reports the changes. */
  changes?: Change[];
}

/** To the worker: the picked file (cloned by reference, not copied) and the page's compiled core. */
export interface ToWorker {
  file: File;
  module: WebAssembly.Module;
  seed: number;
  nowMs: number;
}

/** From the worker. */
export type FromWorker =
  | { type: "progress"; loaded: number; total: number }
  | { type: "checking" }
  | { type: "done"; outcome: unknown }
  | { type: "failed"; reason: string };

/** How far the reading is: bytes read of the file's, then the core's check. */
export type ReadProgress = { phase: "reading"; loaded: number; total: number } | { phase: "checking" };

export type ReadResult = { cancelled: true } | { cancelled: false; outcome: Outcome<FileText> };

export interface ReadJob {
  readonly result: Promise<ReadResult>;
  /** Stops the reading at once; `result` resolves as cancelled. */
  cancel(): void;
}

/** The error when the worker itself failed (not the file): said in words. */
const unreadable = (): { error: CoreError } => ({
  error: { kind: "invalidJson", message: "The browser could not read the file." },
});

/** Starts reading `file`: on the page when small, else in a worker; `onProgress` hears how far it is. */
export function readFile(file: File, onProgress: (progress: ReadProgress) => void): ReadJob {
  return file.size <= READ_ON_PAGE_MAX_BYTES ? readOnPage(file) : readOffThread(file, onProgress);
}

function readOnPage(file: File): ReadJob {
  let cancelled = false;
  const read = async (): Promise<ReadResult> => {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      console.error("Import failed: the file could not be read", error);
      return { cancelled: false, outcome: unreadable() };
    }
    if (cancelled) return { cancelled: true };
    // An image, or bytes that are not UTF-8, are refused by name before
    // decoding (a browser's decoding would turn bad bytes into U+FFFD).
    const check = checkImportBytes(bytes) as Outcome<null>;
    if (check !== null && "error" in check) return { cancelled: false, outcome: check };
    // Valid UTF-8 by now; the decoder skips a byte order mark.
    return { cancelled: false, outcome: { text: new TextDecoder().decode(bytes) } };
  };
  return { result: read(), cancel: () => (cancelled = true) };
}

function readOffThread(file: File, onProgress: (progress: ReadProgress) => void): ReadJob {
  const worker = new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module", name: "import" });
  let settle: (result: ReadResult) => void = () => {};
  const result = new Promise<ReadResult>((resolve) => {
    settle = (r) => {
      worker.terminate();
      resolve(r);
      settle = () => {};
    };
  });
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === "progress") onProgress({ phase: "reading", loaded: message.loaded, total: message.total });
    else if (message.type === "checking") onProgress({ phase: "checking" });
    else if (message.type === "done") {
      const outcome = message.outcome as Outcome<FileReading>;
      settle({ cancelled: false, outcome: "error" in outcome ? outcome : { text: outcome.form, changes: outcome.changes } });
    }
    else {
      console.error("Import failed: the file could not be read", message.reason);
      settle({ cancelled: false, outcome: unreadable() });
    }
  };
  worker.onerror = (event) => {
    console.error("Import failed: the import worker stopped", event.message);
    settle({ cancelled: false, outcome: unreadable() });
  };
  const seed = crypto.getRandomValues(new Uint32Array(2));
  const nowMs = Date.now();
  // The page has loaded the core before anything can be imported: this resolves at once.
  void loadCore().then((module) => {
    const message: ToWorker = { file, module, seed: seed[0]! * 2 ** 21 + (seed[1]! >>> 11), nowMs };
    worker.postMessage(message);
  });
  return { result, cancel: () => settle({ cancelled: true }) };
}
