// Issue 26, Field Settings: Conditional Logic edits several clauses under an
// All / Any choice with every operator (no value box for the empty tests; the
// number comparisons offered on a number field only), each clause removable on
// its own; Required is Always / Never / When…, When… with the same clause
// editor. What is built shows in the Preview dialog and in the exported JSON.
// By mouse, by keyboard only, and at a phone's width.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect, settle, type Builder } from "../fixtures/builder";
import { importForm } from "./support/features";

const REQUIRED = "This field is required.";

/** A screenshot for review, only when SCREENSHOTS_DIR names a folder. */
async function shoot(target: Page | Locator, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await target.screenshot({ path: join(dir, name) });
}

/** Clause `n` (1-based) of the Conditional Logic card or of Required When…. */
function clause(builder: Builder, n: number, which: "show" | "required" = "show"): Locator {
  const scope = which === "show" ? builder.settings.locator('[data-which="showWhen"]') : builder.settings.getByRole("group", { name: "Required when" });
  return scope.getByRole("group", { name: `Condition ${n}`, exact: true });
}

/** Opens the select named `select` in `scope` and picks `option`. */
async function choose(page: Page, scope: Locator, select: string, option: string) {
  await scope.getByRole("combobox", { name: select }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(scope.getByRole("combobox", { name: select })).toHaveText(option);
}

/** The options the select named `select` in `scope` offers (opened, read, closed). */
async function offered(page: Page, scope: Locator, select: string): Promise<string[]> {
  const box = scope.getByRole("combobox", { name: select });
  await box.click();
  const texts = await page.getByRole("listbox").getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  return texts;
}

/** Adds Name (text), Age (number), Plan (dropdown) and Email Address, labelled so. */
async function fourFields(builder: Builder) {
  await builder.add("Text Input", "Number", "Dropdown", "Email");
  for (const [from, to] of [
    ["Text Input", "Name"],
    ["Number", "Age"],
    ["Select Option", "Plan"],
  ]) {
    await builder.select(from);
    await builder.setting("Label").fill(to);
    await expect(builder.card(to)).toBeVisible();
  }
  await builder.select("Email Address");
}

async function openPreview(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closePreview(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

async function exportedFields(page: Page): Promise<{ id: string; required: boolean; conditional?: object }[]> {
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  const file = await event;
  return JSON.parse(await readFile((await file.path())!, "utf8")).fields;
}

test("an Any group of two clauses becomes All, loses a clause, and Required When… holds, in the Preview and the JSON", async ({
  page,
  builder,
}) => {
  await fourFields(builder);
  const addCondition = builder.settings.getByRole("button", { name: "Add Condition", exact: true });

  // Clause 1: Name is empty. No value box; no number comparison on a text field.
  await addCondition.click();
  await choose(page, clause(builder, 1), "Show when field", "Name");
  expect(await offered(page, clause(builder, 1), "Condition")).toEqual([
    "Equals",
    "Not equals",
    "Contains",
    "Does not contain",
    "Is empty",
    "Is not empty",
  ]);
  await choose(page, clause(builder, 1), "Condition", "Is empty");
  await expect(clause(builder, 1).getByLabel("Value")).toHaveCount(0);
  // One clause: no All / Any choice.
  await expect(builder.settings.getByRole("radiogroup", { name: "Show when" })).toHaveCount(0);

  // Clause 2: Age is greater than 17; a number field is offered the comparisons.
  await addCondition.click();
  await expect(clause(builder, 2)).toBeVisible();
  await expect(clause(builder, 2).getByRole("combobox", { name: "Show when field" })).toBeFocused();
  await choose(page, clause(builder, 2), "Show when field", "Age");
  expect(await offered(page, clause(builder, 2), "Condition")).toEqual([
    "Equals",
    "Not equals",
    "Contains",
    "Does not contain",
    "Is empty",
    "Is not empty",
    "Is greater than",
    "Is less than",
  ]);
  await choose(page, clause(builder, 2), "Condition", "Is greater than");
  await clause(builder, 2).getByLabel("Value").fill("17");

  // Two clauses: the choice shows, All first (the core's); Any chosen.
  const group = builder.settings.getByRole("radiogroup", { name: "Show when" });
  await expect(group.getByRole("radio", { name: "All conditions" })).toBeChecked();
  await group.getByRole("radio", { name: "Any condition" }).click();
  await expect(group.getByRole("radio", { name: "Any condition" })).toBeChecked();
  // The field lists show labels, not keys.
  await expect(clause(builder, 1).getByRole("combobox", { name: "Show when field" })).toHaveText("Name");

  // A third clause (Plan equals Option 2), to be removed.
  await addCondition.click();
  await choose(page, clause(builder, 3), "Show when field", "Plan");
  await choose(page, clause(builder, 3), "Value", "Option 2");
  await shoot(page, "conditions-any-three-dark.png");

  // Any: Email shows while Name is empty, or Age is over 17.
  let dialog = await openPreview(page);
  const email = dialog.getByLabel("Email Address");
  await expect(email).toBeVisible();
  await dialog.getByLabel("Name").fill("Ada");
  await expect(email).toBeHidden();
  await dialog.getByLabel("Age").fill("20");
  await expect(email).toBeVisible();
  await closePreview(page, dialog);

  // All: Name is not empty any more, so Email hides.
  await group.getByRole("radio", { name: "All conditions" }).click();
  await expect(group.getByRole("radio", { name: "All conditions" })).toBeChecked();
  // Remove clause 3 by its own button: two are left, in order.
  await clause(builder, 3).getByRole("button", { name: "Remove condition 3" }).click();
  await expect(clause(builder, 3)).toHaveCount(0);
  await expect(clause(builder, 1).getByRole("combobox", { name: "Show when field" })).toHaveText("Name");
  await expect(clause(builder, 2).getByRole("combobox", { name: "Show when field" })).toHaveText("Age");

  // Required When…: Plan equals Option 2.
  const required = builder.settings.getByRole("radiogroup", { name: "Required Field" });
  await expect(required.getByRole("radio", { name: "Never" })).toBeChecked();
  await required.getByRole("radio", { name: "When…" }).click();
  await expect(required.getByRole("radio", { name: "When…" })).toBeChecked();
  const when = clause(builder, 1, "required");
  await expect(when).toBeVisible();
  await choose(page, when, "Required when field", "Plan");
  await choose(page, when, "Value", "Option 2");
  // The card's marker names both conditions.
  await expect(builder.card("Email Address").getByRole("img", { name: "Has conditions" })).toBeVisible();
  await shoot(page, "conditions-all-required-when-dark.png");

  dialog = await openPreview(page);
  await expect(dialog.getByLabel("Name")).toHaveValue("Ada");
  await expect(dialog.getByLabel("Email Address")).toBeHidden();
  await dialog.getByLabel("Name").fill("");
  await expect(dialog.getByLabel("Email Address")).toBeVisible();
  // Plan is Option 2: Email is required, and Submit says so.
  await choose(page, dialog, "Plan", "Option 2");
  const submit = dialog.getByRole("button", { name: "Submit Form" });
  await submit.click();
  await expect(dialog.getByLabel("Email Address")).toBeFocused();
  await expect(dialog.getByText(REQUIRED)).toHaveCount(1);
  await expect(dialog.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  // Plan is Option 1: not required any more.
  await choose(page, dialog, "Plan", "Option 1");
  await submit.click();
  await expect(dialog.getByText(REQUIRED)).toHaveCount(0);
  await expect(dialog.getByLabel("Email Address")).not.toHaveAttribute("aria-invalid");
  await closePreview(page, dialog);

  const fields = await exportedFields(page);
  const exported = fields.find((f) => f.id === "email_address")!;
  expect(exported.required).toBe(false);
  expect(exported.conditional).toEqual({
    showWhen: {
      all: [
        { fieldId: "name", condition: "is_empty" },
        { fieldId: "age", condition: "greater_than", value: "17" },
      ],
    },
    requiredWhen: { fieldId: "plan", condition: "equals", value: "Option 2" },
  });

  // Always, then Never: the requiredWhen goes.
  await required.getByRole("radio", { name: "Always" }).click();
  await expect(builder.settings.getByRole("group", { name: "Required when" })).toHaveCount(0);
  await expect(builder.card("Email Address").getByTestId("required-asterisk")).toHaveText("*");
  await required.getByRole("radio", { name: "Never" }).click();
  await expect(builder.card("Email Address").getByTestId("required-asterisk")).toHaveCount(0);
  await expect(builder.card("Email Address").getByRole("img", { name: "Has a condition" })).toBeVisible();
  // Each choice is one undo step: Undo brings Always back (undo closes the settings, spec §4).
  await builder.undo.click();
  await expect(builder.card("Email Address").getByTestId("required-asterisk")).toHaveText("*");
  await builder.undo.click();
  await builder.select("Email Address");
  await expect(required.getByRole("radio", { name: "When…" })).toBeChecked();
  await expect(clause(builder, 1, "required").getByRole("combobox", { name: "Required when field" })).toHaveText("Plan");
  await builder.redo.click();
  await builder.redo.click();
  await expect(builder.card("Email Address").getByTestId("required-asterisk")).toHaveCount(0);
  const after = (await exportedFields(page)).find((f) => f.id === "email_address")!;
  expect(after.required).toBe(false);
  expect(after.conditional).toEqual({
    showWhen: {
      all: [
        { fieldId: "name", condition: "is_empty" },
        { fieldId: "age", condition: "greater_than", value: "17" },
      ],
    },
  });
});

/** Presses `key` until `target` has the focus (at most `max` presses): it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", max = 40) {
  for (let i = 0; i < max; i++) {
    await settle(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test("the clause editor and Required are reached and worked by the keyboard alone", async ({ page, builder }) => {
  await builder.add("Text Input", "Number", "Email");
  // Edit from the card: focus on the Label box of Field Settings.
  const edit = builder.card("Email Address").getByRole("button", { name: "Edit Email Address" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(builder.setting("Label")).toBeFocused();

  // Required: the checked radio is one Tab stop; the arrows choose.
  const required = builder.settings.getByRole("radiogroup", { name: "Required Field" });
  await tabTo(page, required.getByRole("radio", { name: "Never" }));
  await page.keyboard.press("ArrowRight");
  await expect(required.getByRole("radio", { name: "When…" })).toBeChecked();
  await expect(required.getByRole("radio", { name: "When…" })).toBeFocused();
  // When…'s clause: its field chosen by typing, Enter.
  const when = clause(builder, 1, "required");
  const whenField = when.getByRole("combobox", { name: "Required when field" });
  await tabTo(page, whenField);
  await page.keyboard.type("Text");
  await page.keyboard.press("Enter");
  await expect(whenField).toHaveText("Text Input");
  // Its operator: Is not empty, by arrows; then no value box.
  await page.keyboard.press("Tab");
  const whenOp = when.getByRole("combobox", { name: "Condition" });
  await expect(whenOp).toBeFocused();
  await page.keyboard.press("ArrowDown");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(whenOp).toHaveText("Is not empty");
  await expect(when.getByLabel("Value")).toHaveCount(0);

  // Conditional Logic: Add Condition (Enter) focuses the new clause's field.
  const add = builder.settings.getByRole("button", { name: "Add Condition", exact: true });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const first = clause(builder, 1).getByRole("combobox", { name: "Show when field" });
  await expect(first).toBeFocused();
  await page.keyboard.type("Num");
  await page.keyboard.press("Enter");
  await expect(first).toHaveText("Number");
  await page.keyboard.press("Tab");
  // Is less than: the last (Number is a number field).
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(clause(builder, 1).getByRole("combobox", { name: "Condition" })).toHaveText("Is less than");
  await page.keyboard.press("Tab");
  await expect(clause(builder, 1).getByLabel("Value")).toBeFocused();
  await page.keyboard.type("18");

  // A second clause, by keyboard too: Text Input is empty.
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const second = clause(builder, 2).getByRole("combobox", { name: "Show when field" });
  await expect(second).toBeFocused();
  await page.keyboard.type("Text");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(clause(builder, 2).getByRole("combobox", { name: "Condition" })).toHaveText("Is empty");

  // The All / Any choice, back up the Tab order; an arrow chooses Any.
  const group = builder.settings.getByRole("radiogroup", { name: "Show when" });
  await tabTo(page, group.getByRole("radio", { name: "All conditions" }), "Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(group.getByRole("radio", { name: "Any condition" })).toBeChecked();

  // Each clause's remove button is reached; removing clause 1 puts focus on the clause that took its place.
  await tabTo(page, clause(builder, 1).getByRole("button", { name: "Remove condition 1" }));
  await page.keyboard.press("Enter");
  await expect(clause(builder, 2)).toHaveCount(0);
  await expect(clause(builder, 1).getByRole("combobox", { name: "Show when field" })).toBeFocused();
  await expect(clause(builder, 1).getByRole("combobox", { name: "Show when field" })).toHaveText("Text Input");

  const fields = await exportedFields(page);
  expect(fields.find((f) => f.id === "email_address")!.conditional).toEqual({
    showWhen: { fieldId: "text_input", condition: "is_empty" },
    requiredWhen: { fieldId: "text_input", condition: "is_not_empty" },
  });
});

test("the clause editor fits a phone's width, in the light and the dark theme", async ({ page, builder }) => {
  await builder.add("Text Input", "Number", "Email");
  await builder.select("Email Address");
  const add = builder.settings.getByRole("button", { name: "Add Condition", exact: true });
  await add.click();
  await choose(page, clause(builder, 1), "Show when field", "Number");
  await choose(page, clause(builder, 1), "Condition", "Is greater than");
  await clause(builder, 1).getByLabel("Value").fill("3");
  await add.click();
  await choose(page, clause(builder, 2), "Show when field", "Text Input");
  await choose(page, clause(builder, 2), "Condition", "Does not contain");
  await builder.settings.getByRole("radiogroup", { name: "Required Field" }).getByRole("radio", { name: "When…" }).click();
  await choose(page, clause(builder, 1, "required"), "Required when field", "Text Input");
  await shoot(builder.settings, "editor-wide-dark.png");
  await shoot(builder.settings.locator('[data-which="showWhen"]'), "show-when-wide-dark.png");

  await page.getByRole("banner").getByRole("button", { name: /^Theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await shoot(builder.settings, "editor-wide-light.png");
  await shoot(builder.settings.locator('[data-which="showWhen"]'), "show-when-wide-light.png");

  // A phone: the settings are their own tab; nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("tablist", { name: "Builder" }).getByRole("tab", { name: "Settings" }).click();
  await expect(clause(builder, 2)).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  for (const control of [
    builder.settings.getByRole("radiogroup", { name: "Required Field" }),
    builder.settings.getByRole("radiogroup", { name: "Show when" }),
    clause(builder, 2).getByRole("button", { name: "Remove condition 2" }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await shoot(page, "editor-phone-light.png");
  await page.getByRole("banner").getByRole("button", { name: /^Theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await clause(builder, 1).scrollIntoViewIfNeeded();
  await shoot(page, "editor-phone-dark.png");
});

test("a finding about clause 2 shows there and its fix focuses clause 2's value; at 50 clauses Add Condition is off", async ({ page, builder }) => {
  const fiftyClauses = Array.from({ length: 50 }, () => ({ fieldId: "age", condition: "is_not_empty" }));
  await importForm(page, {
    title: "Clauses",
    fields: [
      { id: "plan", type: "select", label: "Plan", required: false, options: ["Basic", "Pro"] },
      { id: "age", type: "number", label: "Age", required: false },
      {
        id: "email",
        type: "email",
        label: "Email",
        required: false,
        conditional: {
          showWhen: {
            any: [
              { fieldId: "age", condition: "greater_than", value: "1" },
              { fieldId: "plan", condition: "equals", value: "pro" },
            ],
          },
          requiredWhen: { all: fiftyClauses },
        },
      },
    ],
  });
  await builder.select("Email");
  // The value's case slip is clause 2's: its finding and fix are there, not under clause 1.
  await expect(clause(builder, 1).locator('[data-slot="finding"]')).toHaveCount(0);
  const fix = clause(builder, 2).getByRole("button", { name: "Use “Pro”" });
  await expect(fix).toBeVisible();
  const value = clause(builder, 2).getByRole("combobox", { name: "Value" });
  await expect(value).toHaveAccessibleDescription(/Pro/);
  await fix.click();
  await expect(value).toHaveText("Pro");
  await settle(page);
  await expect(value).toBeFocused();
  await expect(clause(builder, 2).locator('[data-slot="finding"]')).toHaveCount(0);

  // Required When… holds the most clauses a file may: Add Condition there is off, and says why.
  await expect(builder.settings.getByRole("radio", { name: "When…" })).toBeChecked();
  await expect(clause(builder, 50, "required")).toBeAttached();
  const addRequired = builder.settings.getByRole("button", { name: "Add Condition to Required when" });
  await expect(addRequired).toBeDisabled();
  await expect(addRequired).toHaveAccessibleDescription("A condition holds at most 50 clauses.");
  // Removing one turns it on again.
  await clause(builder, 50, "required").getByRole("button", { name: "Remove condition 50" }).click();
  await expect(addRequired).toBeEnabled();
});
