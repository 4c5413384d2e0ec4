// The notification area (spec §2, §9): Radix Toast with a 5,000 ms duration,
// a 50 px swipe threshold and F8 to move focus to it. Wraps the app.
import type { ReactNode } from "react";
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { dismissToast, useToasts } from "./toast-store";
import "./toast.css";

export { toast } from "./toast-store";
export type { ToastInput, ToastVariant } from "./toast-store";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function Toasts({ children }: { children?: ReactNode }) {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} swipeDirection="right">
      {children}
      {toasts.map((t) => {
        const destructive = t.variant === "destructive";
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            type={destructive ? "foreground" : "background"}
            data-variant={destructive ? "destructive" : "default"}
            data-slot="toast"
            className={
              "fw-toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg " +
              (destructive
                ? "border-destructive bg-destructive text-destructive-foreground"
                : "border-border bg-card text-card-foreground")
            }
          >
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description ? (
                <Toast.Description className={"text-sm " + (destructive ? "opacity-90" : "text-muted-foreground")}>
                  {t.description}
                </Toast.Description>
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
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
