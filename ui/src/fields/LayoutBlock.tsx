// How the canvas and the previews draw a layout item (fields/layout.ts): a
// heading as a section heading, a paragraph as text with its line breaks
// kept, a page break (canvas only: the previews show one page at a time) as a
// divider with its page number and title.
import { memo } from "react";
import type { Field } from "../core/types";
import { cn } from "../components/ui/cn";
import type { LayoutRole } from "./layout";

/** A heading or a paragraph. */
export const LayoutText = memo(function LayoutText({ field, role, className }: { field: Field; role: LayoutRole; className?: string }) {
  if (role === "heading")
    return (
      <h3 data-slot="layout-heading" className={cn("text-lg font-semibold tracking-tight break-words", className)}>
        {field.label}
      </h3>
    );
  return (
    <p data-slot="layout-paragraph" className={cn("text-sm break-words whitespace-pre-line text-muted-foreground", className)}>
      {field.label}
    </p>
  );
});

/** A page break on the canvas: a divider labelled with the page it starts and that page's title. */
export function PageDivider({ page, title }: { page: number; title: string }) {
  return (
    <div data-slot="page-divider" className="flex items-center gap-3">
      <span aria-hidden className="h-px flex-1 border-t-2 border-dashed border-primary/50" />
      <span className="flex min-w-0 items-baseline gap-2 text-sm">
        <span className="shrink-0 rounded-full bg-primary/10 px-2.5 py-0.5 font-semibold text-indigo-700 dark:text-indigo-300">Page {page}</span>
        {title ? <span className="min-w-0 truncate font-medium">{title}</span> : null}
      </span>
      <span aria-hidden className="h-px flex-1 border-t-2 border-dashed border-primary/50" />
    </div>
  );
}
