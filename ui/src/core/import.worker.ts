// The import's reading, off the page's main thread (issue 11: the tab never
// freezes on a big file). It reads the file in chunks (reporting progress),
// then the core's forgiving reader (in the extras module) checks and reads
// the bytes; the page gets the `loadImported` action to dispatch (the form
// and the report). The page cancels by terminating this worker. Messages:
// file-import.ts.
import { instantiateExtras } from "./extras";
import { CoreFailure } from "./failure";
import type { FromWorker, ToWorker } from "./file-import";

const post = (message: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(message);

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const { file, seed, nowMs, module, glueUrl } = event.data;
  // The page's compiled extras module, with the glue of the page's chunk: instantiated while the file is read.
  const extras = instantiateExtras(module, glueUrl);
  try {
    const bytes = new Uint8Array(file.size);
    let loaded = 0;
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // A file that grew while read is cut to its size when picked.
      bytes.set(value.subarray(0, bytes.length - loaded), loaded);
      loaded = Math.min(bytes.length, loaded + value.length);
      post({ type: "progress", loaded, total: bytes.length });
    }
    const reading = await extras;
    post({ type: "checking" });
    post({ type: "done", outcome: reading.readImportFile(bytes.subarray(0, loaded), seed, nowMs) });
  } catch (error) {
    // A trap in the reader is a `CoreFailure` (extras.ts); the page ends this worker.
    post({ type: "failed", reason: String(error), stopped: error instanceof CoreFailure });
  }
};
