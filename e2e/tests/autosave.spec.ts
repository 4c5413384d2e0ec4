// Spec §4 Autosave, §3 autosave record, §9 (30,000 ms, 24 hours). Time is
// Playwright's clock, so each case runs in moments.
import { test, expect, type BrowserContext, type Page, type Route } from "@playwright/test";
import { EVERY_KIND_FORM, expectToast, formStructure, importForm, openBuilder, useTemplate } from "./support/features";

const KEY = "formwright-autosave";
const T0 = new Date("2026-03-10T09:00:00Z").getTime();
const HOUR = 60 * 60 * 1000;

function stored(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), KEY);
}

/** Lets the app save a form at T0 + 30 s and returns the record it stored. */
async function makeRecord(page: Page): Promise<string> {
  await page.clock.install({ time: T0 });
  await openBuilder(page);
  await useTemplate(page, "Contact Form");
  await page.clock.fastForward(30_000);
  await expect.poll(() => stored(page)).not.toBeNull();
  return (await stored(page))!;
}

/** A fresh page whose local storage holds `record`, its clock at `now`. */
async function startWith(context: BrowserContext, record: string, now: number): Promise<Page> {
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem("seeded", "1");
      }
    },
    [KEY, record],
  );
  const page = await context.newPage();
  await page.clock.install({ time: now });
  return page;
}

test("saves the form every 30 s when it has fields or a non-default title", async ({ page }) => {
  await page.clock.install({ time: T0 });
  await openBuilder(page);
  // A pristine form is not saved.
  await page.clock.fastForward(30_000);
  expect(await stored(page)).toBeNull();

  await useTemplate(page, "Contact Form");
  await page.clock.fastForward(29_000);
  expect(await stored(page)).toBeNull();
  await page.clock.fastForward(1_000);
  await expect.poll(() => stored(page)).not.toBeNull();
  const record = JSON.parse((await stored(page))!);
  expect(record.form.title).toBe("Contact Form");
  expect(record.form.fields).toHaveLength(5);
  expect(Date.parse(record.timestamp)).toBeGreaterThanOrEqual(T0 + 60_000);
  // lastSaved is updated and shown.
  const savedAt = await page.evaluate((iso) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }), record.timestamp);
  await expect(page.getByTestId("saved-status")).toHaveText(`Auto-saved ${savedAt}`);

  // A title alone is worth saving too.
  await page.evaluate((key) => localStorage.removeItem(key), KEY);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Form Title").fill("Only a title");
  await page.clock.fastForward(30_000);
  await expect.poll(async () => JSON.parse((await stored(page)) ?? "{}").form?.title).toBe("Only a title");
});

test("offers a recent autosave at start-up and restores it when accepted", async ({ page, context }) => {
  const record = await makeRecord(page);
  const savedAt = JSON.parse(record).timestamp as string;
  // The time as the browser shows it in its locale.
  const time = await page.evaluate((iso) => new Date(iso).toLocaleString(), savedAt);
  const next = await startWith(context, record, T0 + 2 * HOUR);
  const prompts: string[] = [];
  next.on("dialog", (d) => {
    prompts.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await openBuilder(next);
  // The record is read by the extras module, which may arrive after the core.
  await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
  expect(prompts).toEqual([`confirm: Found an auto-saved form from ${time}. Would you like to restore it?`]);
  await expect(formStructure(next).getByText("Contact Form", { exact: true })).toBeVisible();
  await expect(formStructure(next).getByRole("listitem")).toHaveCount(5);
});

test("a dismissed restore leaves the blank form", async ({ page, context }) => {
  const record = await makeRecord(page);
  const next = await startWith(context, record, T0 + HOUR);
  let asked = false;
  next.once("dialog", (d) => {
    asked = true;
    void d.dismiss();
  });
  await openBuilder(next);
  await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
  expect(asked).toBe(true);
  await expect(formStructure(next).getByText("Untitled Form", { exact: true })).toBeVisible();
  await expect(formStructure(next).getByRole("listitem")).toHaveCount(0);
});

test("an autosave 24 hours old or older is not offered", async ({ page, context }) => {
  const record = await makeRecord(page);
  const savedAt = Date.parse(JSON.parse(record).timestamp);
  const next = await startWith(context, record, savedAt + 24 * HOUR);
  let asked = false;
  next.on("dialog", (d) => {
    asked = true;
    void d.dismiss();
  });
  await openBuilder(next);
  await expect(formStructure(next).getByText("Untitled Form", { exact: true })).toBeVisible();
  // The record is read by the extras module, which may arrive after the core.
  await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
  expect(asked).toBe(false);
});

test("an autosave without fields is not offered", async ({ page, context }) => {
  await page.clock.install({ time: T0 });
  await openBuilder(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Form Title").fill("Title only");
  await page.clock.fastForward(30_000);
  await expect.poll(() => stored(page)).not.toBeNull();
  const next = await startWith(context, (await stored(page))!, T0 + HOUR);
  let asked = false;
  next.on("dialog", (d) => {
    asked = true;
    void d.dismiss();
  });
  await openBuilder(next);
  await expect(formStructure(next).getByText("Untitled Form", { exact: true })).toBeVisible();
  // The record is read by the extras module, which may arrive after the core.
  await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
  expect(asked).toBe(false);
});

test("a corrupt record is logged and ignored", async ({ context }) => {
  const next = await startWith(context, '{"form": {"fields": "nope"}, "timestamp": 3', T0);
  const errors: string[] = [];
  next.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  let asked = false;
  next.on("dialog", (d) => {
    asked = true;
    void d.dismiss();
  });
  await openBuilder(next);
  await expect(formStructure(next).getByText("Untitled Form", { exact: true })).toBeVisible();
  // The record is read by the extras module, which may arrive after the core.
  await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
  expect(asked).toBe(false);
  expect(errors.some((e) => e.startsWith("Could not load the auto-saved form"))).toBe(true);
  // Kept aside, so the next save does not destroy it (issue 11).
  expect(await next.evaluate(() => localStorage.getItem("formwright-autosave-kept"))).toBe('{"form": {"fields": "nope"}, "timestamp": 3');
  // The builder works on.
  await importForm(next, EVERY_KIND_FORM);
});

test("each unreadable record is kept aside, newest first, in a bounded list (issue 23)", async ({ context }) => {
  // Issue 23: a second corrupt record overwrote the one kept aside.
  const keys = ["formwright-autosave-kept", ...[2, 3, 4, 5].map((n) => `formwright-autosave-kept-${n}`)];
  const corrupt = (n: number) => `{"form": {"fields": "nope ${n}"}, "timestamp": ${n}`;
  const kept = (page: Page) => page.evaluate((ks) => ks.map((k) => localStorage.getItem(k)), keys);
  const page = await startWith(context, corrupt(1), T0);
  await openBuilder(page);
  await expect(page.locator("html")).toHaveAttribute("data-restore", "checked");
  /** The next start-up finds `record` under the autosave key. */
  const startUpWith = async (record: string) => {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, record]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-restore", "checked");
  };
  await startUpWith(corrupt(2));
  // Two corrupt records in a row: both kept, the newest first.
  expect(await kept(page)).toEqual([corrupt(2), corrupt(1), null, null, null]);
  // Found again (a blank form is not saved over it): not kept twice.
  await startUpWith(corrupt(2));
  expect(await kept(page)).toEqual([corrupt(2), corrupt(1), null, null, null]);
  // Past the bound (5), the oldest is dropped first.
  for (const n of [3, 4, 5, 6]) await startUpWith(corrupt(n));
  expect(await kept(page)).toEqual([6, 5, 4, 3, 2].map(corrupt));
  // The builder works on, and its save leaves the kept records as they were.
  await importForm(page, EVERY_KIND_FORM);
  await page.clock.fastForward(30_000);
  await expect.poll(async () => JSON.parse((await stored(page))!).version).toBe(1);
  expect(await kept(page)).toEqual([6, 5, 4, 3, 2].map(corrupt));
});

test("a record from a newer version is offered, restored and kept aside as it was", async ({ page, context }) => {
  const record = JSON.parse(await makeRecord(page));
  const newer = JSON.stringify({ ...record, version: 99, form: { ...record.form, x_future: { kept: true } } });
  const next = await startWith(context, newer, T0 + HOUR);
  next.on("dialog", (d) => void d.accept());
  await openBuilder(next);
  await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
  await expect(formStructure(next).getByText("Contact Form", { exact: true })).toBeVisible();
  expect(await next.evaluate(() => localStorage.getItem("formwright-autosave-kept"))).toBe(newer);
  // This build's next save replaces the record; the newer one stays kept.
  await next.clock.fastForward(30_000);
  await expect.poll(async () => JSON.parse((await stored(next))!).version).toBe(1);
  expect(await next.evaluate(() => localStorage.getItem("formwright-autosave-kept"))).toBe(newer);
});

test("another tab's autosave is told, not silently overwritten", async ({ page, context }) => {
  await openBuilder(page);
  const other = await context.newPage();
  await openBuilder(other);
  await other.evaluate((key) => localStorage.setItem(key, '{"form": {"fields": []}}'), KEY);
  const toast = await expectToast(page, "Open in another tab", "Another tab is auto-saving a form too");
  await expect(toast).toHaveAttribute("data-variant", "warning");
});

test("a storage failure keeps the form and tells the user", async ({ page }) => {
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k === key) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return setItem.call(this, k, v);
    };
  }, KEY);
  await page.clock.install({ time: T0 });
  await openBuilder(page);
  await useTemplate(page, "Contact Form");
  await page.clock.fastForward(30_000);
  const toast = await expectToast(page, "Auto-save failed", "Your form is still open here");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(formStructure(page).getByText("Contact Form", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(5);
});

test.describe("while the extras module that reads the record is on its way", () => {
  // Requests answered by the service worker would bypass page.route.
  test.use({ serviceWorkers: "block" });

  test("no save replaces the stored record before it has been offered", async ({ page, context }) => {
    const record = await makeRecord(page);
    // The clock is the context's: the page that saved the record would save again.
    await page.close();
    const next = await startWith(context, record, T0 + HOUR);
    // The extras module (it reads the record) is held back.
    let held: Route | undefined;
    // The extras module's glue chunk (ui/src/core/extras-glue.ts).
    const pattern = /\/assets\/extras-glue-[^/]*\.js$/;
    await next.route(pattern, (route) => {
      held = route;
    });
    let asked = false;
    next.once("dialog", (d) => {
      asked = true;
      void d.dismiss();
    });
    await openBuilder(next);
    await useTemplate(next, "Job Application");
    // Two intervals pass: the record still holds the form to offer.
    await next.clock.fastForward(60_000);
    expect(await stored(next)).toBe(record);
    expect(asked).toBe(false);

    await expect.poll(() => held !== undefined).toBe(true);
    await held!.continue();
    await next.unroute(pattern);
    await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
    expect(asked).toBe(true);
    // Dismissed: now the form on the page is saved.
    await next.clock.fastForward(30_000);
    await expect.poll(async () => JSON.parse((await stored(next)) ?? "{}").form?.title).toBe("Job Application");
  });

  test("an offer that comes after the user has started a form says that restoring replaces it", async ({ page, context }) => {
    const record = await makeRecord(page);
    const time = await page.evaluate((iso) => new Date(iso).toLocaleString(), JSON.parse(record).timestamp as string);
    await page.close();
    const next = await startWith(context, record, T0 + HOUR);
    let held: Route | undefined;
    // The extras module's glue chunk (ui/src/core/extras-glue.ts).
    const pattern = /\/assets\/extras-glue-[^/]*\.js$/;
    await next.route(pattern, (route) => {
      held = route;
    });
    const prompts: string[] = [];
    next.on("dialog", (d) => {
      prompts.push(d.message());
      void d.accept();
    });
    await openBuilder(next);
    await useTemplate(next, "Job Application");

    await expect.poll(() => held !== undefined).toBe(true);
    await held!.continue();
    await next.unroute(pattern);
    await expect(next.locator("html")).toHaveAttribute("data-restore", "checked");
    expect(prompts).toEqual([
      `Found an auto-saved form from ${time}. Would you like to restore it? Restoring it replaces the form you have started, and cannot be undone.`,
    ]);
    // Accepted: the saved form replaces the one started, with no history to undo into.
    await expect(formStructure(next).getByText("Contact Form", { exact: true })).toBeVisible();
    await expect(formStructure(next).getByText("Job Application", { exact: true })).toHaveCount(0);
    await expect(next.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  });
});
