// Reads an imported file with the core's forgiving reader, in the extras wasm
// module, into the `loadImported` action the store dispatches to the builder's
// editor (the form and the report of changes; new ids from the editor's
// `importSeed`, which the store keeps from the editor's view and deltas, so
// nothing is asked of the builder's module first). An import is two calls:
// the extras' `importFile` (the file's size and bytes: the size, kind of file
// and UTF-8 checks, the reading, the action's text), then the builder's
// dispatch of that text, unread here. A big
// file is read and parsed in a Web Worker (import.worker.ts), given the page's
// compiled extras module, so it never blocks the page: the page keeps taking
// input, shows progress and can cancel. A small file is read on the page:
// starting a worker would cost more than the reading. A file too large to be
// a form is not read at all: the core refuses it by its size.
import type { Action, Json, Outcome } from "./types";
import { extrasIfLoaded, loadExtras, type Extras } from "./extras";
import { embeddedConstants } from "./embedded";
import { CoreFailure } from "./failure";
import { toJson } from "./json";

/**
 * Files up to this size are read on the page's thread (at most 10,000 small
 * fields), where starting a worker would cost more than the reading
 * (docs/bench-log/2026-11-22-issue-11-import-worker.md); bigger ones in the worker.
 */
export const READ_ON_PAGE_MAX_BYTES = 1024 * 1024;

/**
 * The most bytes read of a file: the core's limit and a byte order mark's 3.
 * A bigger file is not read; the core refuses it by its size alone (its
 * `import_picked_file`), in its words.
 */
const MAX_READ_BYTES = embeddedConstants.importLimits.maxBytes + 3;

/** Whether the file is too large to be read: the core refuses it by its size alone, unread. */
export const unreadSize = (file: File): boolean => file.size > MAX_READ_BYTES;

/** To the worker: the picked file (cloned by reference, not copied), the page's compiled extras module and its glue's URL, and the editor's import seed. */
export interface ToWorker {
  file: File;
  module: WebAssembly.Module;
  glueUrl: string;
  seed: bigint;
  nowMs: number;
}

/** From the worker. */
export type FromWorker =
  | { type: "progress"; loaded: number; total: number }
  | { type: "checking" }
  | { type: "done"; outcome: Json<Outcome<Action>> }
  | { type: "failed"; reason: string; /** The reader (the extras module) stopped: the worker is ended, the next import gets a fresh one. */ stopped: boolean };

/** How far the reading is: bytes read of the file's, then the core's check. */
export type ReadProgress = { phase: "reading"; loaded: number; total: number } | { phase: "checking" };

/** The reading: the `loadImported` action's text to dispatch, or the core's refusal (`split` tells which). */
export type ReadResult = { cancelled: true } | { cancelled: false; outcome: Json<Outcome<Action>> };

export interface ReadJob {
  /** Rejected with a `CoreFailure` when the reader stopped (a trap) on the file. */
  readonly result: Promise<ReadResult>;
  /** Stops the reading at once; `result` resolves as cancelled. */
  cancel(): void;
}

/** The error when the worker itself failed (not the file): said in words. */
const unreadable = (): Json<Outcome<Action>> =>
  toJson<Outcome<Action>>({ error: { kind: "invalidJson", message: "The browser could not read the file." } });

/** The extras module: at once when it has loaded (it is prefetched), else once it has. */
async function extras(): Promise<Extras> {
  return extrasIfLoaded() ?? (await loadExtras());
}

/**
 * Starts reading `file` (new ids from `seed`, the store's `importSeed`): on
 * the page when small, else in a worker; `onProgress` hears how far it is.
 */
export function readFile(file: File, seed: bigint, onProgress: (progress: ReadProgress) => void): ReadJob {
  return file.size <= READ_ON_PAGE_MAX_BYTES || unreadSize(file) ? readOnPage(file, seed) : readOffThread(file, seed, onProgress);
}

function readOnPage(file: File, seed: bigint): ReadJob {
  let cancelled = false;
  const read = async (): Promise<ReadResult> => {
    let bytes: Uint8Array;
    try {
      bytes = unreadSize(file) ? new Uint8Array() : new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      console.error("Import failed: the file could not be read", error);
      return { cancelled: false, outcome: unreadable() };
    }
    let reader: Extras;
    try {
      reader = await extras();
    } catch (error) {
      console.error("Import failed: the extras module did not load", error);
      return { cancelled: false, outcome: unreadable() };
    }
    if (cancelled) return { cancelled: true };
    // A call that throws is a `CoreFailure` (extras.ts): the result rejects.
    return { cancelled: false, outcome: reader.call((x) => x.importFile(bytes, file.size, seed, Date.now())) };
  };
  return { result: read(), cancel: () => (cancelled = true) };
}

function readOffThread(file: File, seed: bigint, onProgress: (progress: ReadProgress) => void): ReadJob {
  const worker = new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module", name: "import" });
  let settle: (result: ReadResult | CoreFailure) => void = () => {};
  const result = new Promise<ReadResult>((resolve, reject) => {
    settle = (r) => {
      worker.terminate();
      if (r instanceof CoreFailure) reject(r);
      else resolve(r);
      settle = () => {};
    };
  });
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === "progress") onProgress({ phase: "reading", loaded: message.loaded, total: message.total });
    else if (message.type === "checking") onProgress({ phase: "checking" });
    else if (message.type === "done") settle({ cancelled: false, outcome: message.outcome });
    else if (message.stopped) {
      // The worker's instance of the reader is ended with the worker.
      console.error("Import failed: the reader stopped", message.reason);
      settle(new CoreFailure("stopped", message.reason));
    } else {
      console.error("Import failed: the file could not be read", message.reason);
      settle({ cancelled: false, outcome: unreadable() });
    }
  };
  worker.onerror = (event) => {
    console.error("Import failed: the import worker stopped", event.message);
    settle({ cancelled: false, outcome: unreadable() });
  };
  const nowMs = Date.now();
  // The page's compiled extras module (at once when prefetched) and its glue:
  // the worker neither fetches nor compiles the module again.
  extras().then(
    ({ module, glueUrl }) => {
      const message: ToWorker = { file, module, glueUrl, seed, nowMs };
      worker.postMessage(message);
    },
    (error: unknown) => {
      console.error("Import failed: the extras module did not load", error);
      settle({ cancelled: false, outcome: unreadable() });
    },
  );
  return { result, cancel: () => settle({ cancelled: true }) };
}
