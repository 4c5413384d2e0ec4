// Spec §2 Fields tab and §4 Dragging: each of the ten types can be added by
// pointer drag, keyboard drag, Enter and click, with its default label,
// placeholder and options.
import { test, expect, KINDS, DEFAULT_OPTIONS, placeholderOf, type KindRow, type Builder } from "../fixtures/builder";

async function expectDefaults(builder: Builder, k: KindRow) {
  const card = builder.card(k.label);
  await expect(card).toBeVisible();
  if (k.type === "select") {
    await expect(card.getByRole("combobox", { name: k.label })).toContainText(placeholderOf(k));
    await expect(card.getByRole("combobox", { name: k.label })).toBeDisabled();
  } else if (k.type === "checkbox" || k.type === "radio") {
    const group = card.getByRole(k.type === "radio" ? "radiogroup" : "group", { name: k.label });
    const role = k.type === "radio" ? "radio" : "checkbox";
    for (const o of DEFAULT_OPTIONS) await expect(group.getByRole(role, { name: o })).toBeDisabled();
    await expect(group.getByRole(role)).toHaveCount(3);
  } else {
    const box = card.getByLabel(k.label, { exact: true });
    await expect(box).toHaveAttribute("placeholder", placeholderOf(k));
    await expect(box).toBeDisabled();
  }
  // New fields are not required: no asterisk.
  await expect(card.getByTestId("required-asterisk")).toHaveCount(0);
}

test("the Fields tab lists the ten types and the Form Testing group", async ({ builder }) => {
  const items = builder.sidebar.getByRole("list", { name: "Field types" }).getByRole("button");
  await expect(items).toHaveText(KINDS.map((k) => k.palette));
  await expect(builder.sidebar.getByRole("heading", { name: "Add Fields" })).toBeVisible();
  await expect(builder.sidebar.getByRole("heading", { name: "Form Testing" })).toBeVisible();
  await expect(builder.sidebar.getByRole("button", { name: "Fill with Fake Data" })).toBeVisible();
  await expect(builder.sidebar.getByRole("button", { name: "Clear All Fields" })).toBeVisible();
});

for (const k of KINDS) {
  test(`pointer drag adds ${k.palette} as '${k.label}'`, async ({ builder, page }) => {
    await builder.pointer.drag(builder.palette(k.palette), builder.canvas);
    await expect(builder.cards).toHaveCount(1);
    await expectDefaults(builder, k);
    if (k.type === "select") {
      // The options are the defaults: open the Settings' option list.
      await builder.select(k.label);
      for (const [i, o] of DEFAULT_OPTIONS.entries()) await expect(builder.setting(`Option ${i + 1}`)).toHaveValue(o);
    }
    await expect(page.getByTestId("drop-overlay")).toHaveCount(0);
  });

  test(`keyboard drag adds ${k.palette} as '${k.label}'`, async ({ builder }) => {
    await builder.keyboard.pickup(builder.palette(k.palette));
    await builder.keyboard.moveUntil("ArrowRight", "is over the form canvas");
    await builder.keyboard.drop();
    await expect(builder.cards).toHaveCount(1);
    await expectDefaults(builder, k);
  });
}

test("Enter on a palette item appends that type at the end", async ({ builder }) => {
  await builder.add("Email", "Number", "Radio Group");
  expect(await builder.labels()).toEqual(["Email Address", "Number", "Radio Options"]);
});

test("clicking a palette item appends that type", async ({ builder }) => {
  await builder.palette("Text Area").click();
  await builder.palette("Dropdown").click();
  expect(await builder.labels()).toEqual(["Message", "Select Option"]);
  await expectDefaults(builder, KINDS[6]);
});

test("a palette type dropped on an existing card is appended", async ({ builder }) => {
  await builder.add("Text Input", "Email");
  await builder.pointer.drag(builder.palette("Date"), builder.card("Text Input"));
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Date"]);
});

test("while a type is dragged the canvas is highlighted with 'Drag to add field'", async ({ builder, page }) => {
  await expect(builder.canvas.getByText("Start Building Your Form")).toBeVisible();
  const item = builder.palette("Email");
  const box = (await item.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 40, { steps: 8 });
  await expect(builder.canvas).toHaveAttribute("data-dragging", "true");
  await expect(builder.canvas.getByText("Drag to add field")).toBeVisible();
  // The empty state gives way while dragging.
  await expect(builder.canvas.getByText("Start Building Your Form")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.up();
  await expect(builder.canvas.getByText("Drag to add field")).toHaveCount(0);
  await expect(builder.canvas.getByText("Start Building Your Form")).toBeVisible();
  await expect(builder.cards).toHaveCount(0);
});

test("a type dropped outside the canvas adds nothing", async ({ builder, page }) => {
  await builder.pointer.drag(builder.palette("Email"), page.getByRole("banner"));
  await builder.pointer.drag(builder.palette("Phone"), builder.sidebar.getByRole("heading", { name: "Form Testing" }));
  await expect(builder.cards).toHaveCount(0);
  await expect(builder.canvas.getByText("Start Building Your Form")).toBeVisible();
  await expect(builder.undo).toBeDisabled();
});

test("a keyboard drag of a type can be cancelled with Escape", async ({ builder }) => {
  await builder.keyboard.pickup(builder.palette("Password"));
  await builder.keyboard.moveUntil("ArrowRight", "is over the form canvas");
  await builder.keyboard.cancel();
  await expect(builder.cards).toHaveCount(0);
});
