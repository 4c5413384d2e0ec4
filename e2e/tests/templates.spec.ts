// Spec §2 Templates tab, §3 built-in templates, §4 Template load.
import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { EVERY_KIND_FORM, formStructure, importForm, openBuilder, openTemplates, useTemplate } from "./support/features";

const TEMPLATES: [string, number][] = [
  ["Contact Form", 5],
  ["User Registration", 8],
  ["Event Registration", 7],
  ["Customer Feedback", 5],
  ["Job Application", 8],
];

function cards(page: Page) {
  return page.getByRole("list", { name: "Templates" }).getByRole("article");
}

test.beforeEach(async ({ page }) => {
  await openBuilder(page);
  await openTemplates(page);
});

test("lists the five templates with title, field count badge, description, Preview and Use", async ({ page }) => {
  await expect(cards(page)).toHaveCount(5);
  for (const [i, [title, count]] of TEMPLATES.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole("heading")).toHaveText(title);
    await expect(card.getByTestId("field-count")).toHaveText(`${count} fields`);
    await expect(card.locator("p")).not.toBeEmpty();
    await expect(card.getByRole("button", { name: `Preview ${title}` })).toHaveText("Preview");
    await expect(card.getByRole("button", { name: `Use ${title}` })).toHaveText("Use");
  }
  // The list is 400 px high.
  expect((await page.getByTestId("template-list").boundingBox())!.height).toBe(400);
});

test("search filters by title or description, ignoring case", async ({ page }) => {
  const search = page.getByPlaceholder("Search templates...");
  await search.fill("REGISTRATION");
  await expect(cards(page).getByRole("heading")).toHaveText(["User Registration", "Event Registration"]);
  await search.fill("contact");
  await expect(cards(page).getByRole("heading")).toHaveText(["Contact Form"]);
  // Words of a description only, in another case.
  await search.fill("COVER LETTER");
  await expect(cards(page).getByRole("heading")).toHaveText(["Job Application"]);
  await search.fill("no such template at all");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "No templates match" })).toBeVisible();
});

test("Preview lists each field's label, Required badge, type, placeholder and options, and Use Template loads it", async ({ page }) => {
  await page.getByRole("button", { name: "Preview Contact Form" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Form" });
  await expect(dialog).toBeVisible();
  const fields = dialog.getByRole("listitem");
  await expect(fields).toHaveCount(5);
  await expect(fields.nth(0)).toContainText("Full Name");
  await expect(fields.nth(0)).toContainText("Required");
  await expect(fields.nth(0)).toContainText("Type:text");
  await expect(fields.nth(0)).toContainText("Placeholder:");
  await expect(fields.nth(2)).toContainText("Phone Number");
  await expect(fields.nth(2)).not.toContainText("Required");
  await expect(fields.nth(2)).toContainText("Type:phone");
  await expect(fields.nth(3)).toContainText("Type:select");
  await expect(fields.nth(3)).toContainText("Options:General Inquiry, Support, Sales, Partnership");
  await expect(fields.nth(4)).toContainText("Type:textarea");

  await dialog.getByRole("button", { name: "Use Template" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(formStructure(page).getByText("Contact Form", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(5);
});

test("Use on a pristine form loads the template without asking", async ({ page }) => {
  let asked = false;
  page.on("dialog", (d) => {
    asked = true;
    void d.dismiss();
  });
  await page.getByRole("button", { name: "Use Job Application" }).click();
  await expect(formStructure(page).getByText("Job Application", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(8);
  expect(asked).toBe(false);
});

test("Use on a form with changes asks first; accepted, the template replaces the form", async ({ page }) => {
  await useTemplate(page, "Contact Form");
  const confirm = page.waitForEvent("dialog");
  const click = page.getByRole("button", { name: "Use Event Registration" }).click();
  const dialog = await confirm;
  expect(dialog.type()).toBe("confirm");
  expect(dialog.message()).toBe("You have unsaved changes. Are you sure you want to load this template?");
  await dialog.accept();
  await click;
  await expect(formStructure(page).getByText("Event Registration", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(7);
});

test("Use on a form with changes asks first; dismissed, the form stays as it was", async ({ page }) => {
  await importForm(page, EVERY_KIND_FORM);
  await openTemplates(page);
  const confirm = page.waitForEvent("dialog");
  const click = page.getByRole("button", { name: "Use Customer Feedback" }).click();
  const dialog = await confirm;
  expect(dialog.message()).toBe("You have unsaved changes. Are you sure you want to load this template?");
  await dialog.dismiss();
  await click;
  await expect(formStructure(page).getByText("Every Kind", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(10);
  // The same from the template preview dialog: dismissed, the dialog stays open.
  await page.getByRole("button", { name: "Preview Customer Feedback" }).click();
  const preview = page.getByRole("dialog", { name: "Customer Feedback" });
  page.once("dialog", (d) => void d.dismiss());
  await preview.getByRole("button", { name: "Use Template" }).click();
  await expect(preview).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(preview).toHaveCount(0);
  await expect(formStructure(page).getByText("Every Kind", { exact: true })).toBeVisible();
});

for (const theme of ["dark", "light"]) {
  test(`the Templates tab and its preview dialog pass an axe scan (${theme} theme)`, async ({ page }) => {
    await page.evaluate((t) => localStorage.setItem("formwright-theme", t), theme);
    await openBuilder(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    await openTemplates(page);
    const tab = await new AxeBuilder({ page }).include("[role=tabpanel]").analyze();
    expect(tab.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.getByRole("button", { name: "Preview User Registration" }).click();
    await expect(page.getByRole("dialog", { name: "User Registration" })).toBeVisible();
    const dialog = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(dialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
