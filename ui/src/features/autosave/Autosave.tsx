// Mounted once in the app: offers a restore at start-up, then saves every 30 s.
// Both wait for the core (the shell renders before it has loaded); the
// restore offer also waits for the extras module, which reads the record.
import { useEffect } from "react";
import { useCoreReady } from "../../state/store";
import { offerRestore, startAutosave } from "./autosave";

let offered = false;

export function Autosave() {
  const ready = useCoreReady();
  useEffect(() => {
    if (!ready) return;
    // Once per page load, also under StrictMode's double effects.
    if (!offered) {
      offered = true;
      void offerRestore();
    }
    return startAutosave();
  }, [ready]);
  return null;
}
