// Radix Dialog, styled: a centred panel with its own close control. Closing
// returns focus to the control that opened it (Radix does so only for its own
// Trigger, and ours are opened from the store), else to the page's focus home.
import { useRef, type ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn, focusRing } from "./cn";
import { focusHome, inOpenSelect } from "../focus-home";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // Inside the screen at any size: 1 rem in from its sides, at most 90% of its height
          // (the spec's for the Preview dialog), scrolling inside.
          "fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-6",
          className,
        )}
        onEscapeKeyDown={(e) => {
          // Escape in an open select (components/ui/select.tsx) closes its list, not the dialog:
          // the dialog hears the key first.
          if (inOpenSelect(e.target)) e.preventDefault();
          onEscapeKeyDown?.(e);
        }}
        onOpenAutoFocus={(e) => {
          // Focus has not moved into the dialog yet: it is on the opener.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          if (e.defaultPrevented) return;
          e.preventDefault();
          const back = opener.current;
          opener.current = null;
          // Not to a place focus only passed through (the notification area, where
          // a toast's button that opened the dialog left it as its toast closed).
          if (back instanceof HTMLElement && back !== document.body && !back.closest("[data-transient]")) back.focus();
          // Gone, disabled or hidden: focus must not drop to the page.
          if (document.activeElement !== back || document.activeElement === document.body) focusHome();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className={cn(
            "absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 transition-opacity hover:opacity-100 [&_svg]:size-4",
            focusRing,
          )}
        >
          <X aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold leading-none", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
