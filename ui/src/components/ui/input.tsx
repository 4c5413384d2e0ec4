// Text input; `aria-invalid` turns its border red.
import type { ComponentProps } from "react";
import { cn, focusRing } from "./cn";

export const fieldBase = cn(
  "w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors",
  "placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
  focusRing,
);

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type ?? "text"} className={cn(fieldBase, "h-9 py-1", className)} {...props} />;
}
