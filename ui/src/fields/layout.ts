// Layout items (issue 26): headings, paragraphs and page breaks are entries of
// the form's fields with no answer. Which types those are is the core's kind
// table (`answers: false`); how each is drawn is the UI's, by its type name,
// as fields/controls.tsx draws the answerable kinds.
import { kindOf } from "../core/kinds";
import type { Field } from "../core/types";

export type LayoutRole = "heading" | "paragraph" | "pagebreak";

const ROLES: readonly string[] = ["heading", "paragraph", "pagebreak"] satisfies LayoutRole[];

/** How a layout item is drawn; undefined for a field that takes an answer (or an unknown type, drawn as a text input). */
export function layoutRole(typeName: string): LayoutRole | undefined {
  const kind = kindOf(typeName);
  return kind !== undefined && !kind.answers && ROLES.includes(typeName) ? (typeName as LayoutRole) : undefined;
}

/** Whether `field` is a page break. */
export function isPageBreak(field: Pick<Field, "type"> | undefined): boolean {
  return field !== undefined && layoutRole(field.type) === "pagebreak";
}

/** The name of page `page` (1-based): "Page 2", or "Page 2: Details" with a title. */
export function pageName(page: number, title: string): string {
  return title ? `Page ${page}: ${title}` : `Page ${page}`;
}

/**
 * The canvas's page numbers (the contract: "Page 2"-style numbering is the
 * canvas's, not the label's): for each page break of `order`, the number of
 * the page it starts (the first break starts page 2).
 */
export function pageNumbers(order: readonly string[], fieldOf: (id: string) => Field | undefined): ReadonlyMap<string, number> {
  const pages = new Map<string, number>();
  for (const id of order) if (isPageBreak(fieldOf(id))) pages.set(id, pages.size + 2);
  return pages;
}

/**
 * The form's pages as the core plans them (`PagePlan`): the ids on each page,
 * page breaks excluded (page 1 is what comes before the first break; page
 * k+1 starts after break k). A form with no break is one page of every field.
 */
export function splitPages(order: readonly string[], fieldOf: (id: string) => Field | undefined): string[][] {
  const pages: string[][] = [[]];
  for (const id of order) {
    if (isPageBreak(fieldOf(id))) pages.push([]);
    else pages[pages.length - 1]!.push(id);
  }
  return pages;
}
