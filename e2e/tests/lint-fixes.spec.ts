// Issue 29: a condition's value is picked among the watched field's options,
// and the lint's findings with a repair (the core's action) have a button:
// "Use “Sales”" for a value that is an option but for its case, "Move after
// “Reason”" for a condition on a later field. One click is one undo step, and
// the focus never falls to the page.
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures/builder";
import { importForm } from "./support/features";

const when = (fieldId: string, condition: string, value: string) => ({ showWhen: { fieldId, condition, value } });

/** Both findings with a fix: Quota's value "sales" (the option is "Sales"), Details watching Reason, further down. */
const FORM = {
  id: "form_fixes",
  title: "Fixes",
  description: "",
  fields: [
    { id: "dept", type: "select", label: "Department", required: false, options: ["Sales", "Support"] },
    { id: "quota", type: "number", label: "Quota", required: false, conditional: when("dept", "equals", "sales") },
    { id: "details", type: "textarea", label: "Details", required: false, conditional: when("reason", "not_equals", "") },
    { id: "reason", type: "text", label: "Reason", required: false },
  ],
};

/** The element that has the focus: never the page's body after an action. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? "body" : (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim();
  });
}


test("the lint's fixes clear both findings in one click each, and Ctrl+Z restores them", async ({ page, builder }) => {
  await importForm(page, FORM);
  const count = page.getByTestId("lint-count");
  await expect(count).toHaveText("2 logic issues");
  expect(await builder.labels()).toEqual(["Department", "Quota", "Details", "Reason"]);

  await count.click();
  const list = page.getByRole("dialog", { name: "Logic issues" });
  const useSales = list.getByRole("button", { name: "Use “Sales”" });
  const moveAfter = list.getByRole("button", { name: "Move after “Reason”" });
  await expect(useSales).toBeVisible();
  await expect(moveAfter).toBeVisible();

  await useSales.click();
  await expect(count).toHaveText("1 logic issue");
  await expect(useSales).toHaveCount(0);
  // The list stays open on the next finding.
  await expect(list.getByRole("button", { name: /^Details/ })).toBeFocused();

  await moveAfter.click();
  await expect(count).toHaveCount(0);
  expect(await builder.labels()).toEqual(["Department", "Quota", "Reason", "Details"]);
  // The list is gone with the last finding: the fixed field's card has the focus.
  await expect.poll(() => focused(page)).toMatch(/Details/);

  await page.keyboard.press("Control+z");
  await expect(count).toHaveText("1 logic issue");
  await expect.poll(() => builder.labels()).toEqual(["Department", "Quota", "Details", "Reason"]);
  await page.keyboard.press("Control+z");
  await expect(count).toHaveText("2 logic issues");
  await builder.select("Quota");
  await expect(builder.settings.getByRole("combobox", { name: "Value" })).toHaveText("“sales” (not an option)");
});

test("a condition on a field with options picks its value; contains keeps typing; a fix next to the value keeps the focus there", async ({
  page,
  builder,
}) => {
  await importForm(page, FORM);
  await builder.select("Quota");
  const value = builder.settings.getByRole("combobox", { name: "Value" });
  // A value no option has is shown as it is, not replaced.
  await expect(value).toHaveText("“sales” (not an option)");
  const finding = builder.settings.locator("[data-slot=finding]");
  await expect(finding).toContainText("No option of “Department” matches “sales”");

  // The fix next to the value: the finding goes, the focus stays on the value.
  await builder.settings.getByRole("button", { name: "Use “Sales”" }).click();
  await expect(value).toHaveText("Sales");
  await expect(finding).toHaveCount(0);
  await expect(value).toBeFocused();

  // The choices: unanswered, then the options (the kept odd value is gone with it).
  await value.click();
  await expect(page.getByRole("option")).toHaveText(["No answer", "Sales", "Support"]);
  await page.getByRole("option", { name: "Support" }).click();
  await expect(value).toHaveText("Support");

  // By keyboard: the select-only combobox.
  await value.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  await expect(value).toHaveText("No answer");

  // Contains: a text box that suggests the options, and takes any text.
  const condition = builder.settings.getByRole("combobox", { name: "Condition" });
  await condition.click();
  await page.getByRole("option", { name: "Contains" }).click();
  const box = builder.setting("Value");
  await expect(box).toHaveJSProperty("tagName", "INPUT");
  const suggested = await box.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
  expect(suggested).toEqual(["Sales", "Support"]);
  await box.fill("Sup");
  await expect(box).toHaveValue("Sup");
  // Part of an option is a value contains can match: no finding.
  await expect(finding).toHaveCount(0);

  // A field without options keeps the text box for every operator.
  await builder.select("Details");
  await expect(builder.setting("Value")).toHaveJSProperty("tagName", "INPUT");
  await expect(builder.setting("Value")).not.toHaveAttribute("list");
});

test("a condition on one box picks Ticked or Not ticked; another value is shown as not an option", async ({ page, builder }) => {
  await importForm(page, {
    id: "form_box",
    title: "Box",
    description: "",
    fields: [
      { id: "agree", type: "checkbox", label: "I agree", required: false },
      { id: "why", type: "text", label: "Why not", required: false, conditional: when("agree", "equals", "yes") },
    ],
  });
  await builder.select("Why not");
  const value = builder.settings.getByRole("combobox", { name: "Value" });
  await expect(value).toHaveText("“yes” (not an option)");
  const finding = builder.settings.locator("[data-slot=finding]");
  await expect(finding).toHaveCount(1);

  await value.click();
  await expect(page.getByRole("option")).toHaveText(["Ticked", "Not ticked", "“yes” (not an option)"]);
  await page.getByRole("option", { name: "Not ticked" }).click();
  await expect(value).toHaveText("Not ticked");
  await expect(finding).toHaveCount(0);

  // The core reads the choice as the box's answer: unticked shows the field.
  await page.getByRole("banner").getByRole("button", { name: "Preview", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await expect(dialog.getByLabel("Why not")).toBeVisible();
  await dialog.getByLabel("I agree").check();
  await expect(dialog.getByLabel("Why not")).toBeHidden();
});
