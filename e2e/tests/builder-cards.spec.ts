// Spec §2 Canvas and §4 Selection: the empty state, the card toolbar
// (revealed on hover or focus, named after the field), duplicate, delete,
// select and deselect, the title and description.
import { test, expect } from "../fixtures/builder";

test("the empty canvas shows the start message and the ready badge", async ({ builder }) => {
  await expect(builder.canvas.getByRole("heading", { name: "Start Building Your Form" })).toBeVisible();
  await expect(builder.canvas.getByText("Drag and drop fields from the sidebar to begin")).toBeVisible();
  await expect(builder.canvas.getByText("Ready to build")).toBeVisible();
});

test("with fields the canvas shows the title, the description and the cards", async ({ builder, page }) => {
  await builder.add("Text Input");
  await expect(builder.canvas.getByRole("heading", { name: "Untitled Form" })).toBeVisible();
  await builder.sidebar.getByRole("tab", { name: "Settings" }).click();
  await builder.sidebar.getByLabel("Form Title").fill("Job Survey");
  await builder.sidebar.getByLabel("Description").fill("Tell us about your work.");
  await expect(builder.canvas.getByRole("heading", { name: "Job Survey" })).toBeVisible();
  await expect(builder.canvas.getByText("Tell us about your work.")).toBeVisible();
  await expect(page.getByText("Start Building Your Form")).toHaveCount(0);
});

test("hovering or focusing a card reveals its handle and buttons, named after the field", async ({ builder, page }) => {
  await builder.add("Email");
  const card = builder.card("Email Address");
  const names = ["Drag Email Address", "Edit Email Address", "Duplicate Email Address", "Delete Email Address"];
  // All four are in the accessibility tree at all times (keyboard users reach them)…
  for (const name of names) await expect(card.getByRole("button", { name, exact: true })).toHaveCount(1);
  const handle = builder.handle("Email Address");
  const actions = card.getByTestId("card-actions");
  // …but shown only on hover or focus.
  await expect(handle).toHaveCSS("opacity", "0");
  await expect(actions).toHaveCSS("opacity", "0");
  await card.hover();
  await expect(handle).toHaveCSS("opacity", "1");
  await expect(actions).toHaveCSS("opacity", "1");
  await page.mouse.move(1, 1);
  await expect(actions).toHaveCSS("opacity", "0");
  await card.getByRole("button", { name: "Duplicate Email Address" }).focus();
  await expect(actions).toHaveCSS("opacity", "1");
  await expect(handle).toHaveCSS("opacity", "1");
});

test("duplicate places the copy directly after the original with ' (Copy)'", async ({ builder }) => {
  await builder.add("Text Input", "Email", "Phone");
  await builder.card("Email Address").hover();
  await builder.card("Email Address").getByRole("button", { name: "Duplicate Email Address" }).click();
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Email Address (Copy)", "Phone Number"]);
  // The copy keeps the original's settings.
  await expect(builder.card("Email Address (Copy)").getByRole("textbox", { name: "Email Address (Copy)", exact: true })).toHaveAttribute(
    "placeholder",
    "Enter email address",
  );
});

test("delete removes the field; deleting the selected field closes its settings", async ({ builder }) => {
  await builder.add("Text Input", "Email", "Phone");
  await builder.card("Phone Number").getByRole("button", { name: "Delete Phone Number" }).click();
  expect(await builder.labels()).toEqual(["Text Input", "Email Address"]);
  await builder.select("Email Address");
  await builder.card("Email Address").getByRole("button", { name: "Delete Email Address" }).click();
  expect(await builder.labels()).toEqual(["Text Input"]);
  await expect(builder.settings).toHaveCount(0);
});

test("clicking a card selects it with a ring; the close button deselects", async ({ builder, page }) => {
  await builder.add("Text Input", "Email");
  const card = builder.card("Email Address");
  await card.click({ position: { x: 60, y: 50 } });
  await expect(card).toHaveAttribute("aria-current", "true");
  await expect(card).toHaveClass(/ring-2/);
  await expect(builder.settings.getByRole("heading", { name: "Field Settings" })).toBeVisible();
  await expect(builder.settings.getByTestId("field-type-badge")).toHaveText("email");
  await expect(builder.setting("Label")).toHaveValue("Email Address");
  // Another card moves the selection.
  await builder.card("Text Input").click();
  await expect(card).not.toHaveAttribute("aria-current", "true");
  await expect(builder.setting("Label")).toHaveValue("Text Input");
  await builder.settings.getByRole("button", { name: "Close field settings" }).click();
  await expect(builder.settings).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Live preview" })).toBeVisible();
  await expect(builder.card("Text Input")).not.toHaveAttribute("aria-current", "true");
});

test("the edit button selects the field from the keyboard and focus follows", async ({ builder, page }) => {
  await builder.add("Number");
  await builder.card("Number").getByRole("button", { name: "Edit Number" }).focus();
  await page.keyboard.press("Enter");
  await expect(builder.setting("Label")).toHaveValue("Number");
  await expect(builder.settings.getByTestId("field-type-badge")).toHaveText("number");
  // Focus lands in the Label box, ready to type…
  await expect(builder.setting("Label")).toBeFocused();
  await page.keyboard.type(" of guests");
  await expect(builder.card("Number of guests")).toBeVisible();
  // …and returns to the card when the settings close.
  await builder.settings.getByRole("button", { name: "Close field settings" }).press("Enter");
  await expect(builder.settings).toHaveCount(0);
  await expect(builder.card("Number of guests").getByRole("button", { name: "Edit Number of guests" })).toBeFocused();
});

test("after a delete, focus moves to the next card, then the previous, then the palette", async ({ builder, page }) => {
  await builder.add("Text Input", "Email", "Phone");
  await builder.card("Email Address").getByRole("button", { name: "Delete Email Address" }).focus();
  await page.keyboard.press("Enter");
  await expect(builder.card("Phone Number").getByRole("button", { name: "Delete Phone Number" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(builder.card("Text Input").getByRole("button", { name: "Delete Text Input" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(builder.cards).toHaveCount(0);
  await expect(builder.palette("Text Input")).toBeFocused();
});

test("a field of an unknown type renders as a plain input with only the pattern rule", async ({ builder, page }) => {
  const form = { title: "Odd", fields: [{ id: "sig", type: "signature", label: "Signature", placeholder: "Sign here", required: true }] };
  await page.getByTestId("import-input").setInputFiles({
    name: "odd.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(form)),
  });
  const box = builder.card("Signature").getByRole("textbox", { name: "Signature", exact: true });
  await expect(box).toHaveAttribute("type", "text");
  await expect(box).toHaveAttribute("placeholder", "Sign here");
  await expect(builder.card("Signature").getByTestId("required-asterisk")).toBeVisible();
  await builder.select("Signature");
  await expect(builder.settings.getByTestId("field-type-badge")).toHaveText("signature");
  await expect(builder.settings.getByRole("heading", { name: "Options" })).toHaveCount(0);
  await expect(builder.setting("Min Length")).toHaveCount(0);
  await expect(builder.setting("Min Value")).toHaveCount(0);
  await expect(builder.setting("Pattern (Regex)")).toBeVisible();
});

test("the canvas, the sidebar and the right panel are landmarks", async ({ builder, page }) => {
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(builder.canvas).toHaveCount(1);
  await expect(builder.sidebar).toHaveCount(1);
  await expect(page.getByRole("complementary", { name: "Live preview" })).toHaveCount(1);
  await builder.add("Text Input");
  await builder.select("Text Input");
  await expect(builder.settings).toHaveCount(1);
});
