import { test, expect } from "@playwright/test";

test("works offline after the first visit", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Formwright" })).toBeVisible();
  // Wait until the service worker controls the page and has precached the build.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Formwright" })).toBeVisible();
  await expect(page.getByText("Start Building Your Form")).toBeVisible();
});
