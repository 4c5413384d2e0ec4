// Spec §4 Dragging: a field dropped on another moves to that field's position,
// both ways, by pointer and by keyboard; a drop outside any target does nothing.
import { test, expect } from "../fixtures/builder";

test.beforeEach(async ({ builder }) => {
  await builder.add("Text Input", "Email", "Phone", "Number");
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
});

test("pointer: a card dropped on a later card moves down to its position", async ({ builder }) => {
  await builder.pointer.drag(builder.handle("Text Input"), builder.card("Phone Number"));
  expect(await builder.labels()).toEqual(["Email Address", "Phone Number", "Text Input", "Number"]);
});

test("pointer: a card dropped on an earlier card moves up to its position", async ({ builder }) => {
  await builder.pointer.drag(builder.handle("Number"), builder.card("Email Address"));
  expect(await builder.labels()).toEqual(["Text Input", "Number", "Email Address", "Phone Number"]);
});

test("pointer: a card dropped outside the canvas stays where it was", async ({ builder, page }) => {
  await builder.pointer.drag(builder.handle("Email Address"), builder.sidebar.getByRole("heading", { name: "Add Fields" }));
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
  await builder.pointer.drag(builder.handle("Email Address"), page.getByRole("banner"));
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
});

test("pointer: a card dropped on itself stays where it was", async ({ builder }) => {
  await builder.pointer.drag(builder.handle("Phone Number"), builder.card("Phone Number"));
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
});

test("keyboard: a card moves down and is announced by position", async ({ builder }) => {
  await builder.keyboard.pickup(builder.handle("Text Input"));
  await expect(builder.liveRegion).toContainText("Picked up Text Input, at position 1 of 4.");
  await builder.keyboard.moveUntil("ArrowDown", "Text Input moved to position 3 of 4.");
  await builder.keyboard.drop();
  await expect(builder.liveRegion).toContainText("Text Input was dropped at position 3 of 4.");
  expect(await builder.labels()).toEqual(["Email Address", "Phone Number", "Text Input", "Number"]);
  // Focus returns to the moved card's handle.
  await expect(builder.handle("Text Input")).toBeFocused();
});

test("keyboard: a card moves up", async ({ builder }) => {
  await builder.keyboard.pickup(builder.handle("Number"));
  await builder.keyboard.moveUntil("ArrowUp", "Number moved to position 1 of 4.");
  await builder.keyboard.drop();
  expect(await builder.labels()).toEqual(["Number", "Text Input", "Email Address", "Phone Number"]);
});

test("keyboard: Escape cancels the move", async ({ builder }) => {
  await builder.keyboard.pickup(builder.handle("Email Address"));
  await builder.keyboard.moveUntil("ArrowDown", "Email Address moved to position 4 of 4.");
  await builder.keyboard.cancel();
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
});

test("a reorder is one undo step", async ({ builder }) => {
  await builder.pointer.drag(builder.handle("Text Input"), builder.card("Number"));
  expect(await builder.labels()).toEqual(["Email Address", "Phone Number", "Number", "Text Input"]);
  await builder.undo.click();
  expect(await builder.labels()).toEqual(["Text Input", "Email Address", "Phone Number", "Number"]);
});

test("dragging a card to the canvas's lower edge scrolls the canvas", async ({ builder, page }) => {
  await builder.add(...Array.from({ length: 12 }, () => "Text Area"));
  const scroller = builder.canvas.locator(":scope > div").first();
  // Each added field is selected and scrolled to (issue 29): back to the top.
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(0);
  await builder.handle("Text Input").scrollIntoViewIfNeeded();
  const handle = (await builder.handle("Text Input").boundingBox())!;
  const area = (await builder.canvas.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 20, handle.y + 20, { steps: 4 });
  await page.mouse.move(area.x + area.width / 2, area.y + area.height - 4, { steps: 10 });
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop), { timeout: 5000 }).toBeGreaterThan(100);
  await page.keyboard.press("Escape");
  await page.mouse.up();
  expect((await builder.labels())[0]).toBe("Text Input");
});
