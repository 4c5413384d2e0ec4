// Issue 23, defect B: a file with the pattern `(a+)+$` and a default of forty
// `a` and a `!` froze the builder for over 30 s when Preview opened (the
// previews judge default values); `^(a|aa)+$` cost 4.7 s a keystroke. The core
// now refuses such patterns: the import report and Field Settings say so, and
// the builder stays responsive.
import { test, expect } from "../fixtures/builder";
import { expectToast, importFile } from "./support/features";

const HOSTILE = `${"a".repeat(40)}!`;
const MAY_HANG = /^This pattern can take very long to check on some answers/;

test("a file with a pattern that could hang loads, previews at once and says why the pattern is not checked", async ({ page, builder }) => {
  await builder.open();
  await importFile(
    page,
    JSON.stringify({
      title: "Hostile",
      fields: [
        { id: "nested", type: "text", label: "Nested", defaultValue: HOSTILE, validation: { pattern: "(a+)+$" } },
        { id: "overlap", type: "text", label: "Overlap", defaultValue: HOSTILE, validation: { pattern: "^(a|aa)+$" } },
      ],
    }),
  );
  const toast = await expectToast(page, "Imported with 2 changes", "Some values were repaired or left out.");
  await toast.getByRole("button", { name: "Show changes" }).click();
  const report = page.getByRole("dialog", { name: "Imported with 2 changes" });
  const line = (i: number) =>
    `fields[${i}].validation.pattern: this pattern can take very long to check on some answers, so answers are not checked against it; it is kept as written (the pattern's setting says why)`;
  await expect(report.getByTestId("import-report")).toHaveValue([line(0), line(1)].join("\n"));
  await report.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("lint-count")).toHaveText("2 logic issues");

  // Preview judges the hostile defaults: it opens at once, the page answers.
  const opened = Date.now();
  await page.getByRole("banner").getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Form Preview" });
  await expect(preview.getByLabel("Overlap")).toHaveValue(HOSTILE);
  expect(Date.now() - opened).toBeLessThan(2_000);
  const typed = Date.now();
  await preview.getByLabel("Overlap").fill(`${"a".repeat(41)}!`);
  await preview.getByRole("button", { name: "Submit Form" }).click();
  await expect(preview.getByText("Match the requested format.")).toHaveCount(0);
  // The page's thread is free: a task queued now runs within 100 ms.
  const wait = await page.evaluate(
    () => new Promise<number>((done) => { const t = performance.now(); setTimeout(() => done(performance.now() - t), 0); }),
  );
  expect(wait).toBeLessThan(100);
  expect(Date.now() - typed).toBeLessThan(2_000);
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toBeHidden();

  // The finding sits next to the pattern setting.
  await builder.select("Nested");
  await expect(builder.settings.locator("[data-slot=finding]")).toHaveText(MAY_HANG);
  await expect(builder.setting("Pattern (Regex)")).toHaveValue("(a+)+$");
  const described = await builder.setting("Pattern (Regex)").evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
  expect(described).toMatch(/This pattern can take very long to check on some answers/);
});
