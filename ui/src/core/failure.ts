// A call into one of the two wasm modules that failed (issue 23). The core
// answers every input with a value, never an exception; so an exception from
// a call (a `WebAssembly.RuntimeError` trap, or anything else) means that
// module's instance can no longer be trusted: its memory, its stack pointer
// and wasm-bindgen's borrow flags may be left mid-call ("recursive use of an
// object detected" on every later call). wasm.ts and extras.ts replace such
// an instance with a fresh one of the same compiled module (wasm-bindgen's
// `__wbg_reset_state`) and throw this instead; the store loads the form it
// last knew into a fresh editor (docs/decisions-local.md).

/** Why a call failed: its text was longer than a form file may be (not sent), or the module stopped in it. */
export type FailureKind = "tooLarge" | "stopped";

export class CoreFailure extends Error {
  /** Set by a flow that tells the failure in its own words (an import), so the general toast is not shown. */
  told = false;

  constructor(
    readonly kind: FailureKind,
    /** What the module threw. */
    readonly cause?: unknown,
  ) {
    super(kind);
  }
}
