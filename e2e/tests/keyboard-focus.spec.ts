// Issue 29, "Focus never drops": the main flows walked with the keyboard only.
// After each action focus is somewhere the user can go on from (never the
// page's body), and where it matters on the control the action is about:
// dialogs and menus give it back to what opened them, a new option or
// condition takes it, an added field is selected, undo and redo leave it on a
// card or the canvas, Escape after a preview's Submit closes the dialog before
// the toast, and a card moves one slot per arrow press.
import type { Locator, Page } from "@playwright/test";
import { test, expect, settle } from "../fixtures/builder";
import { toasts } from "./support/features";

/** What has focus, described for a failure message. */
async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.tagName.toLowerCase()}[${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}]`;
  });
}

/** Focus is not on the page's body (two frames after the action: focus moves are scheduled on a frame). */
async function expectFocusKept(page: Page) {
  await settle(page);
  await expect.poll(() => focusedElement(page)).not.toBe("body");
}

/** Focus is on `target`. */
async function expectFocusOn(page: Page, target: Locator) {
  await settle(page);
  await expect(target).toBeFocused();
}

test("adding from the palette selects the new field and keeps focus on the palette; Add Option and Add Condition focus what they made", async ({
  builder,
  page,
}) => {
  const textInput = builder.palette("Text Input");
  await textInput.focus();
  await page.keyboard.press("Enter");
  await expect(builder.settings).toBeVisible();
  await expect(builder.setting("Label")).toHaveValue("Text Input");
  await expect(builder.card("Text Input")).toHaveAttribute("aria-current", "true");
  await expectFocusOn(page, textInput);

  // Enter again adds another, which becomes the selected one.
  const dropdown = builder.palette("Dropdown");
  await dropdown.focus();
  await page.keyboard.press("Enter");
  await expect(builder.setting("Label")).toHaveValue("Select Option");
  await expect(builder.card("Select Option")).toHaveAttribute("aria-current", "true");
  await expect(builder.card("Text Input")).not.toHaveAttribute("aria-current", "true");
  await expectFocusOn(page, dropdown);

  // Edit opens the settings on the Label box; a new label is typed there.
  await builder.card("Select Option").getByRole("button", { name: "Edit Select Option" }).focus();
  await page.keyboard.press("Enter");
  await expectFocusOn(page, builder.setting("Label"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Colour");
  await expect(builder.card("Colour")).toBeVisible();
  await expectFocusOn(page, builder.setting("Label"));

  // Add Option: the new option's box has focus, ready to be named.
  await builder.settings.getByRole("button", { name: "Add Option" }).focus();
  await page.keyboard.press("Enter");
  const fourth = builder.settings.getByRole("textbox", { name: "Option 4", exact: true });
  await expectFocusOn(page, fourth);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Teal");
  await expect(fourth).toHaveValue("Teal");

  // Removing the last option gives focus to the row above.
  await builder.settings.getByRole("button", { name: "Remove option 4 (Teal)" }).focus();
  await page.keyboard.press("Enter");
  await expect(builder.settings.getByRole("textbox", { name: "Option 4", exact: true })).toHaveCount(0);
  await expectFocusOn(page, builder.settings.getByRole("button", { name: "Remove option 3 (Option 3)" }));

  // Add Condition: its first control (which field it watches) has focus; its list opens and closes by keyboard.
  await builder.settings.getByRole("button", { name: "Add Condition" }).focus();
  await page.keyboard.press("Enter");
  const watched = builder.settings.locator('[data-setting="condition"]');
  await expectFocusOn(page, watched);
  await page.keyboard.press("ArrowDown");
  await expect(watched).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(watched).toHaveAttribute("aria-expanded", "false");
  await expectFocusOn(page, watched);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(watched).toHaveText(/Text Input/);
  await expectFocusOn(page, watched);

  // Remove Condition: focus goes back to Add Condition.
  await builder.settings.getByRole("button", { name: "Remove Condition" }).focus();
  await page.keyboard.press("Enter");
  await expectFocusOn(page, builder.settings.getByRole("button", { name: "Add Condition" }));
});

test("undo and redo by keyboard leave focus on the card that was selected, or the canvas, never the page", async ({ builder, page }) => {
  await builder.add("Text Input", "Email");
  await builder.card("Email Address").getByRole("button", { name: "Edit Email Address" }).focus();
  await page.keyboard.press("Enter");
  // The keys wait for the settings' answer (their code may still be on its
  // way under load), as the first test's do.
  await expectFocusOn(page, builder.setting("Label"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Work email");
  await expect(builder.card("Work email")).toBeVisible();
  // Past the 500 ms burst window, then off the text box (Ctrl+Z there is the box's own undo).
  await page.waitForTimeout(700);
  const required = builder.settings.getByRole("radio", { name: "Never" });
  await required.focus();

  // Undo clears the selection (spec §4): the settings, which had focus, close.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(builder.settings).toHaveCount(0);
  await expect(builder.card("Email Address")).toBeVisible();
  await expectFocusOn(page, builder.card("Email Address").getByRole("button", { name: "Edit Email Address" }));

  // Redo by Ctrl+Y and by Ctrl+Shift+Z: the card stays, focus with it.
  await page.keyboard.press("ControlOrMeta+y");
  await expect(builder.card("Work email")).toBeVisible();
  await expectFocusKept(page);
  await page.keyboard.press("ControlOrMeta+z");
  await expect(builder.card("Email Address")).toBeVisible();
  await expectFocusKept(page);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(builder.card("Work email")).toBeVisible();
  await expectFocusKept(page);

  // Undo until the form is empty: the focused card goes, focus goes to the canvas.
  while (await builder.undo.isEnabled()) {
    await page.keyboard.press("ControlOrMeta+z");
    await expectFocusKept(page);
  }
  await expect(builder.cards).toHaveCount(0);
  await expectFocusOn(page, builder.canvas);

  // The Redo button, pressed until it is disabled: focus does not drop with it.
  await builder.redo.focus();
  while (await builder.redo.isEnabled()) {
    await page.keyboard.press("Enter");
    await expectFocusKept(page);
  }
  await expect(builder.cards).toHaveCount(2);
});

test("the Preview dialog gives focus back to its opener; after a Submit the first Escape closes the dialog, not the toast", async ({
  builder,
  page,
}) => {
  await builder.add("Text Input", "Email");
  const preview = page.getByRole("banner").getByRole("button", { name: "Preview" });
  const dialog = page.getByRole("dialog", { name: "Form Preview" });

  await preview.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expectFocusKept(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, preview);

  // Its close control, by keyboard.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, preview);

  // Submit, then Escape: the dialog closes, the toast stays; a second Escape is the toast's.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Form" }).focus();
  await page.keyboard.press("Enter");
  const toast = toasts(page).filter({ hasText: "Form submitted (Preview Mode)" });
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(toast).toBeVisible();
  await expectFocusOn(page, preview);
  await page.keyboard.press("Escape");
  await expect(toast).toBeHidden();
  await expectFocusOn(page, preview);
});

test("in the Preview dialog, Escape over an open select closes only its list, also with a toast shown", async ({ builder, page }) => {
  await builder.add("Dropdown");
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await dialog.getByRole("button", { name: "Submit Form" }).click();
  await expect(toasts(page).filter({ hasText: "Form submitted (Preview Mode)" })).toBeVisible();
  const select = dialog.getByRole("combobox", { name: "Select Option" });
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(select).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, select);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("menus and the other dialogs give focus back to the control that opened them", async ({ builder, page }) => {
  await builder.add("Text Input");

  // The Export menu: Escape, and after choosing an item.
  const exportButton = page.getByRole("banner").getByRole("button", { name: "Export" });
  await exportButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Export as JSON", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expectFocusOn(page, exportButton);
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await download;
  await expectFocusOn(page, exportButton);

  // The theme menu.
  const theme = page.getByRole("banner").getByRole("button", { name: /^Theme:/ });
  await theme.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expectFocusOn(page, theme);

  // A template's preview dialog.
  await builder.sidebar.getByRole("tab", { name: "Templates" }).focus();
  await page.keyboard.press("Enter");
  const previewTemplate = builder.sidebar.getByRole("button", { name: "Preview Contact Form" });
  await previewTemplate.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Contact Form" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectFocusOn(page, previewTemplate);

  // The panel's device buttons open the Preview dialog at that width; closing returns to the button.
  await builder.sidebar.getByRole("tab", { name: "Fields" }).click();
  await builder.settings.getByRole("button", { name: "Close field settings" }).click();
  await page.getByRole("button", { name: "Enter Preview Mode" }).click();
  const tablet = page.getByTestId("live-preview").getByRole("button", { name: "Tablet" });
  await tablet.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await expect(dialog.getByRole("button", { name: "Tablet" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, tablet);
});

test("the import report dialog, opened from its toast, gives focus to the canvas: the toast's button went with the toast", async ({
  builder,
  page,
}) => {
  const odd = { title: "Odd", fields: [{ id: "a", type: "number", label: 42 }, 7] };
  await page.getByTestId("import-input").setInputFiles({ name: "odd.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(odd)) });
  const show = toasts(page).getByRole("button", { name: "Show changes" });
  await show.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Imported with/ });
  await expect(dialog).toBeVisible();
  await expect(show).toHaveCount(0);
  await dialog.getByRole("button", { name: "Done" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, builder.canvas);
});

test("keyboard reordering moves a card one slot per arrow press, announced, and focus stays on its handle", async ({ builder, page }) => {
  await builder.add("Text Input", "Email", "Phone", "Number");
  const handle = builder.handle("Text Input");
  await builder.keyboard.pickup(handle);
  await builder.keyboard.move("ArrowDown");
  await expect(builder.liveRegion).toContainText("Text Input moved to position 2 of 4.");
  await builder.keyboard.move("ArrowDown");
  await expect(builder.liveRegion).toContainText("Text Input moved to position 3 of 4.");
  await builder.keyboard.move("ArrowUp");
  await expect(builder.liveRegion).toContainText("Text Input moved to position 2 of 4.");
  await builder.keyboard.move("ArrowDown");
  await expect(builder.liveRegion).toContainText("Text Input moved to position 3 of 4.");
  await builder.keyboard.drop();
  await expect(builder.liveRegion).toContainText("Text Input was dropped at position 3 of 4.");
  expect(await builder.labels()).toEqual(["Email Address", "Phone Number", "Text Input", "Number"]);
  await expectFocusOn(page, builder.handle("Text Input"));

  // Up again, one press per slot, to the top.
  await builder.keyboard.pickup(builder.handle("Text Input"));
  await builder.keyboard.move("ArrowUp");
  await expect(builder.liveRegion).toContainText("Text Input moved to position 2 of 4.");
  await builder.keyboard.move("ArrowUp");
  await expect(builder.liveRegion).toContainText("Text Input moved to position 1 of 4.");
  await builder.keyboard.drop();
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
  await expectFocusOn(page, builder.handle("Text Input"));
});

test("a palette type moves onto the canvas with one right-arrow press, and the dropped field is selected", async ({ builder, page }) => {
  await builder.add("Text Input");
  await builder.settings.getByRole("button", { name: "Close field settings" }).click();
  const email = builder.palette("Email");
  await builder.keyboard.pickup(email);
  await builder.keyboard.move("ArrowRight");
  await expect(builder.liveRegion).toContainText("Email field type is over the form canvas.");
  await builder.keyboard.drop();
  await expect(builder.liveRegion).toContainText("Email field type dropped on the form canvas.");
  await expect(builder.card("Email Address")).toHaveAttribute("aria-current", "true");
  await expect(builder.setting("Label")).toHaveValue("Email Address");
  await expectFocusOn(page, email);
});

test("a field dropped by pointer on the canvas is selected", async ({ builder }) => {
  await builder.pointer.drag(builder.palette("Date"), builder.canvas);
  await expect(builder.card("Date")).toHaveAttribute("aria-current", "true");
  await expect(builder.setting("Label")).toHaveValue("Date");
});
