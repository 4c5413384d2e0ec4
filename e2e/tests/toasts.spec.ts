// Spec §2 (notification area), §3 Toast, §4 Toast lifecycle, §8 texts, §9
// (1 visible, 5,000 ms, swipe 50 px, F8).
import { test, expect } from "@playwright/test";
import { EVERY_KIND_FORM, expectToast, importForm, openBuilder, smartTools, toasts } from "./support/features";

test.beforeEach(async ({ page }) => {
  await openBuilder(page);
});

test("the catalogue's texts: error toasts are destructive, success toasts are not", async ({ page }) => {
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const error = await expectToast(page, "No fields to preview", "Add some fields to your form first.");
  await expect(error).toHaveAttribute("data-variant", "destructive");
  await expect(error.getByText("No fields to preview", { exact: true })).toBeVisible();
  await expect(error.getByText("Add some fields to your form first.", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Fill with Fake Data" }).click();
  const success = await expectToast(page, "Form filled with fake data", "All fields have been populated with realistic sample data.");
  await expect(success).toHaveAttribute("data-variant", "default");
});

test("one toast at a time: a new one replaces the previous", async ({ page }) => {
  await page.getByRole("button", { name: "Fill with Fake Data" }).click();
  await expectToast(page, "Form filled with fake data", "All fields have been populated with realistic sample data.");
  await page.getByRole("button", { name: "Clear All Fields" }).click();
  await expectToast(page, "Form cleared", "All field values have been cleared.");
  await smartTools(page).getByRole("button", { name: "Export as CSV" }).click();
  await expectToast(page, "No fields to export", "Add some fields to your form first.");
  await expect(toasts(page)).toHaveCount(1);
});

test("a toast closes by itself after 5,000 ms", async ({ page }) => {
  await page.clock.install();
  await openBuilder(page);
  // Paused, the page's clock moves only by runFor: a busy machine cannot add
  // real time between the two checks.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole("button", { name: "Clear All Fields" }).click();
  const toast = await expectToast(page, "Form cleared", "All field values have been cleared.");
  await page.clock.runFor(4_800);
  await expect(toast).toBeVisible();
  await page.clock.runFor(400);
  await expect(toasts(page).filter({ visible: true })).toHaveCount(0);
});

test("a toast closes through its close control", async ({ page }) => {
  await page.getByRole("button", { name: "Clear All Fields" }).click();
  const toast = await expectToast(page, "Form cleared", "All field values have been cleared.");
  await toast.getByRole("button", { name: "Close notification" }).click();
  await expect(toasts(page).filter({ visible: true })).toHaveCount(0);
});

test("a swipe of more than 50 px dismisses a toast; a shorter one does not", async ({ page }) => {
  await page.getByRole("button", { name: "Clear All Fields" }).click();
  const toast = await expectToast(page, "Form cleared", "All field values have been cleared.");
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 6 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 8 });
  await page.mouse.up();
  await expect(toasts(page).filter({ visible: true })).toHaveCount(0);
});

test("F8 moves focus to the notification area", async ({ page }) => {
  await importForm(page, EVERY_KIND_FORM);
  await page.keyboard.press("F8");
  // Radix names the area after its hotkey; focus lands on its list of toasts.
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region).toBeAttached();
  await expect.poll(() => region.evaluate((el) => el.querySelector("ol") === document.activeElement)).toBe(true);
  await expect(page.locator("ol:focus")).toContainText("Form imported successfully");
});
