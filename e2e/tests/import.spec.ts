// Spec §2 (Import accepts only .json), §4 Import, §5, §7, §8; decision 10
// (a refused import shows 'Import failed' and leaves the form untouched).
import { test, expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { EVERY_KIND_FORM, expectToast, formStructure, importFile, importForm, openBuilder, smartTools, useTemplate } from "./support/features";

test.beforeEach(async ({ page }) => {
  await openBuilder(page);
});

async function expectFailedAndUntouched(page: Page) {
  const toast = await expectToast(page, "Import failed", "Failed to import form. Please check the file format.");
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
  await page.getByRole("menuitem", { name: "Export as JSON" }).click();
  const file = await event;
  await importFile(page, await readFile((await file.path())!, "utf8"), file.suggestedFilename());
  await expectToast(page, "Form imported successfully", "Your form has been loaded from the JSON file.");
  await expect(formStructure(page).getByText("Event Registration", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(7);
});

test("invalid JSON is refused and the form stays as it was", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await useTemplate(page, "Contact Form");
  await importFile(page, "{ this is not json");
  await expectFailedAndUntouched(page);
  expect(errors.some((e) => e.includes("Invalid form data"))).toBe(true);
});

test("JSON without a fields list is refused and the form stays as it was", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  await importFile(page, JSON.stringify({ title: "No fields here" }));
  await expectFailedAndUntouched(page);
  await importFile(page, JSON.stringify({ title: "Fields is not a list", fields: { a: 1 } }));
  await expectFailedAndUntouched(page);
  await importFile(page, JSON.stringify({ fields: [{ id: "a", type: "text", label: 5 }] }));
  await expectFailedAndUntouched(page);
});

test("a file without the .json extension is refused and the form stays as it was", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  await importFile(page, JSON.stringify(EVERY_KIND_FORM), "form.txt");
  await expectFailedAndUntouched(page);
});
