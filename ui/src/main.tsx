import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { loadCore } from "./core/wasm";
import { App } from "./App";

const root = createRoot(document.getElementById("root")!);

loadCore().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error("Formwright could not start its core", error);
    root.render(
      <p role="alert" className="p-8">
        Formwright could not start: this browser could not load its WebAssembly core.
      </p>,
    );
  },
);
