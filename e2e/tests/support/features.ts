// Shared steps of the issue-6 suites (previews, templates, exports, import,
// autosave, toasts, fake data, reset). Forms are put on the page the way a
// user would: by importing a JSON file or by using a template.
import { expect, type Locator, type Page } from "@playwright/test";

/** A form with one field of every kind, a description and two required fields. */
export const EVERY_KIND_FORM = {
  title: "Every Kind",
  description: "One field of each of the ten kinds.",
  fields: [
    { id: "name", type: "text", label: "Full Name", placeholder: "Your name", required: true },
    { id: "mail", type: "email", label: "Email", placeholder: "you@example.com", required: true },
    { id: "tel", type: "phone", label: "Phone", placeholder: "Phone", required: false },
    { id: "pw", type: "password", label: "Password", placeholder: "Secret", required: false },
    { id: "day", type: "date", label: "Day", required: false },
    { id: "age", type: "number", label: "Age", required: false },
    { id: "msg", type: "textarea", label: "Message", placeholder: "Say something", required: false },
    { id: "pick", type: "select", label: "Plan", required: false, options: ["Basic", "Pro", "Team"] },
    { id: "tags", type: "checkbox", label: "Topics", required: false, options: ["News", "Tips", "Offers"] },
    { id: "size", type: "radio", label: "Size", required: false, options: ["S", "M", "L"] },
  ],
} as const;

/** Opens the builder and waits until the core has started. */
export async function openBuilder(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("heading", { name: "Formwright" })).toBeVisible();
  // The shell paints before the wasm core has loaded and is inert until then.
  await expect(page.locator("html")).toHaveAttribute("data-core", "ready");
}

/**
 * The toasts in the notification area. Located by their slot, not through the
 * 'Notifications (F8)' region: while a modal dialog is open the region is
 * hidden from the accessibility tree (the toast is still announced).
 */
export function toasts(page: Page): Locator {
  return page.locator('li[data-slot="toast"]');
}

/** Expects exactly one toast on screen with this title and description. */
export async function expectToast(page: Page, title: string, description: string): Promise<Locator> {
  const shown = toasts(page).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toContainText(title);
  await expect(shown.first()).toContainText(description);
  return shown.first();
}

/** Imports `content` as a file named `name` through the top bar's Import picker. */
export async function importFile(page: Page, content: string, name = "form.json"): Promise<void> {
  await page.getByTestId("import-input").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(content) });
}

/** Imports a form object and waits for the success toast. */
export async function importForm(page: Page, form: object): Promise<void> {
  await importFile(page, JSON.stringify(form));
  await expectToast(page, "Form imported successfully", "Your form has been loaded from the JSON file.");
}

/** The Live Preview panel (shown while no field is selected). */
export function livePreview(page: Page): Locator {
  return page.getByTestId("live-preview");
}

/** The Smart Tools card. */
export function smartTools(page: Page): Locator {
  return page.getByRole("region", { name: "Smart Tools" });
}

/** The Form Structure summary of the Live Preview. */
export function formStructure(page: Page): Locator {
  return page.getByRole("region", { name: "Form Structure" });
}

/** Opens the Templates tab of the sidebar. */
export async function openTemplates(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Templates" }).click();
  await expect(page.getByPlaceholder("Search templates...")).toBeVisible();
}

/** Uses a template from the Templates tab (on a pristine form: no confirmation). */
export async function useTemplate(page: Page, title: string): Promise<void> {
  await openTemplates(page);
  await page.getByRole("button", { name: `Use ${title}` }).click();
  await expect(formStructure(page).getByText(title, { exact: true })).toBeVisible();
}

/** Collects what the page logs to the console. */
export function consoleLog(page: Page): { type: string; text: string; args: unknown[] }[] {
  const messages: { type: string; text: string; args: unknown[] }[] = [];
  page.on("console", async (m) => {
    const entry = { type: m.type(), text: m.text(), args: [] as unknown[] };
    messages.push(entry);
    for (const arg of m.args()) entry.args.push(await arg.jsonValue().catch(() => undefined));
  });
  return messages;
}
