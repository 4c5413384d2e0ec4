// The UI's reading of layout items (fields/layout.ts): which types are drawn
// as layout items (the kind table's `answers: false`), the canvas's page
// numbers and the previews' split of the form into pages, which must be the
// core's page plan (contract section 2: page breaks excluded, page 1 before
// the first break).
import { describe, expect, it } from "vitest";
import type { Field } from "../core/types";
import { isPageBreak, layoutRole, pageName, pageNumbers, splitPages } from "./layout";

const field = (id: string, type: string): Field => ({ id, type, label: id, required: false }) as Field;
const form = [field("h", "heading"), field("a", "text"), field("b1", "pagebreak"), field("p", "paragraph"), field("b2", "pagebreak"), field("c", "email")];
const byId = new Map(form.map((f) => [f.id, f]));
const order = form.map((f) => f.id);

describe("layout items", () => {
  it("are the kind table's kinds without an answer, drawn by type name", () => {
    expect(layoutRole("heading")).toBe("heading");
    expect(layoutRole("paragraph")).toBe("paragraph");
    expect(layoutRole("pagebreak")).toBe("pagebreak");
    for (const t of ["text", "checkbox", "radio", "nonsense"]) expect(layoutRole(t)).toBeUndefined();
    expect(isPageBreak(field("x", "pagebreak"))).toBe(true);
    expect(isPageBreak(undefined)).toBe(false);
  });

  it("number the page each break starts, from 2, in form order", () => {
    expect([...pageNumbers(order, (id) => byId.get(id))]).toEqual([
      ["b1", 2],
      ["b2", 3],
    ]);
    expect(pageName(2, "")).toBe("Page 2");
    expect(pageName(3, "Contact")).toBe("Page 3: Contact");
  });

  it("split the form into pages at its breaks, breaks left out; no break is one page", () => {
    expect(splitPages(order, (id) => byId.get(id))).toEqual([["h", "a"], ["p"], ["c"]]);
    expect(splitPages(["a", "c"], (id) => byId.get(id))).toEqual([["a", "c"]]);
    // A form that starts with a break (a lint finding) has an empty first page, as the core plans it.
    expect(splitPages(["b1", "a"], (id) => byId.get(id))).toEqual([[], ["a"]]);
  });
});
