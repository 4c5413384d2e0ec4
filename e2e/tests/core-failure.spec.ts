// Issue 23: a failure in the core never leaves the editor wedged, and the
// current form stays intact and says so. On main, a trap in the builder's
// module (an import of 5,000,000 null options: "memory access out of
// bounds") left wasm-bindgen's borrow flag set, and every later action threw
// "recursive use of an object detected".
//
// The traps are made by the test alone (an init script), with no door in the
// app: it wraps `WebAssembly.instantiate` so that one named call throws a
// `WebAssembly.RuntimeError` once. A call into the module's imports (the
// browser's RegExp `test`, which the rules call mid-verdict) unwinds the
// module's own stack as a trap does, leaving its borrow flag set: the wedge of
// main, for real. An export (`editor_dispatch`, `importFile`) throws before
// the module runs. The import worker, which init scripts do not reach, is
// served with the same code in front of its script.
import { test, expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { Builder } from "../fixtures/builder";
import { expectToast, importFile, importForm } from "./support/features";

/** A form with a pattern (the previews' verdict runs it through the browser's RegExp) and a key of its own. */
const FORM = {
  title: "Trap Test",
  x_owner: { team: "forms" },
  fields: [
    { id: "code", type: "text", label: "Code", validation: { pattern: "[A-Z]+" }, required: false, x_note: "kept" },
    { id: "name", type: "text", label: "Name", required: false },
  ],
};

declare global {
  // The name of the call that throws next: an export's name, or "regexp" (the RegExp import).
  var __trapNext: string | undefined;
}

/**
 * Wraps `WebAssembly.instantiate` so that the call named by `__trapNext`
 * throws once (`armed`: named from the start). Standalone: it also runs as
 * source text at the top of the import worker's script.
 */
function traps(armed: string | null): void {
  {
    if (armed) globalThis.__trapNext = armed;
    const once =
      (name: string, run: (...args: unknown[]) => unknown) =>
      (...args: unknown[]): unknown => {
        if (globalThis.__trapNext === name) {
          globalThis.__trapNext = undefined;
          throw new WebAssembly.RuntimeError("memory access out of bounds");
        }
        return run(...args);
      };
    const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (
      source: unknown,
      imports?: Record<string, Record<string, unknown>>,
    ) => Promise<WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource>;
    const wrap = (object: Record<string, unknown>, name: (key: string) => string | undefined) =>
      Object.fromEntries(
        Object.entries(object).map(([key, value]) => {
          const trapName = name(key);
          return [key, typeof value === "function" && trapName ? once(trapName, value as (...a: unknown[]) => unknown) : value];
        }),
      );
    (WebAssembly as { instantiate: unknown }).instantiate = async (
      source: unknown,
      imports?: Record<string, Record<string, unknown>>,
    ) => {
      const wrappedImports =
        imports &&
        Object.fromEntries(
          Object.entries(imports).map(([ns, object]) => [ns, wrap(object, (k) => (k.startsWith("__wbg_test_") ? "regexp" : undefined))]),
        );
      const result = await instantiate(source, wrappedImports);
      const instance = result instanceof WebAssembly.Instance ? result : result.instance;
      const exports = wrap(instance.exports as Record<string, unknown>, (k) => k);
      const fake = Object.create(WebAssembly.Instance.prototype, { exports: { value: exports } }) as WebAssembly.Instance;
      return result instanceof WebAssembly.Instance ? fake : { module: result.module, instance: fake };
    };
  }
}

/** Installs the one-shot traps before the app's scripts run. */
async function installTraps(page: Page): Promise<void> {
  await page.addInitScript(traps, null);
}

const trapNext = (page: Page, name: string) => page.evaluate((n) => (globalThis.__trapNext = n), name);

/** Exports the form as JSON through the top bar and returns the file's content. */
async function exportJson(page: Page): Promise<{ title: string; fields: unknown[]; [key: string]: unknown }> {
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  return JSON.parse(await readFile((await (await event).path())!, "utf8"));
}

/** The builder with FORM imported, a field added (a step to undo) and the traps armed-ready. */
async function openWithForm(page: Page): Promise<{ builder: Builder; before: Awaited<ReturnType<typeof exportJson>> }> {
  await installTraps(page);
  const builder = new Builder(page);
  await builder.open();
  await importForm(page, FORM);
  await builder.add("Email");
  expect(await builder.labels()).toEqual(["Code", "Name", "Email Address"]);
  // The autosave writes that change a second later and then dispatches its
  // note of the save (in the same task): let that happen before a trap is
  // armed, or the trap takes it instead of the call under test.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("formwright-autosave") ?? ""))
    .toContain("Email Address");
  return { builder, before: await exportJson(page) };
}

/** The builder still works (add, Undo, export) and its form is the one from before the failure. */
async function expectIntactAndWorking(page: Page, builder: Builder, before: Awaited<ReturnType<typeof exportJson>>) {
  expect(await builder.labels()).toEqual(["Code", "Name", "Email Address"]);
  await builder.add("Phone");
  expect(await builder.labels()).toEqual(["Code", "Name", "Email Address", "Phone Number"]);
  await builder.undo.click();
  await expect.poll(() => builder.labels()).toEqual(["Code", "Name", "Email Address"]);
  const after = await exportJson(page);
  // The same form, its own keys included (the undo stamps a new change time).
  expect({ ...after, exportedAt: null, updatedAt: null }).toEqual({ ...before, exportedAt: null, updatedAt: null });
  expect(after.x_owner).toEqual({ team: "forms" });
}

test("a trap in the builder's module mid-call (its borrow flag left set) restarts it with the form intact", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { builder, before } = await openWithForm(page);
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await expect(dialog.getByLabel("Code")).toBeVisible();
  await trapNext(page, "regexp");
  // Typing asks the previews' verdict, which runs the pattern in the browser's RegExp.
  await dialog.getByLabel("Code").fill("ABC");
  await expectToast(page, "Something went wrong", "Your form is as it was; earlier steps can no longer be undone.");
  await expect.poll(() => page.evaluate(() => globalThis.__trapNext)).toBeUndefined();
  await expectIntactAndWorking(page, builder, before);
  expect(errors.filter((e) => e.includes("recursive use")), "no wedged object").toEqual([]);
});

test("a trap in the builder's dispatch leaves the form as it was and the builder working", async ({ page }) => {
  const { builder, before } = await openWithForm(page);
  await trapNext(page, "editor_dispatch");
  await builder.palette("Phone").focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Something went wrong", "Formwright restarted after an error.");
  await expectIntactAndWorking(page, builder, before);
});

test("an import whose load traps in the editor says 'Import failed' and the form was not changed", async ({ page }) => {
  const { builder, before } = await openWithForm(page);
  await trapNext(page, "editor_dispatch");
  await importFile(page, JSON.stringify({ title: "Other", fields: [{ id: "x", type: "text", label: "X" }] }));
  await expectToast(page, "Import failed", "Formwright could not load this file; the form was not changed.");
  await expectIntactAndWorking(page, builder, before);
});

test("a trap in the reader (the extras module) says 'Import failed'; a fresh reader takes the next file", async ({ page }) => {
  const { builder, before } = await openWithForm(page);
  await trapNext(page, "importFile");
  await importFile(page, JSON.stringify({ title: "Other", fields: [{ id: "x", type: "text", label: "X" }] }));
  await expectToast(page, "Import failed", "Formwright could not load this file; the form was not changed.");
  await expectIntactAndWorking(page, builder, before);
  // The extras module's next instance reads and exports as before.
  await importForm(page, { title: "Other", fields: [{ id: "x", type: "text", label: "X" }] });
  expect(await builder.labels()).toEqual(["X"]);
  expect((await exportJson(page)).title).toBe("Other");
});

test.describe("with the service worker blocked (so that the test serves the worker's script)", () => {
  test.use({ serviceWorkers: "block" });

  test("a trap in the import worker's reader ends the worker and says 'Import failed'; the next import works", async ({ page }) => {
    // A file over 1 MB is read in the worker, which the page's init script does
    // not reach: its script is served with the traps in front, armed.
    await page.route("**/import.worker*.js", async (route) => {
      const response = await route.fetch();
      const body = `(${traps.toString()})("importFile");\n${await response.text()}`;
      await route.fulfill({ response, body });
    });
    const { builder, before } = await openWithForm(page);
    const big = JSON.stringify({ title: "Other", fields: [{ id: "x", type: "text", label: "X" }] }) + " ".repeat(1_200_000);
    await importFile(page, big);
    await expectToast(page, "Import failed", "Formwright could not load this file; the form was not changed.");
    await expectIntactAndWorking(page, builder, before);
    // Imports go on (a small file, read on the page: every worker here is served armed).
    await importForm(page, { title: "Other", fields: [{ id: "x", type: "text", label: "X" }] });
    expect(await builder.labels()).toEqual(["X"]);
  });
});

test("a trap in an export says 'Export failed'; the next export works", async ({ page }) => {
  const { builder, before } = await openWithForm(page);
  await trapNext(page, "exportForm");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  await expectToast(page, "Export failed", "The form could not be exported.");
  await expectIntactAndWorking(page, builder, before);
});
