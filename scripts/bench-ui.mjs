// Browser benchmark: a 2,000-field form in Debian's Chromium, against the
// production build (run by `just bench-ui` after `just build`). Measures, from
// the user's input to the next painted frame: a keystroke in a field's label,
// an undo, and a keyboard reorder. Prints medians; figures go in BENCHMARKS.md.
// Timing lives here, never in a test (tests assert behaviour only).
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 4392;
const N = 2000;
const KINDS = ["text", "email", "phone", "password", "date", "number", "textarea", "select", "checkbox", "radio"];

const server = spawn(join(root, "node_modules/.bin/vite"), ["preview", "--config", "ui/vite.config.ts", "--port", String(PORT)], {
  cwd: root,
  stdio: "ignore",
});
const base = `http://127.0.0.1:${PORT}/`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(base);
  const fields = Array.from({ length: N }, (_, i) => ({
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
  // Cards off screen are not mounted: wait until the list reports all N.
  await page.locator(`[aria-label="Form fields"] > li[aria-setsize="${N}"]`).first().waitFor({ state: "attached", timeout: 60_000 });

  // Resolves after the frame that follows the input has been painted.
  const toPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await page.evaluate(() => (window.__toPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))));
  void toPaint;

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const results = {};

  // Keystroke: select Field 0, type into its Label box.
  await page.getByRole("listitem", { name: "Field 0", exact: true }).click();
  const label = page.getByRole("complementary", { name: "Field settings" }).getByLabel("Label", { exact: true });
  await label.focus();
  results.keystroke = median(
    await page.evaluate(async () => {
      const input = document.activeElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const times = [];
      for (let i = 0; i < 30; i++) {
        const start = performance.now();
        setValue.call(input, input.value + "x");
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await window.__toPaint();
        times.push(performance.now() - start);
      }
      return times;
    }),
  );

  // Undo: each click undoes one step (the burst above, then the import has none).
  await page.keyboard.press("Escape");
  const undoTimes = [];
  for (let i = 0; i < 10; i++) {
    await page.getByRole("listitem", { name: "Field 1", exact: true }).click();
    await page.getByRole("button", { name: "Duplicate Field 1", exact: true }).click();
    await page.waitForTimeout(50);
    undoTimes.push(
      await page.evaluate(async () => {
        const button = [...document.querySelectorAll("header button")].find((b) => b.getAttribute("aria-label") === "Undo");
        const start = performance.now();
        button.click();
        await window.__toPaint();
        return performance.now() - start;
      }),
    );
  }
  results.undo = median(undoTimes);

  // Reorder by keyboard: pick up Field 2's handle, move down, drop; time the drop.
  const reorderTimes = [];
  for (let i = 0; i < 8; i++) {
    const handle = page.getByRole("button", { name: "Drag Field 2", exact: true });
    await handle.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(50);
    await page.keyboard.press(i % 2 ? "ArrowUp" : "ArrowDown");
    await page.waitForTimeout(100);
    reorderTimes.push(
      await page.evaluate(async () => {
        const start = performance.now();
        document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true }));
        await window.__toPaint();
        return performance.now() - start;
      }),
    );
    await page.waitForTimeout(100);
  }
  results.reorder = median(reorderTimes);

  console.log(`${N} fields, input to next painted frame (median):`);
  for (const [k, v] of Object.entries(results)) console.log(`  ${k.padEnd(10)} ${v.toFixed(1)} ms`);
} finally {
  await browser.close();
  server.kill();
}
