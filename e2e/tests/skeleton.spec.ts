import { test, expect } from "@playwright/test";

test("shows the product title with its Pro badge and the empty canvas", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("heading", { name: "Formwright" })).toBeVisible();
  await expect(banner.getByText("Pro", { exact: true })).toBeVisible();
  const canvas = page.getByRole("region", { name: "Form canvas" });
  await expect(canvas.getByText("Start Building Your Form")).toBeVisible();
  await expect(canvas.getByText("Drag and drop fields from the sidebar to begin")).toBeVisible();
  // The page ran under its Content-Security-Policy without a violation or error.
  expect(errors).toEqual([]);
});
