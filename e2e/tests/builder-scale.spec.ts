// The structure behind "a 2,000-field form stays instant": typing in a field's
// label changes only that card's DOM. Its speed is measured by `just bench-ui`
// (scripts/bench-ui.mjs, figures in BENCHMARKS.md), never in a test.
import { test, expect } from "../fixtures/builder";

const KINDS = ["text", "email", "phone", "password", "date", "number", "textarea", "select", "checkbox", "radio"];

test("typing in a 2,000-field form touches only that card's DOM", async ({ builder, page }) => {
  test.slow();
  const fields = Array.from({ length: 2000 }, (_, i) => ({
    id: `f${i}`,
    type: KINDS[i % 10],
    label: `Field ${i}`,
    placeholder: `Placeholder ${i}`,
    required: i % 3 === 0,
    ...(i % 10 >= 7 ? { options: ["A", "B", "C"] } : {}),
  }));
  await page.getByTestId("import-input").setInputFiles({
    name: "big.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ title: "Big", fields })),
  });
  await expect.poll(() => builder.count(), { timeout: 30_000 }).toBe(2000);
  await builder.select("Field 0");
  await builder.setting("Label").focus();

  const result = await page.evaluate(async () => {
    const input = document.activeElement as HTMLInputElement;
    const canvas = document.querySelector('[aria-label="Form canvas"]')!;
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const card = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest("[data-field-id]");
        touched.add(card?.getAttribute("data-field-id") ?? "outside a card");
      }
    });
    observer.observe(canvas, { subtree: true, childList: true, characterData: true, attributes: true });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    for (let i = 0; i < 15; i++) {
      setValue.call(input, input.value + "x");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    observer.disconnect();
    return [...touched];
  });
  await expect(builder.card("Field 0xxxxxxxxxxxxxxx")).toBeVisible();
  expect(result).toEqual(["f0"]);
});
