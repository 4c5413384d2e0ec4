// The structure behind "a 2,000-field form stays instant": typing in a field's
// label changes only that card's DOM. Its speed is measured by `just bench-ui`
// (scripts/bench-ui.mjs, figures in BENCHMARKS.md), never in a test.
import type { Locator } from "@playwright/test";
import { test, expect, type Builder } from "../fixtures/builder";
import { KINDS } from "./support/kinds";

/** `n` text fields `f0`… labelled "Field 0"…, each with what `more` adds. */
function textFields(n: number, more: (i: number) => object = () => ({})) {
  return Array.from({ length: n }, (_, i) => ({ id: `f${i}`, type: "text", label: `Field ${i}`, ...more(i) }));
}

/** Scrolls `el` and every element around it to their ends. */
async function scrollToEnd(el: Locator) {
  await el.evaluate((start) => {
    for (let e: Element | null = start; e; e = e.parentElement) e.scrollTop = e.scrollHeight;
  });
}

/** Imports a form titled "Big" with `fields` (2,000 of them) and waits for every card. */
async function importBig(builder: Builder, fields: object[]) {
  await builder.page.getByTestId("import-input").setInputFiles({
    name: "big.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ title: "Big", fields })),
  });
  await expect.poll(() => builder.count(), { timeout: 30_000 }).toBe(fields.length);
}

test("typing in a 2,000-field form touches only that card's DOM", async ({ builder, page }) => {
  test.slow();
  const fields = Array.from({ length: 2000 }, (_, i) => ({
    id: `f${i}`,
    type: KINDS[i % KINDS.length].typeName,
    label: `Field ${i}`,
    placeholder: `Placeholder ${i}`,
    required: i % 3 === 0,
    ...(KINDS[i % KINDS.length].hasOptions ? { options: ["A", "B", "C"] } : {}),
  }));
  await importBig(builder, fields);
  await builder.select("Field 0");
  await builder.setting("Label").focus();

  const result = await page.evaluate(async () => {
    const input = document.activeElement as HTMLInputElement;
    const canvas = document.querySelector('[aria-label="Form canvas"]')!;
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const card = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest("[data-field-id]");
        touched.add(card?.getAttribute("data-field-id") ?? "outside a card");
      }
    });
    observer.observe(canvas, { subtree: true, childList: true, characterData: true, attributes: true });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    for (let i = 0; i < 15; i++) {
      setValue.call(input, input.value + "x");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    observer.disconnect();
    return [...touched];
  });
  await expect(builder.card("Field 0xxxxxxxxxxxxxxx")).toBeVisible();
  expect(result).toEqual(["f0"]);
});

test("the preview of a 2,000-field form mounts the fields near the view, and Tab and a refused Submit reach the rest", async ({
  page,
  builder,
}) => {
  test.slow();
  // Only the last field is required, so a submit is refused there, 2,000 fields down.
  const fields = textFields(2000, (i) => ({ required: i === 1999 }));
  await importBig(builder, fields);
  await page.getByRole("button", { name: "Enter Preview Mode" }).click();
  const frame = page.getByTestId("live-preview-frame");
  const mounted = frame.locator("[data-preview-field]");
  await expect(mounted.first()).toBeVisible();
  expect(await mounted.count()).toBeLessThan(60);

  // Tab goes on field by field past the first screen. Each key waits for the
  // screen's answer, as a person does (the field after the focused one
  // mounted): 40 keys sent within a frame or two outran the mounting at a CI
  // load of 10+ and left the list (docs/decisions-local.md, the previews).
  await frame.getByLabel("Field 0", { exact: true }).focus();
  for (let i = 1; i <= 40; i++) {
    await page.keyboard.press("Tab");
    await expect(frame.getByLabel(`Field ${i}`, { exact: true })).toBeFocused();
    await expect(frame.getByLabel(`Field ${i + 1}`, { exact: true })).toBeAttached();
  }
  await expect(frame.getByLabel("Field 40", { exact: true })).toBeInViewport();
  await page.keyboard.press("Shift+Tab");
  await expect(frame.getByLabel("Field 39", { exact: true })).toBeFocused();

  // A refused submit brings the first invalid field, the last one, into view with focus.
  await frame.getByRole("button", { name: "Submit Form" }).click();
  const last = frame.getByLabel(/^Field 1999/);
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  expect(await mounted.count()).toBeLessThan(60);
});

test("a condition's field list on a 2,000-field form mounts the options near the view, and keys reach all of them", async ({
  page,
  builder,
}) => {
  test.slow();
  const fields = textFields(2000, (i) =>
    i === 1 ? { conditional: { showWhen: { fieldId: "f0", condition: "equals", value: "yes" } } } : {},
  );
  await importBig(builder, fields);
  await builder.select("Field 1");
  const fieldChoice = builder.settings.getByRole("combobox", { name: "Show when field" });
  await expect(fieldChoice).toHaveText("Field 0");
  const list = page.getByRole("listbox", { name: "Show when field" });
  const options = list.getByRole("option");
  const active = page.locator("[role=option][aria-selected=true]");

  await fieldChoice.focus();
  await page.keyboard.press("Enter");
  await expect(active).toHaveText("Field 0");
  // "No field chosen" and the 1,999 other fields, of which only a screenful is in the page.
  expect(await options.count()).toBeLessThan(40);
  await expect(options.first()).toHaveAttribute("aria-setsize", "2000");
  await expect(active).toHaveAttribute("aria-posinset", "2");

  await page.keyboard.press("End");
  await expect(active).toHaveText("Field 1999");
  await expect(active).toHaveAttribute("aria-posinset", "2000");
  await expect(active).toBeInViewport();
  expect(await options.count()).toBeLessThan(40);

  await page.keyboard.type("Field 1500");
  await expect(active).toHaveText("Field 1500");
  await expect(active).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(list).toHaveCount(0);
  await expect(fieldChoice).toHaveText("Field 1500");
  await builder.select("Field 0");
  await builder.select("Field 1");
  await expect(builder.settings.getByRole("combobox", { name: "Show when field" })).toHaveText("Field 1500");
});

test("the logic issues of a 2,000-field cycle list the items near the view, and Tab walks on through all of them", async ({
  page,
  builder,
}) => {
  test.slow();
  // Every field watches the next, the last the first: 2,000 findings, one per field.
  const fields = textFields(2000, (i) => ({
    conditional: { showWhen: { fieldId: `f${(i + 1) % 2000}`, condition: "equals", value: "" } },
  }));
  await importBig(builder, fields);
  const count = page.getByTestId("lint-count");
  await expect(count).toHaveText("2000 logic issues");
  await count.click();
  const list = page.getByRole("dialog", { name: "Logic issues" });
  const items = list.getByRole("listitem");
  await expect(items.first()).toHaveAttribute("aria-setsize", "2000");
  expect(await items.count()).toBeLessThan(30);
  const focusedItem = list.locator("li:has(button:focus)");
  await expect(focusedItem).toHaveAttribute("aria-posinset", "1");
  for (let i = 0; i < 24; i++) await page.keyboard.press("Tab");
  await expect(focusedItem).toHaveAttribute("aria-posinset", "25");
  await expect(focusedItem).toContainText("Field 24");
  await expect(focusedItem).toBeInViewport();
  expect(await items.count()).toBeLessThan(30);
  // Choosing it selects its field and focuses the condition's setting.
  await page.keyboard.press("Enter");
  await expect(list).toHaveCount(0);
  await expect(builder.settings.getByRole("combobox", { name: "Show when field" })).toBeFocused();
  await expect(builder.settings.getByRole("textbox", { name: "Label" })).toHaveValue("Field 24");
});

test("the settings of a select with 1,000 options mount the rows near the view; Tab and scrolling reach the rest", async ({
  page,
  builder,
}) => {
  const options = Array.from({ length: 1000 }, (_, i) => `Choice ${i + 1}`);
  await page.getByTestId("import-input").setInputFiles({
    name: "select.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ title: "Big select", fields: [{ id: "s", type: "select", label: "Country", options }] })),
  });
  await expect(builder.card("Country")).toBeVisible();
  await builder.select("Country");
  const rows = builder.settings.getByRole("list", { name: "Options" }).getByRole("listitem");
  await expect(rows.first()).toHaveAttribute("aria-setsize", "1000");
  expect(await rows.count()).toBeLessThan(60);

  // Tab walks on through the rows (an option's box, then its remove button).
  await builder.setting("Option 1").focus();
  for (let i = 0; i < 60; i++) await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-label", "Option 31");
  await expect(focused).toBeInViewport();
  expect(await rows.count()).toBeLessThan(60);

  // The last option, scrolled to, can be renamed.
  await scrollToEnd(builder.settings);
  await builder.setting("Option 1000").fill("Last");
  await builder.select("Country");
  await scrollToEnd(builder.settings);
  await expect(builder.setting("Option 1000")).toHaveValue("Last");
  await expect(builder.setting("Option 999")).toHaveValue("Choice 999");
});
