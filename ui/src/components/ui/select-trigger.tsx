// The select's closed trigger, apart from the select (components/ui/select.tsx)
// so that the canvas, which never opens a select, draws it without loading it.
import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "./cn";
import { fieldBase } from "./input";

export const triggerClass = cn(
  fieldBase,
  "flex h-9 cursor-pointer items-center justify-between gap-2 py-1 text-left data-[placeholder]:text-muted-foreground [&>span]:truncate",
);

/**
 * A disabled select's closed trigger without the select's machinery (a
 * disabled combobox button), for places that draw thousands of them (the
 * canvas) and for the previews' select until its code has arrived.
 */
export function StaticSelectTrigger({
  text,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<"button">, "children"> & { text: string | undefined; placeholder: string }) {
  return (
    <button
      type="button"
      // A closed combobox has no listbox to point at: Radix's trigger leaves out
      // aria-controls until it opens, as ARIA 1.3 allows; this one never opens.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      disabled
      data-slot="select-trigger"
      data-disabled=""
      data-placeholder={text === undefined ? "" : undefined}
      className={cn(triggerClass, className)}
      {...props}
    >
      <span>{text ?? placeholder}</span>
      <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
    </button>
  );
}
