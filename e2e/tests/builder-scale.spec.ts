// Performance target: a 2,000-field form stays instant. Typing in a field's
// label updates that card within a frame's work (generous bound for shared
// machines), and only that card's DOM changes.
import { test, expect } from "../fixtures/builder";

const KINDS = ["text", "email", "phone", "password", "date", "number", "textarea", "select", "checkbox", "radio"];

test("typing in a 2,000-field form touches one card and stays fast", async ({ builder, page }) => {
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
  await expect(builder.cards).toHaveCount(2000, { timeout: 30_000 });
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
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      setValue.call(input, input.value + "x");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      times.push(performance.now() - start);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    observer.disconnect();
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, touched: [...touched] };
  });
  await expect(builder.card("Field 0xxxxxxxxxxxxxxx")).toBeVisible();
  expect(result.touched).toEqual(["f0"]);
  // Measured around 5 ms on the development machine; the bound leaves room for load.
  expect(result.median).toBeLessThan(60);
});
