// Parts of the interface that the first screen does not show (the Preview
// dialog, the import report, the Templates tab, the previews' form) are
// separate chunks (issue 10): each loads the first time it is drawn, or
// earlier, when the browser is idle after the core has loaded
// (`prefetchParts`), so opening one shows no wait.
import { Suspense, createElement, use, useState, type ComponentType, type ReactNode } from "react";

const loaders: (() => Promise<unknown>)[] = [];

/** Draws nothing: stands in for a part whose chunk could not be loaded. */
function Missing(): ReactNode {
  return null;
}

/**
 * A component whose code is loaded on first use (`load` is a dynamic import).
 * While it loads it draws nothing (a Suspense boundary of its own); once
 * loaded it renders at once, without suspending again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        console.error("Formwright could not load a part of its interface", error);
        return (loaded = Missing);
      },
    ));
  loaders.push(fetchPart);
  function Loaded(props: P) {
    // The same component on every render (the module's export, loaded once).
    return createElement(loaded ?? use(fetchPart()), props);
  }
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Part;
}

let prefetched = false;

/** Loads every lazy part, one at a time, while the browser is idle. Called once the core has loaded. */
export function prefetchParts(): void {
  if (prefetched) return;
  prefetched = true;
  const idle = (run: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50);
  const next = (i: number) => {
    if (i >= loaders.length) return;
    idle(() => void loaders[i]!().then(() => next(i + 1)));
  };
  next(0);
}

/** True from the first render where `when` is true on: a part mounted once stays mounted (its closing animation plays). */
export function useOnceTrue(when: boolean): boolean {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen || when;
}
