// Issue 9, "Agreement, proven" in a real browser: fixed forms (a chain of
// conditions, a cycle and a missing target, one box, Unicode patterns with the
// v flag, emoji lengths, the email, phone and date syntax) are exported as HTML
// by the core (formwright-cli, built here if needed), opened in Chromium, and
// filled in by typing and clicking. What the page does must be the core's
// verdict: which fields are shown, the messages under them, where the focus
// goes, and whether it submits, with which data.
//
// The forms, answer sets and the core's verdicts are in
// tools/export-check/agreement/chromium-cases.json, written by the Rust test
// `the_chromium_cases_hold_the_cores_verdicts` (core/tests/export_agreement.rs;
// it fails when the file is stale, UPDATE_AGREEMENT_FIXTURE=1 rewrites it),
// so this suite needs no core of its own and judges the page black-box.
// AGREEMENT_PAGE=reference judges the harness's reference page instead.
// The random agreement (hundreds of forms, jsdom) is in that Rust test too.
import { test, expect, type Page } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = path.join(ROOT, "target", "debug", "formwright-cli");

type Answer = string | string[] | boolean;
type Field = { id: string; type: string; label: string; options?: string[] };
type FieldVerdict = { id: string; visible: boolean; problems: { code: string; message: string }[] };
type AnswerSet = {
  answers: Record<string, Answer>;
  verdict: { valid: boolean; fields: FieldVerdict[] };
  submitted: Record<string, Answer>;
};
type Case = { name: string; form: { fields: Field[] }; rules: unknown; sets: AnswerSet[] };

const CASES: Case[] = JSON.parse(
  readFileSync(path.join(ROOT, "tools/export-check/agreement/chromium-cases.json"), "utf8"),
).cases;

/** The core's HTML export of each case, through the CLI. */
const pages = new Map<string, string>();

test.beforeAll(async () => {
  if (process.env.AGREEMENT_PAGE === "reference") {
    // The harness's own page built to the contract (tools/export-check/agreement/reference.mjs):
    // proves this suite right while the export is not.
    const reference = pathToFileURL(path.join(ROOT, "tools/export-check/agreement/reference.mjs")).href;
    const { referencePage } = await import(reference);
    const evaluator = readFileSync(path.join(ROOT, "core/src/rules/evaluator.js"), "utf8");
    for (const c of CASES) pages.set(c.name, referencePage(c.form, c.rules, evaluator));
    return;
  }
  const built = spawnSync("cargo", ["build", "-q", "-p", "formwright-cli"], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`cargo build -p formwright-cli failed (${built.status})`);
  const dir = mkdtempSync(path.join(tmpdir(), "formwright-agreement-"));
  CASES.forEach((c, i) => {
    const file = path.join(dir, `case-${i}.json`);
    writeFileSync(file, JSON.stringify(c.form));
    pages.set(c.name, execFileSync(CLI, ["export", "--format", "html", "--now", "2026-01-01T00:00:00.000Z", file], { encoding: "utf8" }));
  });
});

const wrapper = (page: Page, id: string) => page.locator(`[data-field="${id.replace(/["\\]/g, "\\$&")}"]`);

/**
 * Types or clicks one answer into its field; false when the field's controls
 * are disabled (hidden) for now.
 */
async function enter(page: Page, field: Field, answer: Answer): Promise<boolean> {
  const w = wrapper(page, field.id);
  const first = w.locator("input, select, textarea").first();
  if (await first.isDisabled()) return false;
  if (typeof answer === "boolean") {
    await w.locator('input[type="checkbox"]').setChecked(answer);
  } else if (Array.isArray(answer)) {
    for (const option of answer) await w.locator(`input[type="checkbox"][value="${option}"]`).check();
  } else if (field.type === "radio") {
    await w.locator(`input[type="radio"][value="${answer}"]`).check();
  } else if (field.type === "select") {
    await w.locator("select").selectOption(answer);
  } else if (field.type === "date") {
    await first.fill(answer);
  } else {
    await first.click();
    await page.keyboard.insertText(answer);
  }
  return true;
}

/** Enters every answer, a field as soon as a condition shows it. */
async function fillIn(page: Page, c: Case, answers: Record<string, Answer>) {
  const pending = c.form.fields.filter((f) => {
    const a = answers[f.id];
    return a !== undefined && a !== "" && a !== false && !(Array.isArray(a) && a.length === 0);
  });
  while (pending.length) {
    const before = pending.length;
    for (const f of [...pending]) {
      if (await enter(page, f, answers[f.id])) pending.splice(pending.indexOf(f), 1);
    }
    if (pending.length === before) throw new Error(`fields never shown to type in: ${pending.map((f) => f.id)}`);
  }
  // Leave the last field (its messages may appear and move the button), then
  // press Submit.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Drops unanswered entries ("" and []): the contract leaves them open. */
function answered(data: Record<string, Answer>): Record<string, Answer> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== "" && !(Array.isArray(v) && v.length === 0)));
}

for (const c of CASES) {
  test.describe(c.name, () => {
    c.sets.forEach((set, n) => {
      test(`answer set ${n + 1}: ${set.verdict.valid ? "submits" : "is refused"} as the core says`, async ({ page }) => {
        const logged: unknown[] = [];
        const alerts: string[] = [];
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        page.on("console", async (msg) => {
          if (msg.type() === "log" && msg.text().startsWith("Form submitted:")) logged.push(await msg.args()[1]?.jsonValue());
        });
        page.on("dialog", async (dialog) => {
          alerts.push(dialog.message());
          await dialog.accept();
        });
        await page.setContent(pages.get(c.name)!);
        await fillIn(page, c, set.answers);

        // Shown and hidden fields, before submitting.
        for (const f of set.verdict.fields) {
          if (f.visible) await expect(wrapper(page, f.id)).toBeVisible();
          else await expect(wrapper(page, f.id)).toBeHidden();
        }

        await page.getByRole("button", { name: "Submit" }).click();
        if (set.verdict.valid) {
          await expect.poll(() => logged.length).toBe(1);
          expect(answered(logged[0] as Record<string, Answer>)).toEqual(answered(set.submitted));
          expect(alerts).toEqual(["Form submitted! Check console for data."]);
        } else {
          // Refused: the messages under each shown field, aria-invalid with
          // aria-describedby naming them, the focus in the first invalid field.
          const state = await page.evaluate(() => ({
            focus: document.activeElement?.closest("[data-field]")?.getAttribute("data-field") ?? null,
            fields: Array.from(document.querySelectorAll("[data-field]")).map((w) => {
              const error = w.querySelector<HTMLElement>("p.error");
              const described = [w, ...Array.from(w.querySelectorAll("*"))].some(
                (el) => el.getAttribute("aria-invalid") === "true" && !!error?.id &&
                  (el.getAttribute("aria-describedby") ?? "").split(/\s+/).includes(error.id),
              );
              return { id: w.getAttribute("data-field"), message: error && !error.hidden ? error.textContent ?? "" : "", described };
            }),
          }));
          for (const [i, f] of set.verdict.fields.entries()) {
            if (!f.visible) continue;
            const shown = state.fields[i];
            expect(shown.id).toBe(f.id);
            if (f.problems.length === 0) expect(shown.message.trim()).toBe("");
            for (const p of f.problems) expect(shown.message).toContain(p.message);
            expect(shown.described, `${f.id}: aria-invalid and aria-describedby`).toBe(f.problems.length > 0);
          }
          const first = set.verdict.fields.find((f) => f.visible && f.problems.length > 0)!;
          expect(state.focus).toBe(first.id);
          expect(logged).toEqual([]);
          expect(alerts).toEqual([]);
        }
        expect(errors).toEqual([]);
      });
    });
  });
}
