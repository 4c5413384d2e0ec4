// Issue 9 (decision 15): the exported HTML page carries the form's rules.
// The Contact Form template with a condition (Phone Number, now required,
// shown only when Subject equals Support) is imported into the builder,
// exported through the UI's "Export as HTML", and the page is opened in
// Chromium: the field hides and shows as the answer changes, Submit is
// refused with the right messages and focus, then accepted when fixed.
import { test, expect, type Page } from "@playwright/test";
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { importForm, openBuilder } from "./support/features";

const NOW = "2026-11-22T10:00:00.000Z";

/** The Contact Form template (core template `contact-form`) with a condition on Phone Number. */
const CONTACT_WITH_CONDITION = {
  id: "contact-form",
  title: "Contact Form",
  description: "A simple contact form for inquiries and messages",
  fields: [
    { id: "full-name", type: "text", label: "Full Name", placeholder: "Enter your full name", required: true },
    { id: "email", type: "email", label: "Email Address", placeholder: "Enter your email address", required: true },
    {
      id: "phone",
      type: "phone",
      label: "Phone Number",
      placeholder: "Enter your phone number",
      required: true,
      conditional: { showWhen: { fieldId: "subject", condition: "equals", value: "Support" } },
    },
    {
      id: "subject",
      type: "select",
      label: "Subject",
      placeholder: "Select a subject",
      required: true,
      options: ["General Inquiry", "Support", "Sales", "Partnership"],
    },
    {
      id: "message",
      type: "textarea",
      label: "Message",
      placeholder: "Enter your message",
      required: true,
      validation: { minLength: 10, maxLength: 500 },
    },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};

async function exportedPage(page: Page): Promise<string> {
  await openBuilder(page);
  await importForm(page, CONTACT_WITH_CONDITION);
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as HTML" }).click();
  const file = await event;
  return readFile((await file.path())!, "utf8");
}

test("the exported Contact Form page hides and shows Phone Number, refuses a bad submit and accepts a good one", async ({ page: builder, context }, testInfo) => {
  const html = await exportedPage(builder);
  // Opened as a file, the way a user opens the download, in a fresh page (the
  // builder's own Content-Security-Policy would block the export's inline script).
  const file = testInfo.outputPath("contact-form-form.html");
  await writeFile(file, html);
  const page = await context.newPage();
  await page.bringToFront();
  const logs: unknown[][] = [];
  const alerts: string[] = [];
  page.on("console", async (m) => {
    if (m.type() === "log") logs.push(await Promise.all(m.args().map((a) => a.jsonValue())));
  });
  page.on("dialog", async (d) => {
    alerts.push(d.message());
    await d.accept();
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(pathToFileURL(file).href);

  const phone = page.getByLabel("Phone Number");
  const subject = page.getByLabel("Subject");
  const field = (id: string) => page.locator(`[data-field="${id}"]`);
  const message = (id: string) => page.locator(`#${id}-error`);

  // Hidden at load (Subject is empty), shown for Support, hidden again for Sales.
  await expect(field("phone")).toBeHidden();
  await expect(phone).toBeDisabled();
  await subject.selectOption("Support");
  await expect(field("phone")).toBeVisible();
  await expect(phone).toBeEnabled();
  await subject.selectOption("Sales");
  await expect(field("phone")).toBeHidden();
  await subject.selectOption("Support");

  // Leaving a field shows its message.
  await page.getByLabel("Full Name").focus();
  await page.getByLabel("Email Address").focus();
  await expect(message("full-name")).toHaveText("This field is required.");
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-describedby", "full-name-error");

  // Refused: the right messages, focus on the first invalid field, no log, no alert.
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email Address").fill("ada@example");
  await phone.fill("12345");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(message("full-name")).toBeHidden();
  await expect(message("email")).toBeHidden();
  await expect(message("phone")).toHaveText("Enter a phone number of 7 to 15 digits, such as +1 555 123 4567.");
  await expect(message("message")).toHaveText("Enter at least 10 characters.");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  expect(logs).toEqual([]);
  expect(alerts).toEqual([]);

  // Fixed: accepted, the console gets the shown answers, then the alert.
  await phone.fill("+1 555 123 4567");
  await page.getByLabel("Message").fill("Please call me back.");
  await expect(message("phone")).toBeHidden();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => alerts).toEqual(["Form submitted! Check console for data."]);
  await expect.poll(() => logs.length).toBe(1);
  expect(logs[0]).toEqual([
    "Form submitted:",
    {
      "full-name": "Ada Lovelace",
      email: "ada@example",
      phone: "+1 555 123 4567",
      subject: "Support",
      message: "Please call me back.",
    },
  ]);

  // With Sales the phone is hidden: not validated, not sent.
  await subject.selectOption("Sales");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => logs.length).toBe(2);
  expect(logs[1][1]).not.toHaveProperty("phone");
  expect(errors).toEqual([]);
});
