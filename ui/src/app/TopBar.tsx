// The top bar (spec §2): title and Pro badge, Undo and Redo (also Ctrl/Cmd+Z
// and Ctrl/Cmd+Shift+Z or Ctrl+Y outside text inputs; focus never drops after
// either), Import / Preview / Export (features/io) and the theme menu.
import { useEffect } from "react";
import { Redo2, Undo2 } from "lucide-react";
import { editorStore, useEditor } from "../state/store";
import { historyStep } from "../features/first-focus";
import { TopBarIO } from "../features/io/TopBarIO";
import { ThemeMenu } from "../features/theme-menu/ThemeMenu";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";

export function TopBar() {
  useHistoryShortcuts();
  return (
    // Below 640 px the logo, the badge and the divider are left out, and below
    // 768 px the buttons show their icons only (TopBarIO), so the bar fits 360 px.
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-card px-3 sm:gap-3 sm:px-4">
      <div className="flex items-center gap-2">
        <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground max-sm:hidden">
          F
        </span>
        <h1 className="text-base font-semibold tracking-tight whitespace-nowrap sm:text-lg">Formwright</h1>
        <Badge className="max-sm:hidden">Pro</Badge>
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <HistoryButtons />
        <span aria-hidden className="mx-1 h-6 w-px bg-border max-sm:hidden" />
        <TopBarIO />
        <ThemeMenu />
      </div>
    </header>
  );
}

// Its own component: whether Undo and Redo are enabled changes with most
// edits, and the menus beside them need not render again each time.
function HistoryButtons() {
  const canUndo = useEditor((s) => s.canUndo);
  const canRedo = useEditor((s) => s.canRedo);
  return (
    <div className="flex items-center gap-1" role="group" aria-label="History">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Undo"
        aria-keyshortcuts="Control+Z Meta+Z"
        title="Undo (Ctrl+Z)"
        disabled={!canUndo}
        onClick={() => historyStep("undo")}
      >
        <Undo2 aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Redo"
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title="Redo (Ctrl+Shift+Z)"
        disabled={!canRedo}
        onClick={() => historyStep("redo")}
      >
        <Redo2 aria-hidden />
      </Button>
    </div>
  );
}

/** Whether a key press belongs to something the user is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type);
  }
  return false;
}

function useHistoryShortcuts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      // Ctrl+Y redoes too, as in most Windows and Linux editors.
      if (!(e.ctrlKey || e.metaKey) || e.altKey || (key !== "z" && key !== "y")) return;
      if (e.defaultPrevented || isTyping(e.target) || editorStore().getState().isDragging) return;
      // A dialog (Preview, template preview) is on top: the form behind it stays put.
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      const { canUndo, canRedo } = editorStore().getState();
      e.preventDefault();
      if (e.shiftKey || key === "y") {
        if (canRedo) historyStep("redo");
      } else if (canUndo) historyStep("undo");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
