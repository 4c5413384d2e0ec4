// Loads the second wasm module (formwright_wasm_extras: the five exports and
// the fake-data fill) and gives its calls with parsed values, as wasm.ts does
// for the builder's module. It is a separate chunk: fetched when the browser
// is first idle after the core has attached (`prefetchExtras`, main.tsx), or
// on first use. The form and the draw come from the builder's `Editor` as
// JSON text and are passed on unparsed (ARCHITECTURE.md, "Two wasm modules").
type ExtrasModule = typeof import("../wasm-pkg/formwright_wasm_extras.js");

let ready: Promise<Extras> | undefined;
let loaded: Extras | undefined;

/** Fetches and instantiates the extras module; later calls reuse the first load, a failed one is tried again. */
export function loadExtras(): Promise<Extras> {
  ready ??= import("../wasm-pkg/formwright_wasm_extras.js")
    .then(async (module) => {
      await module.default();
      return (loaded = new Extras(module));
    })
    .catch((error: unknown) => {
      // Not fetched (offline before the first visit finished): try again next time.
      ready = undefined;
      throw error;
    });
  return ready;
}

/** The extras module if it has loaded, else undefined (a caller may then work within the current event). */
export function extrasIfLoaded(): Extras | undefined {
  return loaded;
}

/** Loads the extras module when the browser is next idle, so that the first export or fill need not wait. */
export function prefetchExtras(): void {
  const load = () => void loadExtras().catch(() => undefined);
  if (typeof requestIdleCallback === "function") requestIdleCallback(load);
  else setTimeout(load, 0);
}

const parse = (text: string): unknown => JSON.parse(text);

/** The extras module's calls, JSON in and out. */
export class Extras {
  constructor(private readonly module: ExtrasModule) {}

  exportForm(formJson: string, format: string, nowMs: number): unknown {
    return parse(this.module.exportForm(formJson, format, nowMs));
  }
  fakeFill(draw: string, nowMs: number): unknown {
    return parse(this.module.fakeFill(draw, nowMs));
  }
}
