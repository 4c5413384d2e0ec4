// Decision 17 (issue 25): readable, editable field keys. A dragged field's
// key follows the label typed for it; a key edited by hand stays; a bad key
// is refused in words and the old key stays; a condition follows the rename;
// undo restores both. The key is the field's `id` in the exported file.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect, type Builder } from "../fixtures/builder";

/** The text of the file an item of the top bar's Export menu downloads. */
async function download(page: Page, item: string): Promise<string> {
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
  const file = await event;
  return readFile((await file.path())!, "utf8");
}

/** The fields of the form as Export as JSON writes them. */
async function exported(page: Page): Promise<{ id: string; label: string; conditional?: { showWhen: { fieldId: string } } }[]> {
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON", exact: true }).click();
  const file = await event;
  return JSON.parse(await readFile((await file.path())!, "utf8")).fields;
}

const keyBox = (builder: Builder) => builder.setting("Field key");

test("a dragged field's key follows its label until edited by hand; a bad key is refused; a condition follows; undo restores", async ({
  builder,
  page,
}) => {
  await builder.pointer.drag(builder.palette("Email"), builder.canvas);
  await builder.pointer.drag(builder.palette("Text Input"), builder.canvas);
  await builder.select("Email Address");
  await expect(keyBox(builder)).toHaveValue("email_address");

  // Typing the label, key by key: the key follows, focus stays in the Label box.
  const label = builder.setting("Label");
  await label.fill("");
  await label.pressSequentially("Work email");
  await expect(label).toBeFocused();
  await expect(label).toHaveValue("Work email");
  await expect(keyBox(builder)).toHaveValue("work_email");

  // A condition on the other field watching it.
  await builder.select("Text Input");
  await builder.settings.getByRole("button", { name: "Add Condition" }).click();
  await builder.settings.getByRole("combobox", { name: "Show when field" }).click();
  await page.getByRole("option", { name: "Work email" }).click();

  // The key edited by hand, key by key: focus stays in the key box.
  await builder.select("Work email");
  const key = keyBox(builder);
  await key.fill("");
  await expect(builder.settings.getByText("A key cannot be empty")).toBeVisible();
  await key.pressSequentially("contact");
  await expect(key).toBeFocused();
  await expect(key).toHaveValue("contact");
  await expect(builder.settings.getByText("A key cannot be empty")).toHaveCount(0);
  let fields = await exported(page);
  expect(fields.map((f) => f.id)).toEqual(["contact", "text_input"]);
  expect(fields[1]!.conditional?.showWhen.fieldId).toBe("contact");

  // Now the label no longer moves it.
  await builder.select("Work email");
  await builder.setting("Label").fill("Primary email");
  await expect(keyBox(builder)).toHaveValue("contact");
  // Past the 500 ms burst window: typing in one field's boxes is one undo step.
  await page.waitForTimeout(700);

  // A bad key: the rule in words next to the box; leaving it, the old key stays.
  await keyBox(builder).fill("1st");
  await expect(keyBox(builder)).toHaveAttribute("aria-invalid", "true");
  const reason = builder.settings.getByRole("alert").filter({ hasText: "Keys start with a letter or _" });
  await expect(reason).toBeVisible();
  await builder.setting("Label").focus();
  await expect(keyBox(builder)).toHaveValue("contact");
  await keyBox(builder).fill("text_input");
  await expect(builder.settings.getByText('Another field already uses the key "text_input"')).toBeVisible();
  await keyBox(builder).fill("reach");
  await expect(builder.settings.getByRole("alert")).toHaveCount(0);
  fields = await exported(page);
  expect(fields.map((f) => f.id)).toEqual(["reach", "text_input"]);
  expect(fields[1]!.conditional?.showWhen.fieldId).toBe("reach");

  // Undo takes back the rename and the condition's with it, as one step.
  await builder.undo.click();
  fields = await exported(page);
  expect(fields.map((f) => f.id)).toEqual(["contact", "text_input"]);
  expect(fields[1]!.conditional?.showWhen.fieldId).toBe("contact");
  await builder.select("Primary email");
  await expect(keyBox(builder)).toHaveValue("contact");
});

test("a duplicate's key is its copy label's", async ({ builder, page }) => {
  await builder.add("Dropdown");
  await builder.card("Select Option").getByRole("button", { name: /^Duplicate/ }).click();
  await builder.select("Select Option (Copy)");
  await expect(keyBox(builder)).toHaveValue("select_option_copy");
  const fields = await exported(page);
  expect(fields.map((f) => f.id)).toEqual(["select_option", "select_option_copy"]);
});

test("a key renamed by hand, with a condition on it, is the key of the React + TypeScript and the HTML exports", async ({
  builder,
  page,
}) => {
  await builder.pointer.drag(builder.palette("Email"), builder.canvas);
  await builder.pointer.drag(builder.palette("Text Input"), builder.canvas);
  await builder.select("Email Address");
  await keyBox(builder).fill("work_email");
  await builder.select("Text Input");
  await builder.settings.getByRole("button", { name: "Add Condition" }).click();
  await builder.settings.getByRole("combobox", { name: "Show when field" }).click();
  await page.getByRole("option", { name: "Email Address" }).click();

  const tsx = await download(page, "React + TypeScript (react-hook-form + zod)");
  expect(tsx).toContain('register("work_email")');
  // The condition is compiled into the schema: it reads the watched answer by its key.
  expect(tsx).toContain('{ text: values["work_email"] })');
  expect(tsx).not.toContain("email_address");

  const html = await download(page, "Export as HTML");
  expect(html).toContain('name="work_email"');
  expect(html).toContain('"fieldId":"work_email"');
  expect(html).not.toContain("email_address");
});
