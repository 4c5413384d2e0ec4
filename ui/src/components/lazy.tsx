// Parts of the interface that the empty canvas does not need are separate
// chunks (issue 10): the editing parts (features/editing.ts, and the previews'
// select) load as soon as the core has loaded; the rest
// (features/later.ts) when the browser is idle after that (`prefetchParts`).
// Each also loads the first time it is drawn, so opening one shows no wait, or
// a moment's stand-in (`fallback`). ARCHITECTURE.md, "Start-up".
import { Suspense, createElement, use, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/** Each part's loader; `soon` ones are fetched at once when the core is ready, the others on idle. */
const loaders: { load: () => Promise<unknown>; soon: boolean }[] = [];
/** Set once the core is ready and the parts are being fetched. */
let prefetched = false;

/** Runs `run` when the browser is idle (within 2 s at the latest). */
export const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50);

/** Draws nothing: stands in for a part whose chunk could not be loaded (the app says so: `usePartMissing`). */
function Missing(): ReactNode {
  return null;
}

// Whether some part's chunk could not be loaded (offline before the first
// visit had fetched it): the app then asks for a reload instead of leaving
// a part silently absent.
let missing = false;
const missingListeners = new Set<() => void>();

/** Says that some part's code could not be loaded (also for code that is not a component: the import's). */
export function markMissing() {
  missing = true;
  for (const listener of missingListeners) listener();
}

/** True once some part's code could not be loaded. */
export function usePartMissing(): boolean {
  return useSyncExternalStore(
    (listener) => {
      missingListeners.add(listener);
      return () => missingListeners.delete(listener);
    },
    () => missing,
  );
}

export interface PartOptions<P> {
  /** Drawn while the code loads (default: nothing). */
  fallback?: ComponentType<P>;
  /** Fetch as soon as the core is ready rather than when the browser is idle: a part an edit can show at once. */
  soon?: boolean;
}

/**
 * A component whose code is loaded on first use (`load` is a dynamic import).
 * While it loads it draws its `fallback` (a Suspense boundary of its own); once
 * loaded it renders at once, without suspending again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback: Fallback, soon = false }: PartOptions<P> = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () => {
    if (loading) return loading;
    return (loading = load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        console.error("Formwright could not load a part of its interface", error);
        markMissing();
        return (loaded = Missing);
      },
    ));
  };
  // A part declared in a chunk that arrives after the prefetch began (the
  // previews' select, declared by the cards' chunk) is fetched at once, or on idle.
  if (prefetched) {
    if (soon) void fetchPart();
    else whenIdle(() => void fetchPart());
  } else loaders.push({ load: fetchPart, soon });
  function Loaded(props: P) {
    // The same component on every render (the module's export, loaded once).
    return createElement(loaded ?? use(fetchPart()), props);
  }
  function Part(props: P) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Part;
}

/** Loads the `soon` parts now, then every other part, one at a time, while the browser is idle. Called once the core has loaded. */
export function prefetchParts(): void {
  if (prefetched) return;
  prefetched = true;
  const later = loaders.filter((l) => !l.soon);
  const next = (i: number) => {
    if (i >= later.length) return;
    whenIdle(() => void later[i]!.load().then(() => next(i + 1)));
  };
  void Promise.allSettled(loaders.filter((l) => l.soon).map((l) => l.load())).then(() => next(0));
}

/** True from the first render where `when` is true on: a part mounted once stays mounted (its closing animation plays). */
export function useOnceTrue(when: boolean): boolean {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen || when;
}
