// Reads an imported file in a Web Worker (import.worker.ts), so reading and
// parsing a big file never blocks the page: the page keeps taking input, shows
// progress and can cancel. The result is the core's `FileReading` (the form
// as compact JSON, what the editor's `importJson` then loads, and the report)
// or the core's refusal.
import type { CoreError, FileReading, Outcome } from "./types";
import { loadCore } from "./wasm";

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

export type ReadResult = { cancelled: true } | { cancelled: false; outcome: Outcome<FileReading> };

export interface ReadJob {
  readonly result: Promise<ReadResult>;
  /** Stops the reading at once; `result` resolves as cancelled. */
  cancel(): void;
}

/** The error when the worker itself failed (not the file): said in words. */
const unreadable = (): { error: CoreError } => ({
  error: { kind: "invalidJson", message: "The browser could not read the file." },
});

/** Starts reading `file` off the main thread; `onProgress` hears how far it is. */
export function readFileOffThread(file: File, onProgress: (progress: ReadProgress) => void): ReadJob {
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
    else if (message.type === "done") settle({ cancelled: false, outcome: message.outcome as Outcome<FileReading> });
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
