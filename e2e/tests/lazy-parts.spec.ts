// Issue 10: the parts the empty canvas does not need (the menus' Radix code,
// the cards, Field Settings, the notification area: features/editing.ts)
// arrive as one chunk once the core is ready. Here the chunk is held back by
// the test (page.route), so "used before its code has arrived" is a fact, not a
// race: what the user did then takes effect when the code arrives, and nothing
// is lost.
import { test, expect, type Page, type Route } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { Builder } from "../fixtures/builder";
import { expectToast } from "./support/features";

// Requests answered by the service worker would bypass page.route.
test.use({ serviceWorkers: "block" });

/** Holds back the chunk whose file name starts with `name` until `release()`. */
async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[^/]*\\.js$`);
  let held: Route | undefined;
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(pattern, (route) => {
    held = route;
    arrived();
  });
  return async () => {
    await arrival;
    await held!.continue();
    await page.unroute(pattern);
  };
}

/** Opens the builder with the editing chunk held back. */
async function openWithHeld(page: Page): Promise<{ builder: Builder; release: () => Promise<void> }> {
  const release = await holdChunk(page, "editing");
  const builder = new Builder(page);
  await builder.open();
  return { builder, release };
}

test("a click on Export before the menu's code has arrived opens the menu when it does", async ({ page }) => {
  const { release } = await openWithHeld(page);
  const exportButton = page.getByRole("banner").getByRole("button", { name: "Export" });
  await exportButton.click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await release();
  await expect(page.getByRole("menuitem", { name: "Export as JSON", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(exportButton).toBeFocused();
});

test("Enter on the theme button before the menu's code has arrived opens the menu, and focus moves into it", async ({ page }) => {
  const { release } = await openWithHeld(page);
  const themeButton = page.getByRole("button", { name: /^Theme: / });
  await themeButton.focus();
  await page.keyboard.press("Enter");
  await release();
  await expect(page.getByRole("menuitemradio", { name: "Light" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(themeButton).toBeFocused();
});

test("focus on a menu's trigger stays on it when the menu's code arrives", async ({ page }) => {
  const { release } = await openWithHeld(page);
  const themeButton = page.getByRole("button", { name: /^Theme: / });
  await themeButton.focus();
  await release();
  // Radix's own trigger (its state attribute) has replaced the stand-in.
  await expect(themeButton).toHaveAttribute("data-state", "closed");
  await expect(themeButton).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeVisible();
});

test("a field added before the cards' code has arrived is drawn, with its settings, when it does", async ({ page }) => {
  const { builder, release } = await openWithHeld(page);
  await builder.palette("Number").focus();
  await page.keyboard.press("Enter");
  await expect(builder.canvas.getByRole("heading", { name: "Untitled Form" })).toBeVisible();
  await expect(builder.cards).toHaveCount(0);
  await release();
  await expect(builder.card("Number")).toBeVisible();
  await builder.card("Number").getByRole("button", { name: "Edit Number" }).click();
  await expect(builder.setting("Label")).toBeFocused();
});

test("a toast raised before the notification area's code has arrived shows when it does", async ({ page }) => {
  const { release } = await openWithHeld(page);
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  await expect(page.locator('li[data-slot="toast"]')).toHaveCount(0);
  await release();
  await expectToast(page, "No fields to preview", "Add some fields to your form first.");
});

test("Export as JSON before the exporters' module has arrived downloads the file when it does", async ({ page }) => {
  const release = await holdChunk(page, "formwright_wasm_extras");
  const builder = new Builder(page);
  await builder.open();
  await builder.add("Email");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  await release();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await expectToast(page, "Form exported as JSON", "JSON file has been downloaded successfully.");
});

test("when the editing parts cannot be fetched, the page says so and offers a reload that fetches them", async ({ page }) => {
  await page.route(/\/assets\/editing-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  const builder = new Builder(page);
  await builder.open();
  const notice = page.getByRole("alert").filter({ hasText: "Part of Formwright did not load" });
  await expect(notice).toHaveText(/Check your connection, then reload the page\./);
  await page.unroute(/\/assets\/editing-[^/]*\.js$/);
  await notice.getByRole("button", { name: "Reload" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-core", "ready");
  await builder.add("Email");
  await expect(builder.card("Email Address")).toBeVisible();
  await expect(page.getByText("Part of Formwright did not load")).toHaveCount(0);
});

// Once the extras module has loaded, the page runs the core's sample form
// through the exporters, the reader and a throwaway editor's load while the
// browser is idle (warm-up.ts), so that a first export or import runs the
// engine's optimised code. The designer sees none of it: nothing shows,
// nothing downloads, the form and its history are as they were, nothing is
// autosaved, and the next export is the designer's own file.
test("warming the exporters while idle shows nothing, downloads nothing and leaves the form as it was", async ({ page }) => {
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  const builder = new Builder(page);
  await builder.open();
  await expect(page.locator("html")).toHaveAttribute("data-extras", "warm");
  expect(downloads).toEqual([]);
  await expect(page.locator('li[data-slot="toast"]')).toHaveCount(0);
  await expect(page.getByText("Start Building Your Form")).toBeVisible();
  await expect(builder.undo).toBeDisabled();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await builder.add("Email");
  const download = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as HTML" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("untitled-form-form.html");
  const text = await readFile((await file.path())!, "utf8");
  expect(text).toContain("Email Address");
  expect(text).not.toContain("sample_");
});
