// Mounted once in the app: offers a restore at start-up, then saves every 30 s.
import { useEffect } from "react";
import { offerRestore, startAutosave } from "./autosave";

let offered = false;

export function Autosave() {
  useEffect(() => {
    // Once per page load, also under StrictMode's double effects.
    if (!offered) {
      offered = true;
      offerRestore();
    }
    return startAutosave();
  }, []);
  return null;
}
