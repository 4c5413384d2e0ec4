// Mounted once in the app: offers a restore at start-up, then saves (every
// 30 s, after each change, when the page is hidden or closed).
// Both wait for the core (the shell renders before it has loaded); the
// restore offer also waits for the extras module, which reads the record. The
// saves start only once the offer is made (the banner holds the form it
// offers): a save before it would replace the stored record while it is
// still to be read (on a slow connection the extras module can take longer
// than the 30 s interval).
import { useEffect } from "react";
import { useCoreReady } from "../../state/store";
import { offerRestore, startAutosave, useRestoreOffer } from "./autosave";
import { RestoreBanner } from "./RestoreBanner";

/** Where the restore offer shows (above the top bar), while there is one. */
export function RestoreOfferSlot() {
  const offer = useRestoreOffer();
  return offer && <RestoreBanner offer={offer} />;
}

/** The start-up offer, made once per page load (also under StrictMode's double effects). */
let offer: Promise<void> | null = null;

export function Autosave() {
  const ready = useCoreReady();
  useEffect(() => {
    if (!ready) return;
    offer ??= offerRestore();
    let stop: (() => void) | null = null;
    let unmounted = false;
    const begin = () => {
      if (!unmounted) stop = startAutosave();
    };
    // Saving starts even if the offer failed (the failure is logged there).
    void offer.then(begin, begin);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [ready]);
  return null;
}
