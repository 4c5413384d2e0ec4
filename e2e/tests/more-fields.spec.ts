// Issue 27 (docs/more-fields.md): the 'More Fields' palette group — hidden,
// rating, slider, time and URL — through the builder: added by keyboard and by
// dragging, their settings in Field Settings and on the canvas, both previews
// (rating and slider by mouse and by keyboard, the answers submitted), the
// refused submit of a required hidden field with no value, and the exported
// HTML page opened with `?<hidden-id>=x`, which submits `x`.
import { writeFile, readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Builder } from "../fixtures/builder";
import type { Locator, Page } from "@playwright/test";
import { consoleLog, importForm, livePreview } from "./support/features";

const MORE = [
  { type: "hidden", palette: "Hidden Field", label: "Hidden Field" },
  { type: "rating", palette: "Rating", label: "Rating" },
  { type: "range", palette: "Slider", label: "Slider" },
  { type: "time", palette: "Time", label: "Time" },
  { type: "url", palette: "URL", label: "Website" },
] as const;

/** A 'More Fields' palette item. */
function more(builder: Builder, palette: string): Locator {
  return builder.sidebar.getByRole("list", { name: "More fields", exact: true }).getByRole("button", { name: palette, exact: true });
}

/** Adds 'More Fields' kinds by focusing each palette item and pressing Enter. */
async function addByKeyboard(builder: Builder, ...palettes: string[]) {
  for (const p of palettes) {
    const before = await builder.count();
    await more(builder, p).focus();
    await builder.page.keyboard.press("Enter");
    await expect.poll(() => builder.count()).toBe(before + 1);
  }
}

/** The five kinds, each with its settings, as a form file (for the preview tests). */
const MORE_FORM = {
  title: "More Fields",
  description: "One of each.",
  fields: [
    { id: "campaign", type: "hidden", label: "Campaign", required: false, defaultValue: "spring" },
    { id: "stars", type: "rating", label: "Stars", required: true, validation: { max: 5 } },
    { id: "volume", type: "range", label: "Volume", required: false, validation: { min: 0, max: 100, step: 10 } },
    { id: "arrival", type: "time", label: "Arrival", required: false, validation: { minTime: "08:00", maxTime: "18:00" } },
    { id: "site", type: "url", label: "Site", required: false, placeholder: "Enter website" },
  ],
};

/** Sets a Field Settings box to `text` (select all, type). */
async function setBox(box: Locator, text: string) {
  await box.fill(text);
  await expect(box).toHaveValue(text);
}

test("'More Fields' lists the five kinds beside the spec's ten; each is added by Enter, by pointer drag and by keyboard drag", async ({ builder }) => {
  const page = builder.page;
  await expect(builder.sidebar.getByRole("heading", { name: "More Fields" })).toBeVisible();
  await expect(builder.sidebar.getByRole("list", { name: "More fields", exact: true }).getByRole("button")).toHaveText(MORE.map((k) => k.palette));
  await expect(builder.sidebar.getByRole("list", { name: "Field types", exact: true }).getByRole("button")).toHaveCount(10);

  // Enter on a palette item appends the field and selects it.
  await addByKeyboard(builder, "Hidden Field");
  await expect(builder.settings.getByTestId("field-type-badge")).toHaveText("hidden");

  // Pointer drag onto the canvas (below the first card: appended).
  await builder.pointer.drag(more(builder, "Rating"), builder.canvas.getByRole("list", { name: "Form fields" }));
  await expect.poll(() => builder.count()).toBe(2);

  // Keyboard drag: Space picks the palette item up, arrows move it over the canvas, Space drops it.
  await builder.keyboard.pickup(more(builder, "Slider"));
  await builder.keyboard.moveUntil("ArrowRight", /over/);
  await builder.keyboard.drop();
  await expect.poll(() => builder.count()).toBe(3);

  await addByKeyboard(builder, "Time", "URL");
  expect(new Set(await builder.labels())).toEqual(new Set(MORE.map((k) => k.label)));

  // Each card draws its kind: the hidden one marked hidden, stars, a slider with its value, a time box, a URL box.
  const hidden = builder.card("Hidden Field");
  await expect(hidden.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(hidden).toContainText("Filled from the page address, ?hidden_field=…");
  await expect(hidden.getByRole("textbox")).toHaveCount(0);
  const stars = builder.card("Rating").getByRole("radiogroup", { name: "Rating" }).getByRole("radio");
  await expect(stars).toHaveCount(5);
  await expect(stars.nth(2)).toHaveAccessibleName("3 of 5");
  await expect(stars.first()).toBeDisabled();
  const slider = builder.card("Slider").getByRole("slider", { name: "Slider" });
  await expect(slider).toHaveAttribute("min", "0");
  await expect(slider).toHaveAttribute("max", "100");
  await expect(slider).toHaveAttribute("step", "1");
  await expect(slider).toHaveValue("0");
  await expect(builder.card("Slider").locator("output")).toHaveText("0");
  await expect(builder.card("Time").getByLabel("Time", { exact: true })).toHaveAttribute("type", "time");
  const url = builder.card("Website").getByLabel("Website", { exact: true });
  await expect(url).toHaveAttribute("type", "url");
  await expect(url).toHaveAttribute("placeholder", "Enter website");
  await expect(page.locator("html")).toHaveAttribute("data-core", "ready");
});

test("Field Settings offers each kind only its settings, and the canvas follows them", async ({ builder }) => {
  await addByKeyboard(builder, ...MORE.map((k) => k.palette));
  const s = builder.settings;
  const offered = async (present: string[], absent: string[]) => {
    for (const label of present) await expect(s.getByLabel(label, { exact: true }), label).toBeVisible();
    for (const label of absent) await expect(s.getByLabel(label, { exact: true }), label).toHaveCount(0);
  };

  // Hidden: its Value and "Fill from the page address" (on by default), no placeholder, no validation.
  await builder.select("Hidden Field");
  await offered(["Label", "Field key", "Value"], ["Placeholder", "Default Value", "Pattern (Regex)", "Min Value"]);
  const fill = s.getByRole("switch", { name: "Fill from the page address" });
  await expect(fill).toBeChecked();
  await expect(s.getByText("?hidden_field=…")).toBeVisible();
  await setBox(builder.setting("Value"), "spring");
  await expect(builder.card("Hidden Field")).toContainText("Filled from the page address, ?hidden_field=…; else “spring”");
  await fill.press("Space");
  await expect(fill).not.toBeChecked();
  await expect(builder.card("Hidden Field")).toContainText("Value “spring”");
  await fill.click();
  await expect(fill).toBeChecked();

  // Rating: its scale size only; the canvas draws that many stars.
  await builder.select("Rating");
  await offered(["Scale size"], ["Placeholder", "Pattern (Regex)", "Min Value", "Max Value", "Step"]);
  await setBox(builder.setting("Scale size"), "7");
  await expect(builder.card("Rating").getByRole("radio")).toHaveCount(7);
  await expect(builder.card("Rating").getByRole("radio").last()).toHaveAccessibleName("7 of 7");

  // Slider: minimum, maximum and step; the canvas slider takes them and starts at the minimum.
  await builder.select("Slider");
  await offered(["Min Value", "Max Value", "Step"], ["Placeholder", "Pattern (Regex)", "Min Length", "Scale size"]);
  await expect(builder.setting("Min Value")).toHaveAttribute("placeholder", "0");
  await expect(builder.setting("Max Value")).toHaveAttribute("placeholder", "100");
  await setBox(builder.setting("Min Value"), "10");
  await setBox(builder.setting("Max Value"), "50");
  await setBox(builder.setting("Step"), "5");
  const slider = builder.card("Slider").getByRole("slider");
  await expect(slider).toHaveAttribute("min", "10");
  await expect(slider).toHaveAttribute("max", "50");
  await expect(slider).toHaveAttribute("step", "5");
  await expect(slider).toHaveValue("10");
  await expect(builder.card("Slider").locator("output")).toHaveText("10");

  // Time: earliest and latest times, in time boxes.
  await builder.select("Time");
  await offered(["Earliest time", "Latest time"], ["Placeholder", "Pattern (Regex)", "Min Value"]);
  await expect(builder.setting("Earliest time")).toHaveAttribute("type", "time");
  await setBox(builder.setting("Earliest time"), "09:00");
  await setBox(builder.setting("Latest time"), "17:30");

  // URL: like a text input: placeholder, lengths and pattern.
  await builder.select("Website");
  await offered(["Placeholder", "Min Length", "Max Length", "Pattern (Regex)"], ["Min Value", "Step", "Earliest time"]);
  await setBox(builder.setting("Max Length"), "80");

  // The form holds what was set (the JSON export's text, as the core writes it).
  const json = await exportText(builder.page, "Export as JSON");
  const fields = (JSON.parse(json) as { fields: { type: string; validation?: object; defaultValue?: string; fillFromAddress?: boolean }[] }).fields;
  const of = (type: string) => fields.find((f) => f.type === type)!;
  expect(of("hidden")).toMatchObject({ defaultValue: "spring" });
  expect(of("hidden")).not.toHaveProperty("fillFromAddress");
  expect(of("rating").validation).toEqual({ max: 7 });
  expect(of("range").validation).toEqual({ min: 10, max: 50, step: 5 });
  expect(of("time").validation).toEqual({ minTime: "09:00", maxTime: "17:30" });
  expect(of("url").validation).toEqual({ maxLength: 80 });
});

/** Downloads an export through the top bar's Export menu and returns its text. */
async function exportText(page: Page, item: string): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
  return readFile((await (await download).path())!, "utf8");
}

/** Opens the chosen preview and returns its scope. */
async function openPreview(page: Page, where: "dialog" | "panel"): Promise<Locator> {
  if (where === "dialog") {
    await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Form Preview" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await livePreview(page).getByRole("button", { name: "Enter Preview Mode" }).click();
  const frame = page.getByTestId("live-preview-frame");
  await expect(frame).toBeVisible();
  return frame;
}

for (const where of ["dialog", "panel"] as const) {
  test(`the ${where === "dialog" ? "Preview dialog" : "panel's preview mode"}: rating and slider by mouse and by keyboard, the answers submitted`, async ({ builder }) => {
    const page = builder.page;
    const log = consoleLog(page);
    page.on("dialog", (d) => void d.accept());
    await importForm(page, MORE_FORM);
    const preview = await openPreview(page, where);

    // The hidden field draws nothing for the person filling.
    await expect(preview.getByText("Campaign")).toHaveCount(0);

    // Rating by mouse: a click on the fourth star chooses it and fills the stars before it.
    const stars = preview.getByRole("radiogroup", { name: "Stars" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await stars.getByRole("radio", { name: "4 of 5" }).click();
    await expect(stars.getByRole("radio", { name: "4 of 5" })).toBeChecked();
    // By keyboard: the arrows move the choice, as between native radios.
    await expect(stars.getByRole("radio", { name: "4 of 5" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: "3 of 5" })).toBeChecked();
    await expect(stars.getByRole("radio", { name: "3 of 5" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "5 of 5" })).toBeChecked();

    // Slider: starts at its minimum; by keyboard one step per arrow, the value shown beside it.
    const slider = preview.getByRole("slider", { name: "Volume" });
    const shown = preview.locator("output");
    await expect(slider).toHaveValue("0");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("20");
    await expect(shown).toHaveText("20");
    await page.keyboard.press("End");
    await expect(slider).toHaveValue("100");
    // By mouse: a click at the middle of the track is 50, at its left end the minimum.
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(slider).toHaveValue("50");
    await expect(shown).toHaveText("50");
    await page.mouse.click(box.x + 1, box.y + box.height / 2);
    await expect(slider).toHaveValue("0");
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await expect(slider).toHaveValue("30");

    // Time and URL: their native boxes, checked by the core's rules.
    const time = preview.getByLabel("Arrival");
    await expect(time).toHaveAttribute("type", "time");
    await time.fill("07:30");
    await preview.getByLabel("Site").fill("example.com");
    await preview.getByRole("button", { name: "Submit Form" }).click();
    await expect(preview.getByText("Enter a time of 08:00 or later.")).toBeVisible();
    await expect(preview.getByText("Enter a web address starting with https://, such as https://example.com.")).toBeVisible();
    await expect(time).toBeFocused();
    await time.fill("09:15");
    await preview.getByLabel("Site").fill("https://example.com/about");

    await preview.getByRole("button", { name: "Submit Form" }).click();
    const sent = preview.getByRole("textbox", { name: "Submitted answers" });
    await expect(sent).toBeVisible();
    expect(JSON.parse(await sent.inputValue())).toEqual({
      campaign: "spring",
      stars: "5",
      volume: "30",
      arrival: "09:15",
      site: "https://example.com/about",
    });
    await expect.poll(() => log.find((m) => m.type === "log" && m.text.startsWith("Form submitted"))?.args[1]).toMatchObject({ campaign: "spring", stars: "5" });
  });

  test(`a required hidden field with no value refuses Submit in the ${where === "dialog" ? "Preview dialog" : "panel's preview mode"} with the page address message`, async ({ builder }) => {
    const page = builder.page;
    await importForm(page, {
      title: "Referral",
      fields: [
        { id: "ref", type: "hidden", label: "Referrer", required: true },
        { id: "stars", type: "rating", label: "Stars", required: false, validation: { max: 3 } },
      ],
    });
    const preview = await openPreview(page, where);
    await expect(preview.getByRole("radio")).toHaveCount(3);
    await expect(preview.getByRole("alert")).toHaveCount(0);
    await preview.getByRole("button", { name: "Submit Form" }).click();
    const alert = preview.getByRole("alert");
    await expect(alert).toHaveText("The page address lacks the “ref” parameter.");
    await expect(alert).toBeFocused();
    // It sits above the Submit button.
    const [a, b] = [(await alert.boundingBox())!, (await preview.getByRole("button", { name: "Submit Form" }).boundingBox())!];
    expect(a.y + a.height).toBeLessThanOrEqual(b.y);
    await expect(preview.getByRole("textbox", { name: "Submitted answers" })).toHaveCount(0);
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the new controls pass an axe scan on the canvas, in Field Settings and in both previews (${theme} theme)`, async ({ builder }) => {
    const page = builder.page;
    await page.evaluate((t) => localStorage.setItem("formwright-theme", t), theme);
    await builder.open();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    await importForm(page, MORE_FORM);
    const scan = async (include: string) => {
      const result = await new AxeBuilder({ page }).include(include).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    };
    await scan("[aria-label='Form canvas']");
    await builder.select("Stars");
    await scan("[aria-label='Field settings']");
    await page.getByRole("button", { name: "Close field settings" }).click();
    const dialog = await openPreview(page, "dialog");
    await dialog.getByRole("radio", { name: "2 of 5" }).click();
    await scan("[role=dialog]");
    await page.keyboard.press("Escape");
    await openPreview(page, "panel");
    await scan("[data-testid=live-preview]");
  });
}

test("done when: the five kinds built through the UI, both previews by mouse and keyboard, and the exported HTML page opened with ?campaign=x submits x", async ({ builder, context }, testInfo) => {
  const page = builder.page;
  // Each kind added through the palette, its settings set in Field Settings.
  await addByKeyboard(builder, ...MORE.map((k) => k.palette));
  await builder.select("Hidden Field");
  await setBox(builder.setting("Label"), "Campaign");
  await expect(builder.setting("Field key")).toHaveValue("campaign");
  await setBox(builder.setting("Value"), "none");
  await builder.select("Rating");
  await setBox(builder.setting("Scale size"), "4");
  await builder.select("Slider");
  await setBox(builder.setting("Step"), "25");
  await builder.select("Time");
  await setBox(builder.setting("Earliest time"), "08:00");
  await page.getByRole("button", { name: "Close field settings" }).click();

  // Both previews of this form: the rating and the slider by mouse and by keyboard.
  const dialog = await openPreview(page, "dialog");
  await expect(dialog.getByText("Campaign")).toHaveCount(0);
  await dialog.getByRole("radio", { name: "2 of 4" }).click();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "3 of 4" })).toBeChecked();
  const slider = dialog.getByRole("slider", { name: "Slider" });
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("25");
  const box = (await slider.boundingBox())!;
  await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
  await expect(slider).toHaveValue("100");
  await dialog.getByRole("button", { name: "Submit Form" }).click();
  await expect(dialog.getByRole("textbox", { name: "Submitted answers" })).toHaveValue(/"campaign": "none"[^]*"rating": "3"[^]*"slider": "100"/);
  await page.keyboard.press("Escape");
  const panel = await openPreview(page, "panel");
  // The answers are the previews' own, shared: the panel shows them and changes them.
  await panel.getByRole("radio", { name: "3 of 4" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(panel.getByRole("radio", { name: "2 of 4" })).toBeChecked();
  await panel.getByRole("slider", { name: "Slider" }).focus();
  await page.keyboard.press("Home");
  await expect(panel.getByRole("slider", { name: "Slider" })).toHaveValue("0");
  const track = (await panel.getByRole("slider", { name: "Slider" }).boundingBox())!;
  await page.mouse.click(track.x + track.width / 2, track.y + track.height / 2);
  await expect(panel.locator("output")).toHaveText("50");

  const html = await exportText(page, "Export as HTML");
  const file = testInfo.outputPath("more-fields.html");
  await writeFile(file, html);

  // Opened as a file with the parameter in its address, in a fresh page (the
  // builder's own Content-Security-Policy would block the export's inline script).
  const exported = await context.newPage();
  const logs: unknown[][] = [];
  const alerts: string[] = [];
  const errors: string[] = [];
  exported.on("console", async (m) => {
    if (m.type() === "log") logs.push(await Promise.all(m.args().map((a) => a.jsonValue())));
    if (m.type() === "error") errors.push(m.text());
  });
  exported.on("pageerror", (e) => errors.push(String(e)));
  exported.on("dialog", async (d) => {
    alerts.push(d.message());
    await d.accept();
  });
  await exported.goto(`${pathToFileURL(file).href}?campaign=x`);
  await expect(exported.getByRole("radio", { name: "4 of 4" })).toBeVisible();
  // A click on the third star (its label: the radio itself is drawn as the star).
  await exported.locator("label").filter({ hasText: "3 of 4" }).click();
  await expect(exported.getByRole("radio", { name: "3 of 4" })).toBeChecked();
  await exported.getByRole("slider", { name: "Slider" }).focus();
  await exported.keyboard.press("ArrowRight");
  await exported.getByLabel("Time").fill("09:30");
  await exported.getByLabel("Website").fill("https://example.com");
  await exported.getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => alerts.length).toBe(1);
  expect(logs).toHaveLength(1);
  expect(logs[0]![1]).toEqual({ campaign: "x", rating: "3", slider: "25", time: "09:30", website: "https://example.com" });
  // The page ran under its Content-Security-Policy without a violation or error.
  expect(errors).toEqual([]);
});

test("the lint's findings of the new kinds show beside their setting; the scale's fix sets it to 10", async ({ builder }) => {
  const page = builder.page;
  await importForm(page, {
    title: "Findings",
    fields: [
      { id: "ref", type: "hidden", label: "Referrer", required: true, fillFromAddress: false },
      { id: "stars", type: "rating", label: "Stars", required: false, validation: { max: 12 } },
      { id: "vol", type: "range", label: "Volume", required: false, validation: { min: 0, max: 10, step: 3 } },
      { id: "at", type: "time", label: "Arrival", required: false, validation: { minTime: "18:00", maxTime: "08:00" } },
    ],
  });
  const s = builder.settings;
  // Each finding describes its setting's box.
  const describedBy = async (box: string, code: string) => {
    const ids = (await builder.setting(box).getAttribute("aria-describedby")) ?? "";
    const texts = await Promise.all(ids.split(" ").map((id) => page.locator(`[id="${id}"]`).innerHTML()));
    expect(texts.join(" "), `${box} is described by ${code}`).toContain(`data-code="${code}"`);
  };
  await builder.select("Referrer");
  await expect(s.locator('[data-code="requiredHiddenEmpty"]')).toBeVisible();
  await describedBy("Value", "requiredHiddenEmpty");
  await builder.select("Volume");
  await describedBy("Step", "stepDoesNotDivide");
  await builder.select("Arrival");
  await describedBy("Earliest time", "minAboveMax");
  await builder.select("Stars");
  await describedBy("Scale size", "scaleOutOfRange");
  await s.getByRole("button", { name: "Set to 10" }).click();
  await expect(builder.setting("Scale size")).toHaveValue("10");
  await expect(builder.setting("Scale size")).toBeFocused();
  await expect(s.locator('[data-code="scaleOutOfRange"]')).toHaveCount(0);
  await expect(builder.card("Stars").getByRole("radio")).toHaveCount(10);
});

test("Fill with Fake Data fills the new kinds within their settings; the hidden field keeps its value", async ({ builder }) => {
  const page = builder.page;
  await importForm(page, MORE_FORM);
  const preview = await openPreview(page, "panel");
  await page.getByRole("button", { name: "Fill with Fake Data" }).click();
  await expect(preview.getByRole("radio", { checked: true })).toHaveCount(1);
  const volume = Number(await preview.getByRole("slider", { name: "Volume" }).inputValue());
  expect(volume % 10).toBe(0);
  await expect(preview.getByLabel("Arrival")).toHaveValue(/^(0[89]|1[0-7]):[0-5][0-9]$|^18:00$/);
  await expect(preview.getByLabel("Site")).toHaveValue(/^https:\/\/www\.example\.com/);
  await preview.getByRole("button", { name: "Submit Form" }).click();
  const sent = JSON.parse(await preview.getByRole("textbox", { name: "Submitted answers" }).inputValue()) as Record<string, string>;
  expect(sent.campaign).toBe("spring");
  expect(Number(sent.stars)).toBeGreaterThanOrEqual(1);
  expect(Number(sent.stars)).toBeLessThanOrEqual(5);
  expect(sent.volume).toBe(String(volume));
});

test("on a paged form, Next on a page with a required hidden field and no value shows the message above Next and focuses it", async ({ builder }) => {
  const page = builder.page;
  await importForm(page, {
    title: "Two pages",
    fields: [
      { id: "ref", type: "hidden", label: "Referrer", required: true },
      { id: "name", type: "text", label: "Name", required: false },
      { id: "break", type: "pagebreak", label: "More" },
      { id: "note", type: "text", label: "Note", required: false },
    ],
  });
  const preview = await openPreview(page, "dialog");
  await expect(preview.getByText("Step 1 of 2")).toBeVisible();
  await preview.getByRole("button", { name: "Next" }).click();
  const alert = preview.getByRole("alert");
  await expect(alert).toHaveText("The page address lacks the “ref” parameter.");
  await expect(alert).toBeFocused();
  await expect(preview.getByText("Step 1 of 2")).toBeVisible();
});
