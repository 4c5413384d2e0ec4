// Issue 11, huge input: a file is read and parsed in a worker, so the page
// keeps taking input; past 300 ms a progress panel with Cancel shows; a
// cancelled import leaves the form as it was; the limits are refused in words.
// The worker's script is held back by the test (page.route) to make "while the
// file is being read" a fact, not a race.
import { test, expect, type Page, type Route } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { expectToast, formStructure, importFile, openBuilder, useTemplate } from "./support/features";
import { KINDS } from "./support/kinds";

// Requests answered by the service worker would bypass page.route.
test.use({ serviceWorkers: "block" });


/** A form of `n` fields padded with whitespace to about `mb` megabytes (valid JSON, as a pretty-printer might write). */
function paddedForm(n: number, mb: number): Buffer {
  const fields = Array.from({ length: n }, (_, i) =>
    JSON.stringify({ id: `f${i}`, type: KINDS[i % KINDS.length].typeName, label: `Field ${i}`, required: i % 3 === 0, ...(KINDS[i % KINDS.length].hasOptions ? { options: ["A", "B"] } : {}) }),
  );
  const bare = fields.join(",");
  const pad = " ".repeat(Math.max(0, Math.ceil((mb * 1024 * 1024 - bare.length) / (n - 1))));
  return Buffer.from(`{"title": "Big", "fields": [${fields.join(`,\n${pad}`)}]}`);
}

/** Holds back the import worker's script until `release()`: the import stays under way. */
async function holdImportWorker(page: Page): Promise<() => Promise<void>> {
  let held: Route | undefined;
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(/import\.worker-[^/]*\.js$/, (route) => {
    held = route;
    arrived();
  });
  return async () => {
    await arrival;
    await page.unroute(/import\.worker-[^/]*\.js$/);
    // A cancelled import's request is gone already.
    await held!.continue().catch(() => {});
  };
}

const title = (page: Page) => page.getByLabel("Form Title");

test.beforeEach(async ({ page }) => {
  await openBuilder(page);
});

test("a 50 MB file is read while the page goes on taking input, with progress, then it loads", async ({ page }) => {
  test.slow(); // room for the 30 s wait for the load below
  const release = await holdImportWorker(page);
  const file = paddedForm(2000, 50);
  expect(file.length).toBeGreaterThan(50 * 1024 * 1024);
  // Playwright passes a buffer over 50 MB only as a file.
  const path = test.info().outputPath("big.json");
  await writeFile(path, file);
  await page.getByTestId("import-input").setInputFiles(path);
  // The import is under way; the page takes every click and keystroke meanwhile.
  await page.getByRole("tab", { name: "Settings" }).click();
  await title(page).click();
  await title(page).fill("");
  await page.keyboard.type("Typed while importing");
  await expect(title(page)).toHaveValue("Typed while importing");
  const progress = page.getByRole("status", { name: "Import in progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toContainText("Importing “big.json”");
  await expect(progress.getByRole("button", { name: "Cancel" })).toBeVisible();
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/import-progress.png` });
  await release();
  // The file's form replaced the one being typed in (spec §4 Import). Its
  // 2,000 fields load after the worker's answer, which took over 5 s at a CI
  // load of 9; the toast is raised with the load, so it is looked for then.
  await expect(title(page)).toHaveValue("Big", { timeout: 30_000 });
  await expectToast(page, "Form imported successfully", "Your form has been loaded from the JSON file.");
  await expect(progress).toBeHidden();
  await expect(page.locator('[aria-label="Form fields"] > li[aria-setsize="2000"]').first()).toBeAttached();
});

test("Cancel stops the import and the form stays as it was", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  const release = await holdImportWorker(page);
  // Over 1 MB: read in the worker (smaller files are read on the page).
  await importFile(page, paddedForm(50, 2).toString(), "slow.json");
  const progress = page.getByRole("status", { name: "Import in progress" });
  await progress.getByRole("button", { name: "Cancel" }).click();
  await expectToast(page, "Import cancelled", "The form was not changed.");
  await expect(progress).toBeHidden();
  await release();
  await expect(formStructure(page).getByText("Contact Form", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(5);
});

test("a quick import shows no progress panel", async ({ page }) => {
  let shown = false;
  await page.exposeFunction("sawProgress", () => (shown = true));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="import-progress"]')) (window as unknown as { sawProgress(): void }).sawProgress();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await importFile(page, JSON.stringify({ title: "Small", fields: [{ id: "a", type: "text", label: "A" }] }));
  await expectToast(page, "Form imported successfully", "Your form has been loaded from the JSON file.");
  expect(shown).toBe(false);
});

test("over the limits: a 1 MB label, too many options, a form too large once read", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  const refused = async (reason: string) => {
    await expectToast(page, "Import failed", reason);
    await expect(formStructure(page).getByRole("listitem")).toHaveCount(5);
  };
  await importFile(page, JSON.stringify({ fields: [{ id: "a", type: "text", label: "x".repeat(1024 * 1024) }] }));
  await refused("fields[0].label: 1,048,576 characters; a text may have at most 10,000");
  const options = Array.from({ length: 1001 }, (_, i) => `O${i}`);
  await importFile(page, JSON.stringify({ fields: [{ id: "a", type: "radio", label: "R", options }] }));
  await refused("fields[0].options: 1,001 options; a field may have at most 1,000");
  await importFile(page, JSON.stringify({ fields: [], notes: "n".repeat(11 * 1024 * 1024) }));
  await refused("The form is 11.0 MB once read; a form may be at most 10.0 MB");
});
