// Spec §2 (top bar Preview, Live Preview), §4 Preview, §7 (preview textarea 3 rows), §8.
import { test, expect, type Locator } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import {
  EVERY_KIND_FORM,
  consoleLog,
  expectToast,
  formStructure,
  importForm,
  livePreview,
  openBuilder,
  smartTools,
} from "./support/features";

test.beforeEach(async ({ page }) => {
  await openBuilder(page);
});

test("Preview on an empty form is refused with the spec's error toast", async ({ page }) => {
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const toast = await expectToast(page, "No fields to preview", "Add some fields to your form first.");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the Preview dialog shows the title, description, every field editable and a full-width Submit Form", async ({ page }) => {
  await importForm(page, EVERY_KIND_FORM);
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("This is how your form will look to users")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Every Kind" })).toBeVisible();
  await expect(dialog.getByText("One field of each of the ten kinds.")).toBeVisible();
  for (const f of EVERY_KIND_FORM.fields) await expect(dialog.getByText(f.label, { exact: true })).toBeVisible();

  // Inputs are editable in it.
  await dialog.getByLabel("Full Name").fill("Ada Lovelace");
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await dialog.getByLabel("Message").fill("Hello");
  await expect(dialog.getByLabel("Message")).toHaveAttribute("rows", "3");
  await dialog.getByRole("radio", { name: "M" }).check();
  await dialog.getByRole("checkbox", { name: "Tips" }).check();
  await expect(dialog.getByRole("checkbox", { name: "Tips" })).toBeChecked();

  // Full width: the button spans the form.
  const submit = dialog.getByRole("button", { name: "Submit Form" });
  const formBox = (await dialog.locator("form").boundingBox())!;
  const buttonBox = (await submit.boundingBox())!;
  expect(Math.round(buttonBox.width)).toBe(Math.round(formBox.width));

  // Max height 90% of the viewport, scroll area 70%.
  const viewport = page.viewportSize()!;
  const heights = await dialog.evaluate((el) => ({
    dialog: getComputedStyle(el).maxHeight,
    scroll: getComputedStyle(el.querySelector("[data-testid=preview-scroll]")!).maxHeight,
  }));
  expect(parseFloat(heights.dialog)).toBeCloseTo(viewport.height * 0.9, 0);
  expect(parseFloat(heights.scroll)).toBeCloseTo(viewport.height * 0.7, 0);
});

test("the Preview dialog closes through its close control and through Escape", async ({ page }) => {
  await importForm(page, EVERY_KIND_FORM);
  const open = page.getByRole("banner").getByRole("button", { name: "Preview" });
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("in the Preview dialog, a select's list opens over the dialog; Escape closes only the list, a click on an option chooses it", async ({
  page,
}) => {
  await importForm(page, EVERY_KIND_FORM);
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  const plan = dialog.getByRole("combobox", { name: "Plan" });
  const list = page.getByRole("listbox", { name: "Plan" });
  await expect(plan).toHaveText("Select an option");
  await plan.click();
  await expect(list.getByRole("option")).toHaveText(["Basic", "Pro", "Team"]);
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(plan).toBeFocused();
  await plan.click();
  await list.getByRole("option", { name: "Team" }).click();
  await expect(list).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(plan).toHaveText("Team");
  // The field's label reaches the select, as it reaches any other control.
  await dialog.getByText("Plan", { exact: true }).click();
  await expect(plan).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

// Decision 15 supersedes spec §5's "not enforced in the preview": a submit is
// accepted only with valid answers, so the required Full Name and Email are
// filled here (refused submits: rules.spec.ts).
test("submitting the Preview dialog with valid answers sends nothing, logs the answers and confirms", async ({ page }) => {
  const log = consoleLog(page);
  const requests: string[] = [];
  await importForm(page, EVERY_KIND_FORM);
  page.on("request", (r) => requests.push(r.url()));
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await dialog.getByLabel("Full Name").fill("Ada");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("checkbox", { name: "News" }).check();
  await dialog.getByRole("button", { name: "Submit Form" }).click();
  await expectToast(page, "Form submitted (Preview Mode)", "Form data has been logged to console.");
  await expect.poll(() => log.find((m) => m.type === "log" && m.text.startsWith("Form submitted"))?.args[1]).toMatchObject({
    name: "Ada",
    mail: "ada@example.com",
    tags: ["News"],
  });
  expect(requests).toEqual([]);
  // Decision 19: the answers the submit sent, as JSON, under the form; Copy puts them on the clipboard.
  const sent = dialog.getByRole("region", { name: "Submitted answers" });
  const logged = log.find((m) => m.type === "log" && m.text.startsWith("Form submitted"))?.args[1];
  const box = sent.getByRole("textbox", { name: "Submitted answers" });
  await expect(box).toHaveValue(JSON.stringify(logged, null, 2));
  // The core's submitted answers: the shown fields that hold one.
  expect(JSON.parse(await box.inputValue())).toEqual({
    name: "Ada",
    mail: "ada@example.com",
    tags: ["News"],
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await sent.getByRole("button", { name: "Copy" }).click();
  await expect(sent.getByRole("status")).toHaveText("Copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JSON.stringify(logged, null, 2));
});

test("Live Preview in normal mode: Enter Preview Mode, the Form Structure summary and Smart Tools", async ({ page }) => {
  await importForm(page, EVERY_KIND_FORM);
  const panel = livePreview(page);
  await expect(panel.getByRole("button", { name: "Enter Preview Mode" })).toBeVisible();
  const structure = formStructure(page);
  await expect(structure.getByText("Every Kind", { exact: true })).toBeVisible();
  await expect(structure.getByText("One field of each of the ten kinds.")).toBeVisible();
  const rows = structure.getByRole("listitem");
  await expect(rows).toHaveCount(10);
  await expect(rows.nth(0)).toContainText("text");
  await expect(rows.nth(0)).toContainText("Full Name");
  await expect(rows.nth(0).getByTestId("required-asterisk")).toBeVisible();
  await expect(rows.nth(2)).toContainText("phone");
  await expect(rows.nth(2).getByTestId("required-asterisk")).toHaveCount(0);
  await expect(smartTools(page)).toBeVisible();
  // Inputs outside preview mode are not those of the panel: it shows no controls.
  await expect(panel.getByRole("textbox")).toHaveCount(0);
});

test("the Smart Tools card is field count × 40 + 400 px high, clamped to 300–600", async ({ page }) => {
  const card = smartTools(page);
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.height).toBe(400);
  await importForm(page, { title: "Two", fields: EVERY_KIND_FORM.fields.slice(0, 2) });
  await expect.poll(async () => (await card.boundingBox())!.height).toBe(480);
  await importForm(page, EVERY_KIND_FORM);
  await expect.poll(async () => (await card.boundingBox())!.height).toBe(600);
});

// Issue 29: the panel (about 350 px) is narrower than all three devices, so
// its device buttons open the Preview dialog at that width (docs/decisions-local.md).
test("preview mode renders the editable form in the panel; its device buttons open the Preview dialog at that width", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await importForm(page, EVERY_KIND_FORM);
  const panel = livePreview(page);
  await panel.getByRole("button", { name: "Enter Preview Mode" }).click();
  await expect(panel.getByRole("heading", { name: "Live Preview" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Exit Preview" })).toBeVisible();
  const frame = page.getByTestId("live-preview-frame");
  await frame.getByLabel("Full Name").fill("Grace");
  await expect(frame.getByLabel("Full Name")).toHaveValue("Grace");
  await expect(frame.getByLabel("Message")).toHaveAttribute("rows", "3");
  await expect(frame.getByRole("button", { name: "Submit Form" })).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  for (const [device, px] of [
    ["Tablet", 448],
    ["Mobile", 384],
    ["Desktop", 672],
  ] as const) {
    await panel.getByRole("button", { name: device }).click();
    await expect(dialog.getByRole("button", { name: device })).toHaveAttribute("aria-pressed", "true");
    expect(await dialog.getByTestId("preview-frame").evaluate((el) => el.clientWidth)).toBe(px);
    // One set of preview answers: what was typed in the panel is in the dialog.
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Grace");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }

  await panel.getByRole("button", { name: "Exit Preview" }).click();
  await expect(panel.getByRole("button", { name: "Enter Preview Mode" })).toBeVisible();
  await expect(formStructure(page)).toBeVisible();
});

// Issue 29, "Real device widths": spec §2's max widths (2xl, md, sm) are the frames' widths.
const DEVICE_WIDTHS = [
  ["Desktop", 672],
  ["Tablet", 448],
  ["Mobile", 384],
] as const;

test("the Preview dialog's device switch renders the form exactly as wide as each device", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await importForm(page, EVERY_KIND_FORM);
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  const frame = dialog.getByTestId("preview-frame");
  const scroll = dialog.getByTestId("preview-scroll");
  await expect(dialog.getByRole("group", { name: "Device width" })).toBeVisible();
  for (const [device, px] of DEVICE_WIDTHS) {
    await dialog.getByRole("button", { name: device }).click();
    await expect(dialog.getByRole("button", { name: device })).toHaveAttribute("aria-pressed", "true");
    await expect(frame).toHaveAttribute("data-device", device.toLowerCase());
    await expect(dialog.getByTestId("preview-width")).toHaveText(`${px} px wide`);
    // The device's screen is its width; the form and its Submit button fill it (less the page's margin).
    expect(await frame.evaluate((el) => el.clientWidth)).toBe(px);
    const form = (await frame.locator("form").boundingBox())!;
    const submit = (await frame.getByRole("button", { name: "Submit Form" }).boundingBox())!;
    expect(Math.round(submit.width)).toBe(Math.round(form.width));
    expect(form.width).toBeGreaterThan(px - 40);
    // It fits: nothing to scroll sideways on a large screen.
    expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  // The choice is kept for the next opening.
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
});

test("on a screen narrower than the device, the dialog fits the screen and its frame scrolls sideways inside it", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await importForm(page, EVERY_KIND_FORM);
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await dialog.getByRole("button", { name: "Desktop" }).click();
  const frame = dialog.getByTestId("preview-frame");
  expect(await frame.evaluate((el) => el.clientWidth)).toBe(672);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(600);
  const scroll = dialog.getByTestId("preview-scroll");
  expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Scrolled, the far side of the form is reachable.
  const frameRight = () => frame.evaluate((el) => el.getBoundingClientRect().right);
  const scrollRight = await scroll.evaluate((el) => el.getBoundingClientRect().right);
  expect(await frameRight()).toBeGreaterThan(scrollRight);
  await scroll.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  expect(await frameRight()).toBeLessThanOrEqual(scrollRight);
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
});

// Decision 15: only valid answers are submitted (the required ones are filled here).
test("submitting valid answers in preview mode logs the answers, toasts and alerts", async ({ page }) => {
  const log = consoleLog(page);
  await importForm(page, EVERY_KIND_FORM);
  const panel = livePreview(page);
  await panel.getByRole("button", { name: "Enter Preview Mode" }).click();
  await panel.getByLabel("Full Name").fill("Grace Hopper");
  await panel.getByLabel("Email").fill("grace@example.com");
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await panel.getByRole("button", { name: "Submit Form" }).click();
  await expect.poll(() => alerts).toEqual(["alert: Form submitted! Check console for data."]);
  await expectToast(page, "Form submitted (Preview Mode)", "Form data has been logged to console.");
  await expect.poll(() => log.find((m) => m.type === "log" && m.text.startsWith("Form submitted"))?.args[1]).toMatchObject({
    name: "Grace Hopper",
  });
  // Decision 19: the panel's preview shows the sent answers too.
  const sent = panel.getByRole("region", { name: "Submitted answers" });
  await expect(sent.getByRole("textbox", { name: "Submitted answers" })).toHaveValue(/"name": "Grace Hopper"/);
});

for (const theme of ["dark", "light"]) {
  test(`the Preview dialog and preview mode pass an axe scan (${theme} theme)`, async ({ page }) => {
    await page.evaluate((t) => localStorage.setItem("formwright-theme", t), theme);
    await openBuilder(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    await importForm(page, EVERY_KIND_FORM);
    await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("dialog", { name: "Form Preview" })).toBeVisible();
    const dialogScan = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(dialogScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.keyboard.press("Escape");

    await livePreview(page).getByRole("button", { name: "Enter Preview Mode" }).click();
    await page.getByRole("button", { name: "Fill with Fake Data" }).click();
    await expect(page.getByTestId("live-preview-frame")).toBeVisible();
    const panelScan = await new AxeBuilder({ page }).include("[data-testid=live-preview]").analyze();
    expect(panelScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

// Regression (issue 12): the canvas ticked a checkbox only when the whole
// default equalled an option, while the exports split the default on commas.
test("a checkbox default 'Music, Travel' ticks both boxes on the canvas and in the Preview dialog", async ({ page }) => {
  await importForm(page, {
    title: "Hobbies",
    fields: [{ id: "hobbies", type: "checkbox", label: "Hobbies", options: ["Music", "Travel", "Sport"], defaultValue: "Music, Travel" }],
  });
  const ticked = async (scope: Locator) => {
    const group = scope.getByRole("group", { name: "Hobbies" });
    await expect(group.getByRole("checkbox", { name: "Music" })).toBeChecked();
    await expect(group.getByRole("checkbox", { name: "Travel" })).toBeChecked();
    await expect(group.getByRole("checkbox", { name: "Sport" })).not.toBeChecked();
  };
  await ticked(page.getByRole("region", { name: "Form canvas" }));
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Form Preview" });
  await ticked(dialog);
  // Ticking another box keeps the default ones.
  await dialog.getByRole("checkbox", { name: "Sport" }).check();
  await expect(dialog.getByRole("checkbox", { checked: true })).toHaveCount(3);
});
