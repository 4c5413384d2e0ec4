// The notification area (spec §2, §9): Radix Toast with a 5,000 ms duration,
// a 50 px swipe threshold and F8 to move focus to it; Escape closes an open
// dialog before a toast shown over it. A chunk of its own
// (features/toast/Toasts.tsx draws it), fetched as soon as the core is ready.
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { dismissToast, useToasts } from "./toast-store";
import { inOpenSelect } from "../../components/focus-home";
import "./toast.css";

export const TOAST_DURATION_MS = 5000;
/** A toast with a button stays longer, so there is time to reach it (F8 moves focus there). */
export const TOAST_WITH_ACTION_DURATION_MS = 10_000;

const VARIANT_CLASS = {
  default: "border-border bg-card text-card-foreground",
  warning: "border-amber-500 bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
} as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/**
 * Escape heard by a layer opened above a dialog (Radix gives Escape to the
 * layer opened last: the toast of a preview's Submit): the dialog is where the
 * user is, so Escape closes it (or only the list of a select open in it) and
 * the layer above stays. Returns whether a dialog was open.
 */
function escapeToDialog(event: KeyboardEvent): boolean {
  const open = document.querySelectorAll('[data-slot="dialog-content"][data-state="open"]');
  const top = open[open.length - 1];
  if (!top) return false;
  if (!inOpenSelect(event.target)) top.querySelector<HTMLElement>('[data-slot="dialog-close"]')?.click();
  return true;
}


export function ToastArea() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} swipeDirection="right">
      {toasts.map((t) => {
        const variant = t.variant ?? "default";
        const destructive = variant === "destructive";
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            // Escape goes to an open dialog first (the preview's Submit toast
            // is shown over it); with focus in the toast, to the toast.
            onEscapeKeyDown={(e) => {
              if (!(e.target instanceof Element && e.target.closest('[data-slot="toast"]')) && escapeToDialog(e)) e.preventDefault();
            }}
            duration={t.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS}
            type={variant === "default" ? "background" : "foreground"}
            data-variant={variant}
            data-slot="toast"
            className={
              "fw-toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg " +
              VARIANT_CLASS[variant]
            }
          >
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description ? (
                <Toast.Description className={"text-sm break-words " + (destructive ? "opacity-90" : "text-muted-foreground")}>
                  {t.description}
                </Toast.Description>
              ) : null}
              {t.action ? (
                <Toast.Action altText={t.action.label} asChild>
                  <button
                    type="button"
                    onClick={t.action.onClick}
                    className="mt-1 w-fit cursor-pointer rounded-md border border-border px-2.5 py-1 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {t.action.label}
                  </button>
                </Toast.Action>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className={
                "absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:outline-none " +
                (destructive ? "focus-visible:ring-destructive-foreground" : "focus-visible:ring-ring")
              }
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        hotkey={["F8"]}
        // Radix moves focus here when a toast holding it closes: no dialog gives focus back here (components/ui/dialog.tsx).
        data-transient
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
