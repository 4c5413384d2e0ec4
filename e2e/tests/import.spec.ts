// Spec §2 (Import accepts only .json), §4 Import, §5, §7, §8; decisions 10
// and 12 (a refused import shows 'Import failed' with the core's reason and
// path and leaves the form untouched; a file needing repairs loads and its
// report can be read).
import { test, expect, type Page } from "@playwright/test";
import { readFile, writeFile } from "node:fs/promises";
import { EVERY_KIND_FORM, expectToast, formStructure, importFile, importForm, livePreview, openBuilder, smartTools, useTemplate } from "./support/features";

test.beforeEach(async ({ page }) => {
  await openBuilder(page);
});

async function expectFailedAndUntouched(page: Page, reason: string) {
  const toast = await expectToast(page, "Import failed", reason);
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(formStructure(page).getByText("Contact Form", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(5);
}

test("the picker accepts only .json files", async ({ page }) => {
  await expect(page.getByTestId("import-input")).toHaveAttribute("accept", ".json");
  await expect(page.getByTestId("import-input")).toHaveAttribute("type", "file");
  // The Import button opens the picker.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("banner").getByRole("button", { name: "Import" }).click();
  expect((await chooser).isMultiple()).toBe(false);
});

test("a valid file replaces the form and says so", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  await importForm(page, EVERY_KIND_FORM);
  await expect(formStructure(page).getByText("Every Kind", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByText("One field of each of the ten kinds.")).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(10);
  await expect(smartTools(page).getByTestId("stat-required")).toHaveText("2");
});

test("an exported file imports back to the same form", async ({ page }) => {
  await useTemplate(page, "Event Registration");
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  const file = await event;
  await importFile(page, await readFile((await file.path())!, "utf8"), file.suggestedFilename());
  await expectToast(page, "Form imported successfully", "Your form has been loaded from the JSON file.");
  await expect(formStructure(page).getByText("Event Registration", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(7);
});

test("invalid JSON is refused with the reason and the form stays as it was", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await useTemplate(page, "Contact Form");
  await importFile(page, "{ this is not json");
  await expectFailedAndUntouched(page, "Invalid form data: the file is not JSON (line 1, column 3)");
  expect(errors.some((e) => e.includes("Invalid form data"))).toBe(true);
});

test("JSON without a fields list is refused with its path and the form stays as it was", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  await importFile(page, JSON.stringify({ title: "No fields here" }));
  await expectFailedAndUntouched(page, "fields: missing: a form needs a 'fields' list");
  await importFile(page, JSON.stringify({ title: "Fields is not a list", fields: { a: 1 } }));
  await expectFailedAndUntouched(page, "fields: an object is not a list of fields");
  await importFile(page, JSON.stringify([{ id: "a", type: "text", label: "A" }]));
  await expectFailedAndUntouched(page, "The file holds a list, not a form");
});

test("a file without the .json extension is refused and the form stays as it was", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  await importFile(page, JSON.stringify(EVERY_KIND_FORM), "form.txt");
  await expectFailedAndUntouched(page, 'Only .json files can be imported; "form.txt" is not one.');
});

test("a PNG named .json, bytes that are not UTF-8 and a file over the size limit are refused in words", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  await page.getByTestId("import-input").setInputFiles({ name: "picture.json", mimeType: "application/json", buffer: png });
  await expectFailedAndUntouched(page, "Invalid form data: this is a PNG image, not a form file");
  // Bytes that are not UTF-8, inside an otherwise good form: named, not turned into U+FFFD.
  const bad = Buffer.concat([Buffer.from('{"fields": [{"id": "a", "type": "text", "label": "'), Buffer.from([0xff, 0xfe]), Buffer.from('"}]}')]);
  await page.getByTestId("import-input").setInputFiles({ name: "latin1.json", mimeType: "application/json", buffer: bad });
  await expectFailedAndUntouched(page, "Invalid form data: the file is not UTF-8 text (byte 50)");
  // 65 MB: refused before it is read.
  // (Playwright passes a buffer over 50 MB only as a file.)
  const big = test.info().outputPath("big.json");
  await writeFile(big, Buffer.alloc(65 * 1024 * 1024, 0x20));
  await page.getByTestId("import-input").setInputFiles(big);
  await expectFailedAndUntouched(page, "The file is 65.0 MB; a form file may be at most 64.0 MB");
  // A byte order mark is fine.
  await page.getByTestId("import-input").setInputFiles({
    name: "bom.json",
    mimeType: "application/json",
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(EVERY_KIND_FORM))]),
  });
  await expectToast(page, "Form imported successfully", "Your form has been loaded from the JSON file.");
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(10);
});

test("a file needing repairs loads, and the report lists each change with its path", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await useTemplate(page, "Contact Form");
  const odd = {
    title: "Odd but a form",
    fields: [
      { id: "agree", type: "checkbox", label: "I agree", defaultValue: false },
      { id: "why", type: "text", label: "Why?", conditional: { fieldId: "agree", operator: "equals", value: "true" } },
      { id: "age", type: "number", label: 42, validation: { min: "18" } },
      7,
    ],
  };
  await importFile(page, JSON.stringify(odd));
  const toast = await expectToast(page, "Imported with 6 changes", "Some values were repaired or left out.");
  await expect(toast).toHaveAttribute("data-variant", "warning");
  // The form loaded, with what could be read.
  await expect(formStructure(page).getByText("Odd but a form", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(3);
  await toast.getByRole("button", { name: "Show changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Imported with 6 changes" });
  await expect(dialog).toBeVisible();
  const lines = [
    "fields[0].defaultValue: a true/false value was turned into text",
    "fields[1].conditional: written without 'showWhen'; read as the condition",
    "fields[1].conditional: written with 'operator'; read as the condition",
    "fields[2].label: the number 42 was turned into text",
    'fields[2].validation.min: the text "18" was read as the number 18',
    "fields[3]: a number is not a field; left out",
  ];
  await expect(dialog.getByTestId("import-report")).toHaveValue(lines.join("\n"));
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join("\n"));
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
});

test("a hostile form imports as text: no script runs in the builder or the previews", async ({ page }) => {
  const nasty = await readFile(new URL("../../core/tests/fixtures/nasty-form.json", import.meta.url), "utf8");
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Keys that would pollute a prototype if spread or assigned carelessly, on
  // the form and on a field (written into the text: a JS object literal would eat them).
  const text = nasty
    .replace("{", '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}},')
    .replace('"id": "1st-name",', '"id": "1st-name", "__proto__": {"polluted": true},');
  await importFile(page, text);
  await expect(formStructure(page).getByRole("listitem").first()).toBeVisible();
  // The label `<img src=x onerror=alert(1)>` is shown as text, not as an image.
  await expect(page.getByText("<img src=x onerror=alert(1)>").first()).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await expect(dialog.getByText("<img src=x onerror=alert(1)>").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await livePreview(page).getByRole("button", { name: "Enter Preview Mode" }).click();
  await expect(page.getByText("<img src=x onerror=alert(1)>").first()).toBeVisible();
  expect(await page.locator("img[src=x]").count()).toBe(0);
  expect(await page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
