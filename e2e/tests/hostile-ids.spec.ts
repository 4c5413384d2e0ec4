// Issue 23, defect C: a control named after a property of its form element
// (`addEventListener`, `querySelectorAll`, `appendChild`, `nodeName`…) hides
// that property (`form.addEventListener` is then the control), and a field
// whose DOM id is one of the page's own ids (`formwright-rules`) is what
// `getElementById` finds. The exported page's script threw: hidden fields
// showed, nothing was validated, and Submit did a plain GET with every answer
// in the address. The React component did not even render.
//
// Here one form has a field named after every property of
// HTMLFormElement.prototype and HTMLElement.prototype and their prototype
// chains (Element, Node, EventTarget, Object), read from this Chromium at
// test time, plus ids of the page's namespace. Its HTML export (through
// formwright-cli) and its React component (bundled with the export checker's
// react-dom and esbuild) run in Chromium: no error, a condition hides a
// field, a bad answer is refused with its message and the focus on the first
// problem, and a valid Submit logs every shown answer without navigating.
//
// Playwright's own actions read properties of the form (getAttribute), so
// this suite clicks and fills with `force` and reads the page through
// `document.getElementById`, never through the form.
import { test, expect, type Page } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = path.join(ROOT, "target", "debug", "formwright-cli");
const NOW = "2026-01-01T00:00:00.000Z";

/** The condition's field, the field it shows, and the field that refuses a short answer. */
const GATE = "addEventListener";
const SHOWN = "querySelectorAll";
const CHECKED = "formwright-rules";

type Answer = string | string[] | boolean;
type Field = {
  id: string;
  type: string;
  label: string;
  required?: boolean;
  options?: string[];
  validation?: { minLength?: number };
  conditional?: { showWhen: { fieldId: string; condition: string; value: string } };
};

/** Every property name of the form element and its prototype chain, in this browser. */
async function propertyNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    for (const start of [HTMLFormElement.prototype, HTMLElement.prototype]) {
      for (let p: object | null = start; p; p = Object.getPrototypeOf(p)) {
        for (const name of Object.getOwnPropertyNames(p)) names.add(name);
      }
    }
    return [...names];
  });
}

/** Each control kind in turn, so every kind carries a hostile name and id. */
const KINDS: { type: string; options?: string[]; empty: Answer }[] = [
  { type: "text", empty: "" },
  { type: "textarea", empty: "" },
  { type: "select", options: ["a", "b"], empty: "" },
  { type: "radio", options: ["a", "b"], empty: "" },
  { type: "checkbox", options: ["a", "b"], empty: [] },
  { type: "checkbox", empty: false },
  { type: "number", empty: "" },
  { type: "email", empty: "" },
  { type: "date", empty: "" },
];

function hostileForm(names: string[]) {
  const ids = [...new Set([...names, "formwright-", "formwright-x", "field-formwright-rules"])].filter(
    (id) => ![GATE, SHOWN, CHECKED].includes(id),
  );
  const fields: Field[] = [
    { id: GATE, type: "text", label: GATE },
    {
      id: SHOWN,
      type: "text",
      label: SHOWN,
      required: true,
      conditional: { showWhen: { fieldId: GATE, condition: "equals", value: "open" } },
    },
    { id: CHECKED, type: "text", label: CHECKED, required: true, validation: { minLength: 3 } },
    ...ids.map((id, i) => {
      const { type, options } = KINDS[i % KINDS.length];
      return { id, type, label: id, ...(options ? { options } : {}) };
    }),
  ];
  const empty = new Map<string, Answer>(ids.map((id, i) => [id, KINDS[i % KINDS.length].empty]));
  return { form: { id: "hostile", title: "Hostile ids", description: "", fields, createdAt: NOW, updatedAt: NOW }, empty };
}

/**
 * Records what the page logs as JSON text (an own `__proto__` key survives
 * JSON, not Playwright's copy of the object) and each navigation.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { formwrightLogs: string[] };
    w.formwrightLogs = [];
    const log = console.log.bind(console);
    console.log = (...args: unknown[]) => {
      w.formwrightLogs.push(JSON.stringify(args));
      log(...args);
    };
  });
  const seen = { errors: [] as string[], alerts: [] as string[], navigations: 0 };
  page.on("pageerror", (e) => seen.errors.push(e.message));
  page.on("dialog", async (d) => {
    seen.alerts.push(d.message());
    await d.accept();
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.navigations += 1;
  });
  return seen;
}

/** What the page logged, parsed here (Playwright's copy of an object would drop an own `__proto__` key). */
const logs = async (page: Page): Promise<unknown[][]> =>
  (await page.evaluate(() => (window as unknown as { formwrightLogs: string[] }).formwrightLogs)).map((l) => JSON.parse(l));

/** The state of one field, read by ids (its wrapper by `data-field`, its message by id). */
function fieldState(page: Page, fieldId: string, controlId: string) {
  return page.evaluate(
    ([fieldId, controlId]) => {
      const wrapper = Array.from(document.querySelectorAll("[data-field]")).find((w) => w.getAttribute("data-field") === fieldId)!;
      const error = document.getElementById(`${controlId}-error`)!;
      return {
        hidden: (wrapper as HTMLElement).hidden,
        disabled: (document.getElementById(controlId) as HTMLInputElement).disabled,
        message: error.hidden ? "" : error.textContent,
      };
    },
    [fieldId, controlId],
  );
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Runs the same story on the page at `url`: the HTML page (which alerts and
 * has one id of its own, the rule set's) or the React component (neither).
 */
async function story(page: Page, url: string, empty: Map<string, Answer>, kind: "html" | "react") {
  const seen = await watch(page);
  await page.goto(url);
  const submit = page.locator('button[type="submit"]');
  // The rule set's field keeps its id as its name; its DOM id is outside the page's namespace.
  const checkedId = "field-formwright-rules-2";
  await expect(page.locator(`#${checkedId}`)).toHaveAttribute("name", CHECKED);
  expect(await page.locator('[id^="formwright-"]').count()).toBe(kind === "html" ? 1 : 0);

  // The condition hides, then shows.
  expect(await fieldState(page, SHOWN, SHOWN)).toEqual({ hidden: true, disabled: true, message: "" });
  await page.locator(`#${GATE}`).fill("open", { force: true });
  expect(await fieldState(page, SHOWN, SHOWN)).toEqual({ hidden: false, disabled: false, message: "" });

  // A bad answer is refused: its message shows, the focus goes to the first problem, nothing is sent.
  await page.locator(`#${checkedId}`).fill("ab", { force: true });
  await submit.click({ force: true });
  await expect.poll(() => focusedId(page)).toBe(SHOWN);
  expect(await fieldState(page, SHOWN, SHOWN)).toMatchObject({ message: "This field is required." });
  expect(await fieldState(page, CHECKED, checkedId)).toMatchObject({ message: "Enter at least 3 characters." });
  expect(await logs(page)).toEqual([]);

  // Enter in a field submits too, and is refused the same way.
  await page.locator(`#${GATE}`).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => focusedId(page)).toBe(SHOWN);

  // Fixed: a valid Submit logs every shown answer, by field id, and stays on the page.
  await page.locator(`#${SHOWN}`).fill("here", { force: true });
  await page.locator(`#${checkedId}`).fill("abc", { force: true });
  await submit.click({ force: true });
  await expect.poll(async () => (await logs(page)).length).toBe(1);
  const [label, data] = (await logs(page))[0] as [string, Record<string, Answer>];
  expect(label).toBe("Form submitted:");
  const expected = new Map<string, Answer>([[GATE, "open"], [SHOWN, "here"], [CHECKED, "abc"], ...empty]);
  expect(Object.entries(data).sort(byKey)).toEqual([...expected.entries()].sort(byKey));
  expect(seen.alerts).toEqual(kind === "html" ? ["Form submitted! Check console for data."] : []);
  expect(page.url()).toBe(url);
  expect(seen.navigations).toBe(1);
  expect(seen.errors).toEqual([]);
}

let names: string[] = [];
let dir = "";

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  names = await propertyNames(page);
  await page.close();
  // The chain's own names are there: a hand list could not drift from the browser.
  for (const name of ["addEventListener", "querySelectorAll", "noValidate", "appendChild", "nodeName", "setAttribute", "__proto__"]) {
    expect(names).toContain(name);
  }
  const built = spawnSync("cargo", ["build", "-q", "-p", "formwright-cli"], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`cargo build -p formwright-cli failed (${built.status})`);
  dir = mkdtempSync(path.join(tmpdir(), "formwright-hostile-"));
});

const exported = (file: string, format: string) =>
  execFileSync(CLI, ["export", "--format", format, "--now", NOW, file], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

test("the HTML page runs with a field named after every property of its form element", async ({ page }) => {
  const { form, empty } = hostileForm(names);
  const file = path.join(dir, "hostile.json");
  writeFileSync(file, JSON.stringify(form));
  const html = path.join(dir, "hostile.html");
  writeFileSync(html, exported(file, "html"));
  await story(page, pathToFileURL(html).href, empty, "html");
});

test("the React component renders and runs with a field named after every property of its form element", async ({ page }) => {
  const { form, empty } = hostileForm(names);
  const file = path.join(dir, "hostile-react.json");
  writeFileSync(file, JSON.stringify(form));
  writeFileSync(path.join(dir, "Hostile.jsx"), exported(file, "react"));
  writeFileSync(
    path.join(dir, "main.jsx"),
    'import { createRoot } from "react-dom/client";\nimport Hostile from "./Hostile.jsx";\ncreateRoot(document.getElementById("root")).render(<Hostile />);\n',
  );
  // The export checker's own react, react-dom and esbuild (tools/export-check/package.json).
  const checker = createRequire(path.join(ROOT, "tools", "export-check", "package.json"));
  const esbuild = checker("esbuild");
  await esbuild.build({
    entryPoints: [path.join(dir, "main.jsx")],
    outfile: path.join(dir, "main.js"),
    bundle: true,
    format: "iife",
    jsx: "automatic",
    nodePaths: [path.resolve(path.dirname(checker.resolve("react/package.json")), "..")],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const html = path.join(dir, "hostile-react.html");
  writeFileSync(
    html,
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Hostile ids</title></head><body><div id="root"></div><script src="main.js"></script></body></html>',
  );
  await story(page, pathToFileURL(html).href, empty, "react");
});
