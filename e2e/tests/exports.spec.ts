// Spec §2 (top-bar Export menu, Smart Tools), §3 export envelope, §5 refusals,
// §7 exports (file names, contents, downloads, clipboard), §8 toasts.
import { test, expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectToast, openBuilder, smartTools, toasts, useTemplate } from "./support/features";

const CONTACT_LABELS = "Full Name,Email Address,Phone Number,Subject,Message";

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openBuilder(page);
});

async function menuExport(page: Page, item: string) {
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

async function download(page: Page, act: () => Promise<void>): Promise<{ name: string; text: string }> {
  const event = page.waitForEvent("download");
  await act();
  const file = await event;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

function tool(page: Page, name: string) {
  return smartTools(page).getByRole("button", { name });
}

test.describe("with the Contact Form", () => {
  test.beforeEach(async ({ page }) => {
    await useTemplate(page, "Contact Form");
  });

  // Issue 29: the download waited for the menu to close (about 25 ms on a
  // 2,000-field form). Each export item's download now starts within its
  // click, and is the click's last work: the link is clicked before the
  // click's dispatch returns, and the menu closes (focus back to its
  // trigger) in a later task.
  test("every export item starts its download within its click", async ({ page }) => {
    // The extras module (it makes the files) is loaded by the first export.
    await download(page, () => menuExport(page, "Export as JSON"));
    await page.evaluate(() => {
      const links: string[] = ((window as unknown as { links: string[] }).links = []);
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) links.push(this.download);
        return click.call(this);
      };
    });
    /** Clicks `control` in the page: the downloads started and the menus open when the click returned. */
    const clickNow = (control: ReturnType<Page["getByRole"]>) =>
      control.evaluate((el: HTMLElement) => {
        const links = (window as unknown as { links: string[] }).links;
        links.length = 0;
        el.click();
        return { links: [...links], menus: document.querySelectorAll('[role="menu"]').length };
      });
    const trigger = page.getByRole("banner").getByRole("button", { name: "Export" });
    const items: [string, string][] = [
      ["Export as JSON", "contact-form-form.json"],
      ["Export as HTML", "contact-form-form.html"],
      ["Export as React", "ContactForm-form-component.jsx"],
      ["React + TypeScript (react-hook-form + zod)", "contact-form-form.tsx"],
      ["Export as JSON Schema", "contact-form-schema.json"],
    ];
    for (const [item, name] of items) {
      await trigger.click();
      const event = page.waitForEvent("download");
      expect(await clickNow(page.getByRole("menuitem", { name: item, exact: true })), item).toEqual({ links: [name], menus: 1 });
      expect((await event).suggestedFilename()).toBe(name);
      await expect(toasts(page).filter({ visible: true })).toContainText(item.startsWith("React +") ? "TypeScript" : item.replace("Export as ", ""));
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(trigger).toBeFocused();
    }
    for (const [button, name] of [
      ["Download JSON", "contact-form-form.json"],
      ["Export HTML", "contact-form-form.html"],
      ["Export as CSV", "contact-form-structure.csv"],
    ]) {
      const event = page.waitForEvent("download");
      expect(await clickNow(tool(page, button!)), button).toEqual({ links: [name], menus: 0 });
      expect((await event).suggestedFilename()).toBe(name);
    }
  });

  test("Export as JSON downloads the envelope, indented by 2 spaces", async ({ page }) => {
    const before = Date.now();
    const file = await download(page, () => menuExport(page, "Export as JSON"));
    expect(file.name).toBe("contact-form-form.json");
    const envelope = JSON.parse(file.text);
    expect(envelope.version).toBe("1.0");
    expect(envelope.title).toBe("Contact Form");
    expect(envelope.fields.map((f: { label: string }) => f.label).join(",")).toBe(CONTACT_LABELS);
    expect(Date.parse(envelope.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(file.text).toBe(JSON.stringify(envelope, null, 2));
    await expectToast(page, "Form exported as JSON", "JSON file has been downloaded successfully.");
  });

  test("Export as HTML downloads a standalone page with a control per field", async ({ page }) => {
    const file = await download(page, () => menuExport(page, "Export as HTML"));
    expect(file.name).toBe("contact-form-form.html");
    expect(file.text).toMatch(/^<!DOCTYPE html>/i);
    expect(file.text).toContain("<title>Contact Form</title>");
    for (const label of CONTACT_LABELS.split(",")) expect(file.text).toContain(label);
    expect(file.text).toMatch(/<textarea[^>]*rows="4"/);
    await expectToast(page, "Form exported as HTML", "Complete HTML file has been downloaded successfully.");
    // The page works: it shows the form and its Submit button.
    await page.setContent(file.text);
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeVisible();
  });

  test("Export as React downloads the component file", async ({ page }) => {
    const file = await download(page, () => menuExport(page, "Export as React"));
    expect(file.name).toBe("ContactForm-form-component.jsx");
    expect(file.text).toContain("export default function ContactFormForm({ onSubmit, defaultValues, className, idPrefix = \"\" })");
    expect(file.text).toContain("Full Name");
    await expectToast(page, "React component exported", "Complete React component has been downloaded as JSX file.");
  });

  // Issue 28: the schema as a file (rjsf and JSON Forms read a file), the
  // same text Generate Schema copies.
  test("Export as JSON Schema downloads the schema Generate Schema copies", async ({ page }) => {
    const file = await download(page, () => menuExport(page, "Export as JSON Schema"));
    expect(file.name).toBe("contact-form-schema.json");
    await expectToast(page, "JSON Schema exported", "The schema has been downloaded as a JSON file.");
    const schema = JSON.parse(file.text);
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(Object.values(schema.properties).map((p) => (p as { title: string }).title).join(",")).toBe(CONTACT_LABELS);
    await tool(page, "Generate Schema").click();
    expect(await clipboard(page)).toBe(file.text);
  });

  test("Smart Tools: Download JSON, Copy JSON and Export HTML", async ({ page }) => {
    const json = await download(page, () => tool(page, "Download JSON").click());
    expect(json.name).toBe("contact-form-form.json");
    expect(JSON.parse(json.text)).toMatchObject({ title: "Contact Form", version: "1.0" });
    await expectToast(page, "Form exported", "JSON file has been downloaded successfully.");

    await tool(page, "Copy JSON").click();
    await expectToast(page, "Copied to clipboard", "Form JSON has been copied to your clipboard.");
    const copied = await clipboard(page);
    const envelope = JSON.parse(copied);
    expect(envelope).toMatchObject({ title: "Contact Form", version: "1.0" });
    expect(envelope.fields).toHaveLength(5);
    expect(copied).toBe(JSON.stringify(envelope, null, 2));

    const html = await download(page, () => tool(page, "Export HTML").click());
    expect(html.name).toBe("contact-form-form.html");
    expect(html.text).toContain("<title>Contact Form</title>");
    await expectToast(page, "HTML exported", "HTML file has been downloaded successfully.");
  });

  test("Smart Tools: Export as CSV, Generate Schema and Copy as React Code", async ({ page }) => {
    const csv = await download(page, () => tool(page, "Export as CSV").click());
    expect(csv.name).toBe("contact-form-structure.csv");
    expect(csv.text.replace(/\r?\n$/, "")).toBe(CONTACT_LABELS);
    await expectToast(page, "CSV exported", "Form structure has been exported as CSV.");

    await tool(page, "Generate Schema").click();
    await expectToast(page, "JSON Schema generated", "Schema has been copied to your clipboard.");
    const schema = JSON.parse(await clipboard(page));
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.type).toBe("object");
    expect(Object.values(schema.properties).map((p) => (p as { title: string }).title).join(",")).toBe(CONTACT_LABELS);
    expect(schema.required).toHaveLength(4);

    await tool(page, "Copy as React Code").click();
    await expectToast(page, "React code generated", "Complete React component has been copied to your clipboard.");
    const code = await clipboard(page);
    expect(code).toContain("export default function ContactFormForm({ onSubmit, defaultValues, className, idPrefix = \"\" })");
  });

  test("the statistics count the fields and the required ones", async ({ page }) => {
    await expect(smartTools(page).getByTestId("stat-fields")).toHaveText("5");
    await expect(smartTools(page).getByTestId("stat-required")).toHaveText("4");
  });
});

test.describe("on an empty form", () => {
  test("the top-bar HTML and React exports are refused; JSON is not", async ({ page }) => {
    let downloads = 0;
    page.on("download", () => downloads++);
    for (const item of ["Export as HTML", "Export as React", "Export as JSON Schema"]) {
      await menuExport(page, item);
      const toast = await expectToast(page, "No fields to export", "Add some fields to your form first.");
      await expect(toast).toHaveAttribute("data-variant", "destructive");
    }
    expect(downloads).toBe(0);
    const json = await download(page, () => menuExport(page, "Export as JSON"));
    expect(json.name).toBe("untitled-form-form.json");
    expect(JSON.parse(json.text)).toMatchObject({ title: "Untitled Form", fields: [], version: "1.0" });
    await expectToast(page, "Form exported as JSON", "JSON file has been downloaded successfully.");
  });

  test("the Smart Tools exports are refused with their own toasts; JSON is not", async ({ page }) => {
    let downloads = 0;
    page.on("download", () => downloads++);
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));
    const refusals: [string, string][] = [
      ["Export HTML", "No fields to export"],
      ["Export as CSV", "No fields to export"],
      ["Generate Schema", "No fields to generate schema"],
      ["Copy as React Code", "No fields to generate code"],
    ];
    for (const [button, title] of refusals) {
      await tool(page, button).click();
      const toast = await expectToast(page, title, "Add some fields to your form first.");
      await expect(toast).toHaveAttribute("data-variant", "destructive");
    }
    expect(downloads).toBe(0);
    expect(await clipboard(page)).toBe("untouched");

    await tool(page, "Copy JSON").click();
    await expectToast(page, "Copied to clipboard", "Form JSON has been copied to your clipboard.");
    expect(JSON.parse(await clipboard(page))).toMatchObject({ fields: [], version: "1.0" });
    const json = await download(page, () => tool(page, "Download JSON").click());
    expect(json.name).toBe("untitled-form-form.json");
    await expectToast(page, "Form exported", "JSON file has been downloaded successfully.");
  });
});
