// The one builder screen (spec §2): top bar; left sidebar (Form tools),
// canvas (region 'Form canvas') and right panel, inside the drag-and-drop
// context that connects the palette to the canvas; toasts around it all.
// Below 1024 px the three regions are tabs (app/views.tsx).
//
// It renders before the wasm core has loaded (issue 10): the store then shows
// a blank form, and the whole screen is `inert` (nothing can be clicked,
// focused or typed into; no input is queued) and `aria-busy`, until the core's
// editor is attached. Then <html> gets `data-core="ready"` and the parts not on
// the first screen are fetched while the browser is idle (ARCHITECTURE.md).
import { useEffect, useLayoutEffect } from "react";
import { Toasts } from "../features/toast/Toasts";
import { BuilderDnd } from "../features/dnd/BuilderDnd";
import { Canvas } from "../features/canvas/Canvas";
import { RestoreOfferSlot } from "../features/autosave/Autosave";
import { prefetchParts, usePartMissing, whenIdle } from "../components/lazy";
import { savedClock } from "../features/autosave/SavedStatus";
import { Button } from "../components/ui/button";
import { editorStore, useCoreReady } from "../state/store";
import { MESSAGES } from "../features/messages";
import { toast } from "../features/toast/toast-store";
import { TopBar } from "./TopBar";
import { Sidebar } from "./Sidebar";
import { RightPanel } from "./RightPanel";
import { Views } from "./views";

export function App() {
  const ready = useCoreReady();
  useLayoutEffect(() => {
    if (!ready) return;
    document.documentElement.dataset.core = "ready";
    prefetchParts();
    whenIdle(savedClock);
  }, [ready]);
  // A restart of the core after a failed call (issue 23) is said, after the
  // call (it may be a render's), unless the flow that made it said it in its
  // own words (an import's 'Import failed'). An action too large to send is
  // only an import's (its toast says so).
  useEffect(
    () =>
      editorStore().onFailure((failure) =>
        queueMicrotask(() => {
          if (!failure.told && failure.kind === "stopped") toast(MESSAGES.coreRestarted);
        }),
      ),
    [],
  );
  return (
    <Toasts>
      <div className="flex h-full flex-col" inert={!ready} aria-busy={!ready || undefined}>
        <MissingPartNotice />
        <RestoreOfferSlot />
        <TopBar />
        <BuilderDnd>
          <Views
            tools={<Sidebar />}
            canvas={
              <main className="flex min-w-0 flex-1">
                <Canvas />
              </main>
            }
            panel={<RightPanel />}
          />
        </BuilderDnd>
      </div>
    </Toasts>
  );
}

/**
 * Said when a part's code could not be fetched (the connection dropped before
 * the first visit had it all), instead of leaving the part silently absent; a
 * reload fetches it again.
 */
function MissingPartNotice() {
  if (!usePartMissing()) return null;
  return (
    <div role="alert" className="flex items-center justify-center gap-3 border-b border-destructive bg-destructive px-4 py-2 text-sm text-destructive-foreground">
      <span>Part of Formwright did not load. Check your connection, then reload the page.</span>
      <Button variant="outline" size="sm" className="text-foreground" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
