// The shapes the core's facade sends and takes, generated from the Rust types
// (types.generated.ts, ts-rs; a core test fails when it is stale). The UI
// imports them from here.
export type * from "./types.generated";
