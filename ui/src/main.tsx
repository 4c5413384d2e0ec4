import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { loadCore } from "./core/wasm";
import { prefetchExtras } from "./core/facade";
import { initTheme } from "./theme/theme";
import { editorStore } from "./state/store";
import { App } from "./app/App";

// First paint does not wait for the wasm core (issue 10): its fetch (preloaded
// by index.html) and streaming compile start here, the shell renders at once
// from the core's constants embedded at build time, and the store attaches the
// core's editor when it has loaded; until then the shell is inert.
const core = loadCore();

// Offline after the first visit: the production build precaches itself (ui/build/offline.ts).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  navigator.serviceWorker.register("./sw.js").catch((error: unknown) => console.warn("Offline support unavailable", error));
}

initTheme();
const root = createRoot(document.getElementById("root")!);
root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);

core.then(
  () => {
    editorStore().attach();
    // Exports and fake data (the extras wasm module) load when the browser is next idle.
    prefetchExtras();
  },
  (error: unknown) => {
    console.error("Formwright could not start its core", error);
    root.render(
      <p role="alert" className="p-8">
        Formwright could not start: this browser could not load its WebAssembly core.
      </p>,
    );
  },
);
