// Accessibility scans (axe-core) of the builder's states in both themes: the
// empty canvas, a form with all ten types, a selected field. No serious or
// critical violation is allowed.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, KINDS, type Builder } from "../fixtures/builder";

async function scan(builder: Builder, state: string) {
  const results = await new AxeBuilder({ page: builder.page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(report, `serious or critical violations in ${state}`).toEqual([]);
}

for (const theme of ["dark", "light"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ builder, page }) => {
      await page.evaluate((t) => localStorage.setItem("formwright-theme", t), theme);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(builder.palette("Text Input")).toBeVisible();
    });

    test("the empty canvas has no serious violations", async ({ builder }) => {
      await scan(builder, "the empty canvas");
    });

    test("a form with all ten types has no serious violations", async ({ builder }) => {
      await builder.add(...KINDS.map((k) => k.palette));
      await builder.card("Email Address").hover();
      await scan(builder, "a form with all ten types");
    });

    test("a selected field with options and a condition has no serious violations", async ({ builder }) => {
      await builder.add("Text Input", "Dropdown");
      await builder.select("Select Option");
      await builder.settings.getByRole("button", { name: "Add Condition" }).click();
      // Required When… (issue 26): its clause editor is scanned too.
      await builder.settings.getByRole("radio", { name: "When…" }).click();
      await expect(builder.settings.getByRole("group", { name: "Required when" })).toBeVisible();
      await scan(builder, "a selected field");
      // The condition's field list open, an option highlighted (our own select).
      await builder.settings.getByRole("combobox", { name: "Show when field" }).focus();
      await builder.page.keyboard.press("ArrowDown");
      await builder.page.keyboard.press("ArrowDown");
      await expect(builder.page.getByRole("listbox", { name: "Show when field" })).toBeVisible();
      await scan(builder, "a condition's open field list");
    });

    test("the other sidebar tabs have no serious violations", async ({ builder }) => {
      await builder.sidebar.getByRole("tab", { name: "Settings" }).click();
      await scan(builder, "the Settings tab");
    });
  });
}
