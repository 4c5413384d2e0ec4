// Spec §2 Right panel Field Settings, §4 Conditional logic and §5 builder
// settings: every control changes the field, as the card shows.
import { test, expect } from "../fixtures/builder";

test("Basic Properties: label, placeholder, default value and required change the card", async ({ builder }) => {
  await builder.add("Text Input");
  await builder.select("Text Input");
  await builder.setting("Label").fill("Full Name");
  const card = builder.card("Full Name");
  await expect(card).toBeVisible();
  await expect(card.getByText("Full Name", { exact: true })).toBeVisible();
  await builder.setting("Placeholder").fill("Jane Doe");
  await expect(card.getByRole("textbox", { name: "Full Name", exact: true })).toHaveAttribute("placeholder", "Jane Doe");
  await builder.setting("Default Value").fill("Ada");
  await expect(card.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("Ada");
  await expect(card.getByTestId("required-asterisk")).toHaveCount(0);
  // Required is Always / Never / When… (issue 26), a radio group: Never to begin with.
  const required = builder.settings.getByRole("radiogroup", { name: "Required Field" });
  await expect(required.getByRole("radio", { name: "Never" })).toBeChecked();
  await required.getByRole("radio", { name: "Always" }).click();
  await expect(required.getByRole("radio", { name: "Always" })).toBeChecked();
  await expect(card.getByTestId("required-asterisk")).toHaveText("*");
  await expect(card.getByTestId("required-asterisk")).toHaveCSS("color", /^(oklch|rgb|lab)/);
  // The arrow keys move to the next choice and choose it.
  await required.getByRole("radio", { name: "Always" }).press("ArrowRight");
  await expect(required.getByRole("radio", { name: "Never" })).toBeChecked();
  await expect(required.getByRole("radio", { name: "Never" })).toBeFocused();
  await expect(card.getByTestId("required-asterisk")).toHaveCount(0);
});

test("Options: rename, add and remove options of a dropdown", async ({ builder }) => {
  await builder.add("Dropdown");
  await builder.select("Select Option");
  await expect(builder.settings.getByRole("heading", { name: "Options" })).toBeVisible();
  await builder.setting("Option 2").fill("Blue");
  await builder.settings.getByRole("button", { name: "Add Option" }).click();
  await expect(builder.setting("Option 4")).toHaveValue("Option 4");
  await builder.settings.getByRole("button", { name: /^Remove option 1/ }).click();
  await expect(builder.settings.getByRole("list", { name: "Options" }).getByRole("textbox")).toHaveCount(3);
  await expect(builder.setting("Option 1")).toHaveValue("Blue");
  // The core kept them: selecting the field again shows the same list.
  await builder.settings.getByRole("button", { name: "Close field settings" }).click();
  await builder.select("Select Option");
  const boxes = builder.settings.getByRole("list", { name: "Options" }).getByRole("textbox");
  await expect(boxes).toHaveCount(3);
  for (const [i, v] of ["Blue", "Option 3", "Option 4"].entries()) await expect(boxes.nth(i)).toHaveValue(v);
});

test("Options: the checkbox and radio groups on the card follow the option list", async ({ builder }) => {
  await builder.add("Checkbox", "Radio Group");
  await builder.select("Checkbox Options");
  await builder.setting("Option 1").fill("Email me");
  await builder.settings.getByRole("button", { name: /^Remove option 3/ }).click();
  const group = builder.card("Checkbox Options").getByRole("group", { name: "Checkbox Options" });
  await expect(group.getByRole("checkbox")).toHaveCount(2);
  await expect(group.getByRole("checkbox", { name: "Email me" })).toBeVisible();
  await builder.select("Radio Options");
  await builder.settings.getByRole("button", { name: "Add Option" }).click();
  const radios = builder.card("Radio Options").getByRole("radiogroup", { name: "Radio Options" }).getByRole("radio");
  await expect(radios).toHaveCount(4);
  await expect(radios.nth(3)).toHaveAccessibleName("Option 4");
});

test("Options appear only for dropdown, checkbox and radio", async ({ builder }) => {
  await builder.add("Text Input", "Number", "Dropdown");
  for (const [label, has] of [["Text Input", false], ["Number", false], ["Select Option", true]] as const) {
    await builder.select(label);
    await expect(builder.settings.getByRole("heading", { name: "Options" })).toHaveCount(has ? 1 : 0);
  }
});

test("the select shows its placeholder, or 'Select an option' when it has none", async ({ builder }) => {
  await builder.add("Dropdown");
  const trigger = builder.card("Select Option").getByRole("combobox");
  await expect(trigger).toHaveText("Enter select option");
  await builder.select("Select Option");
  await builder.setting("Placeholder").fill("");
  await expect(trigger).toHaveText("Select an option");
});

test("Validation: length bounds for text, parsed as integers; empty clears", async ({ builder }) => {
  await builder.add("Text Input");
  await builder.select("Text Input");
  await expect(builder.setting("Min Value")).toHaveCount(0);
  await builder.setting("Min Length").fill("3");
  await builder.setting("Max Length").fill("20");
  await builder.setting("Pattern (Regex)").fill("^[a-z]+$");
  // Reselecting shows what the core stored.
  await builder.settings.getByRole("button", { name: "Close field settings" }).click();
  await builder.select("Text Input");
  await expect(builder.setting("Min Length")).toHaveValue("3");
  await expect(builder.setting("Max Length")).toHaveValue("20");
  await expect(builder.setting("Pattern (Regex)")).toHaveValue("^[a-z]+$");
  await builder.setting("Max Length").fill("");
  await builder.settings.getByRole("button", { name: "Close field settings" }).click();
  await builder.select("Text Input");
  await expect(builder.setting("Max Length")).toHaveValue("");
  await expect(builder.setting("Min Length")).toHaveValue("3");
});

test("Validation: a length the core cannot read is flagged, not stored", async ({ builder }) => {
  await builder.add("Text Area");
  await builder.select("Message");
  await builder.setting("Min Length").fill("ten");
  await expect(builder.setting("Min Length")).toHaveAttribute("aria-invalid", "true");
  await expect(builder.settings.getByRole("alert")).toBeVisible();
  await builder.setting("Min Length").fill("10");
  await expect(builder.setting("Min Length")).not.toHaveAttribute("aria-invalid", "true");
  await expect(builder.settings.getByRole("alert")).toHaveCount(0);
});

test("Validation: value bounds for number; pattern for every type", async ({ builder }) => {
  await builder.add("Number", "Email");
  await builder.select("Number");
  await expect(builder.setting("Min Length")).toHaveCount(0);
  await builder.setting("Min Value").fill("1");
  await builder.setting("Max Value").fill("100");
  await builder.select("Email Address");
  await expect(builder.setting("Min Value")).toHaveCount(0);
  await expect(builder.setting("Min Length")).toHaveCount(0);
  await expect(builder.setting("Pattern (Regex)")).toBeVisible();
  await builder.select("Number");
  await expect(builder.setting("Min Value")).toHaveValue("1");
  await expect(builder.setting("Max Value")).toHaveValue("100");
});

test("Conditional Logic: add, choose field, condition and value, then remove", async ({ builder, page }) => {
  await builder.add("Text Input", "Email", "Checkbox");
  await builder.select("Email Address");
  await builder.settings.getByRole("button", { name: "Add Condition" }).click();
  const fieldChoice = builder.settings.getByRole("combobox", { name: "Show when field" });
  const condition = builder.settings.getByRole("combobox", { name: "Condition" });
  await expect(fieldChoice).toHaveText("No field chosen");
  await expect(condition).toHaveText("Equals");
  await expect(builder.setting("Value")).toHaveValue("");

  // The choices are every other field.
  await fieldChoice.click();
  await expect(page.getByRole("option")).toHaveText(["No field chosen", "Text Input", "Checkbox Options"]);
  await page.getByRole("option", { name: "Checkbox Options" }).click();
  await expect(fieldChoice).toHaveText("Checkbox Options");
  await condition.click();
  // Every operator but the number comparisons (Checkbox Options takes no number).
  await expect(page.getByRole("option")).toHaveText(["Equals", "Not equals", "Contains", "Does not contain", "Is empty", "Is not empty"]);
  await page.getByRole("option", { name: "Contains" }).click();
  await expect(condition).toHaveText("Contains");
  await builder.setting("Value").fill("Option 2");

  // Kept when the field is selected again.
  await builder.select("Text Input");
  await builder.select("Email Address");
  await expect(fieldChoice).toHaveText("Checkbox Options");
  await expect(condition).toHaveText("Contains");
  await expect(builder.setting("Value")).toHaveValue("Option 2");

  // Back to no field, then remove.
  await fieldChoice.click();
  await page.getByRole("option", { name: "No field chosen" }).click();
  await expect(fieldChoice).toHaveText("No field chosen");
  await builder.settings.getByRole("button", { name: "Remove Condition" }).click();
  await expect(builder.settings.getByRole("button", { name: "Add Condition" })).toBeVisible();
  await expect(fieldChoice).toHaveCount(0);
});

test("Conditional Logic: the field list works by keyboard and mouse, and leaving it keeps the choice", async ({ builder, page }) => {
  await builder.add("Text Input", "Email", "Checkbox", "Number");
  await builder.select("Email Address");
  await builder.settings.getByRole("button", { name: "Add Condition" }).click();
  const fieldChoice = builder.settings.getByRole("combobox", { name: "Show when field" });
  const list = page.getByRole("listbox", { name: "Show when field" });
  // The combobox keeps the focus; the highlighted option is its active descendant.
  const active = async () => {
    const id = await fieldChoice.getAttribute("aria-activedescendant");
    return id ? page.locator(`[id="${id}"]`).textContent() : null;
  };
  await fieldChoice.focus();
  await expect(fieldChoice).toHaveAttribute("aria-expanded", "false");
  await expect(list).toHaveCount(0);

  // Arrow Down opens on the chosen option; arrows, End and Home move; Escape closes, choosing nothing.
  await page.keyboard.press("ArrowDown");
  await expect(fieldChoice).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("option")).toHaveText(["No field chosen", "Text Input", "Checkbox Options", "Number"]);
  await expect(list.getByRole("option", { name: "No field chosen" })).toHaveAttribute("aria-selected", "true");
  expect(await active()).toBe("No field chosen");
  await page.keyboard.press("ArrowDown");
  expect(await active()).toBe("Text Input");
  await page.keyboard.press("End");
  expect(await active()).toBe("Number");
  await page.keyboard.press("ArrowDown");
  expect(await active()).toBe("Number");
  await page.keyboard.press("Home");
  expect(await active()).toBe("No field chosen");
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(fieldChoice).toHaveText("No field chosen");
  await expect(fieldChoice).toBeFocused();

  // Typing a label's start opens on it; Enter chooses it.
  await page.keyboard.type("ch");
  await expect(list).toBeVisible();
  expect(await active()).toBe("Checkbox Options");
  await page.keyboard.press("Enter");
  await expect(list).toHaveCount(0);
  await expect(fieldChoice).toHaveText("Checkbox Options");
  await expect(fieldChoice).toBeFocused();

  // Tab away from an open list, or a click elsewhere, closes it and keeps the choice.
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  expect(await active()).toBe("Number");
  await page.keyboard.press("Tab");
  await expect(list).toHaveCount(0);
  await expect(fieldChoice).toHaveText("Checkbox Options");
  await fieldChoice.click();
  await list.getByRole("option", { name: "Text Input" }).hover();
  expect(await active()).toBe("Text Input");
  await builder.settings.getByRole("heading", { name: "Field Settings" }).click();
  await expect(list).toHaveCount(0);
  await expect(fieldChoice).toHaveText("Checkbox Options");

  // A click on an option chooses it.
  await fieldChoice.click();
  await list.getByRole("option", { name: "Number" }).click();
  await expect(list).toHaveCount(0);
  await expect(fieldChoice).toHaveText("Number");
});
