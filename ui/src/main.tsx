import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { loadCore } from "./core/wasm";
import { initTheme } from "./theme/theme";
import { App } from "./app/App";

// Offline after the first visit: the production build precaches itself (ui/build/offline.ts).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  navigator.serviceWorker.register("./sw.js").catch((error: unknown) => console.warn("Offline support unavailable", error));
}

const root = createRoot(document.getElementById("root")!);

loadCore().then(
  () => {
    initTheme();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
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
