import { test, expect, type Page } from "@playwright/test";
import { expectToast, useTemplate } from "./support/features";

/** Waits until the service worker controls the page and has precached the build. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

test("works offline after the first visit", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Formwright" })).toBeVisible();
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Formwright" })).toBeVisible();
  await expect(page.getByText("Start Building Your Form")).toBeVisible();
});

// The exports and the fake data are in the second wasm module (ARCHITECTURE.md,
// "Two wasm modules"): fetched when the browser is idle after the first paint,
// precached with the rest, so they work offline too.
test("the extras module is fetched without a click, and exports and fake data work offline", async ({ page, context }) => {
  const extras = page.waitForRequest(/formwright_wasm_extras_bg.*\.wasm$/);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Formwright" })).toBeVisible();
  await extras;
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await useTemplate(page, "Contact Form");
  await page.getByRole("tab", { name: "Fields" }).click();
  await page.getByRole("button", { name: "Fill with Fake Data" }).click();
  await expectToast(page, "Form filled with fake data", "All fields have been populated with realistic sample data.");
  const download = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("contact-form-form.json");
});
