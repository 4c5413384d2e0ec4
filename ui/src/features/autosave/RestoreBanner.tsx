// The start-up offer to restore an auto-saved form (spec §4 Autosave, with
// the spec's text; decision 22): a banner above the top bar instead of the
// browser's `confirm()`, so the page stays usable while it waits and the
// keyboard reaches it first (it is the first thing Tab lands on). Escape
// dismisses it.
import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { Button } from "../../components/ui/button";
import { editorStore, useEditor } from "../../state/store";
import { FIRST_PALETTE_ITEM, focusFirstSoon } from "../focus";
import { restorePrompt } from "../messages";
import type { RestoreOffer } from "./autosave";

/** The first card's Edit button, where focus goes after a restore. */
const FIRST_CARD = '[aria-label="Form fields"] [data-action="edit"]';

export function RestoreBanner({ offer }: { offer: RestoreOffer }) {
  // On a slow connection the offer can come after the user has started a
  // form: restoring clears the history, so the text says what it replaces.
  const started = useEditor(() => !editorStore().isPristine());
  const box = useRef<HTMLElement>(null);
  // Focus in the banner when it goes would drop to the page: it moves on.
  // (Cleaned up before React takes the banner out of the page.)
  useLayoutEffect(() => {
    const banner = box.current;
    return () => {
      if (banner?.contains(document.activeElement)) focusFirstSoon([FIRST_CARD, FIRST_PALETTE_ITEM]);
    };
  }, []);
  // Its only controls are the two buttons: they take Escape.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") offer.dismiss();
  };
  return (
    <section
      ref={box}
      aria-label="Restore auto-saved form"
      className="flex flex-wrap items-center justify-center gap-3 border-b bg-muted px-4 py-2 text-sm"
    >
      {/* An alert: read out when it appears, wherever focus is. */}
      <p role="alert" className="min-w-0">
        {restorePrompt(offer.time, started)}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={offer.restore} onKeyDown={onKeyDown}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={offer.dismiss} onKeyDown={onKeyDown}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
