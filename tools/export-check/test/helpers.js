// Shared by the export checks: finds the repository root from this file's
// location, builds the formwright-cli binary once per test process, and
// produces every export of every built-in template and of the nasty fixture.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const NOW = "2026-11-22T10:00:00.000Z";
export const NASTY_FIXTURE = path.join(ROOT, "core", "tests", "fixtures", "nasty-form.json");
const CLI = path.join(ROOT, "target", "debug", process.platform === "win32" ? "formwright-cli.exe" : "formwright-cli");

let built = false;

/** Builds the CLI (a no-op when it is up to date). */
export function buildCli() {
  if (built) return;
  const result = spawnSync("cargo", ["build", "-q", "-p", "formwright-cli"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`cargo build -p formwright-cli failed (${result.status})`);
  built = true;
}

/** Runs the CLI; returns stdout, or throws with its stderr. */
export function cli(args) {
  buildCli();
  return execFileSync(CLI, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}

/** Runs the CLI and returns { status, stdout, stderr } without throwing. */
export function cliResult(args) {
  buildCli();
  const r = spawnSync(CLI, args, { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary folder for this test process. */
export function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "formwright-export-check-"));
}

/**
 * The forms every check runs on: templates 1–5 (from `formwright-cli template`)
 * and the nasty fixture. Each has a name, the path of its form JSON and the form.
 */
export function cases() {
  const dir = tempDir();
  const list = [];
  for (let n = 1; n <= 5; n++) {
    const json = cli(["template", String(n), "--now", NOW]);
    const file = path.join(dir, `template-${n}.json`);
    fs.writeFileSync(file, json);
    list.push({ name: `template ${n}`, file, form: JSON.parse(json) });
  }
  list.push({ name: "nasty", file: NASTY_FIXTURE, form: JSON.parse(fs.readFileSync(NASTY_FIXTURE, "utf8")) });
  return list;
}

/** The export of a case in a format, as the CLI writes it. */
export function exportOf(testCase, format) {
  return cli(["export", "--format", format, "--now", NOW, testCase.file]);
}

/** The fields of a form, first per id (later fields with a repeated id share its state and property). */
export function distinctFields(form) {
  const seen = new Set();
  return form.fields.filter((f) => !seen.has(f.id) && seen.add(f.id));
}

export const CHOICE_TYPES = new Set(["select", "checkbox", "radio"]);

/** A form that only an import can hold: blank title, spaced ids, control characters (and empty and repeated ids, which the import replaces). */
export function edgeCase() {
  const form = {
    id: "edge",
    title: "   ",
    description: "",
    fields: [
      { id: "", type: "text", label: "", required: true },
      { id: "same", type: "radio", label: "Radio without options", required: true, options: [] },
      { id: "same", type: "select", label: "Repeated options", options: ["", "a", "a"], defaultValue: "a" },
      { id: "tab\tid", type: "checkbox", label: "Ticked by default", required: true, options: ["x", "y"], defaultValue: "y" },
      { id: "same-2", type: "number", label: "Clashes with a generated id", defaultValue: -1.5e3 },
      { id: "field", type: "email", label: "Two addresses", defaultValue: "a@b.c, d@e.f" },
      { id: "ctl\u0001", type: "textarea", label: "Control \u000c characters \u007f", defaultValue: "\u0000" },
    ],
    createdAt: NOW,
    updatedAt: NOW,
  };
  const file = path.join(tempDir(), "edge.json");
  fs.writeFileSync(file, JSON.stringify(form));
  // The CLI reads a file as the browser's import does (an empty or repeated id
  // gets a fresh one), so the checks compare with the form as read.
  const { exportedAt: _at, version: _v, ...read } = JSON.parse(cli(["export", "--format", "json", "--now", NOW, file]));
  return { name: "edge", file, form: read };
}

/**
 * Loads an exported page in jsdom with its scripts running; `alert` and
 * `console.log` are recorded. Returns the window, the form and helpers:
 * `set(answers)` clears every control, then sets the given answers
 * (text: a string; a group: a list of options or one option; one box:
 * true/false) by field id and dispatches `input` and `change`; `submit()`
 * requests a submit and returns `{logged, alerted}` of that submit;
 * `visible()` lists the ids of wrappers without `hidden`; `message(id)` is the
 * text of a field's message element ("" when hidden). `url`: the page's
 * address (issue 27: a hidden field may read its query).
 */
export async function loadPage(html, url = undefined) {
  const { JSDOM, VirtualConsole } = await import("jsdom");
  const logged = [];
  const alerted = [];
  const errors = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("jsdomError", (e) => errors.push(e));
  const dom = new JSDOM(html, {
    ...(url === undefined ? {} : { url }),
    runScripts: "dangerously",
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window) {
      window.alert = (message) => alerted.push(message);
      window.console.log = (...args) => logged.push(args);
    },
  });
  const { window } = dom;
  const document = window.document;
  const form = document.querySelector("form");
  const controls = () => [...form.querySelectorAll("input, select, textarea")];
  const fire = (el) => {
    el.dispatchEvent(new window.Event("input", { bubbles: true }));
    el.dispatchEvent(new window.Event("change", { bubbles: true }));
  };
  return {
    window,
    document,
    form,
    errors,
    wrapper: (id) => [...form.querySelectorAll("[data-field]")].find((w) => w.dataset.field === id),
    set(answers) {
      for (const c of controls()) {
        if (c.type === "checkbox" || c.type === "radio") c.checked = false;
        else c.value = "";
        fire(c);
      }
      for (const [id, answer] of Object.entries(answers)) {
        const w = [...form.querySelectorAll("[data-field]")].find((x) => x.dataset.field === id);
        const inside = [...w.querySelectorAll("input, select, textarea")];
        for (const c of inside) {
          if (c.type === "checkbox" && typeof answer === "boolean") c.checked = answer;
          else if (c.type === "checkbox" || c.type === "radio") c.checked = [].concat(answer).includes(c.value);
          else c.value = answer;
          fire(c);
        }
      }
    },
    submit() {
      const before = [logged.length, alerted.length];
      form.requestSubmit();
      return { logged: logged.slice(before[0]), alerted: alerted.slice(before[1]) };
    },
    visible: () => [...form.querySelectorAll("[data-field]")].filter((w) => !w.hidden).map((w) => w.dataset.field),
    message(id) {
      const w = [...form.querySelectorAll("[data-field]")].find((x) => x.dataset.field === id);
      const p = w.querySelector(".error");
      return p.hidden ? "" : p.textContent;
    },
    close: () => window.close(),
  };
}

/** A copy of a form with no rules (nothing required, no validation, no condition), written to a file: for checks of what a submit logs. */
export function withoutRules(testCase) {
  const form = {
    ...testCase.form,
    fields: testCase.form.fields.map(({ required: _r, validation: _v, conditional: _c, ...f }) => f),
  };
  const file = path.join(tempDir(), "without-rules.json");
  fs.writeFileSync(file, JSON.stringify(form));
  return { ...testCase, name: `${testCase.name} without rules`, file, form };
}

/** Writes a form to a file and returns a case for it. */
export function caseOf(name, form) {
  const file = path.join(tempDir(), `${name.replace(/\W+/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify(form));
  return { name, file, form };
}

/**
 * A form using issue 26's rules: `budget` is shown by an `any` group (one
 * clause a number comparison), `email` is required by a requiredWhen (one
 * box ticked), `note` is shown while `topic` is not empty and required by an
 * `all` group.
 */
export const logicForm = {
  id: "logic",
  title: "Logic",
  description: "",
  fields: [
    { id: "topic", type: "select", label: "Topic", options: ["Sales", "Support"] },
    { id: "seats", type: "number", label: "Seats" },
    {
      id: "budget", type: "text", label: "Budget", required: true,
      conditional: { showWhen: { any: [{ fieldId: "topic", condition: "equals", value: "Sales" }, { fieldId: "seats", condition: "greater_than", value: "10" }] } },
    },
    { id: "agree", type: "checkbox", label: "Contact me" },
    { id: "email", type: "email", label: "Email", conditional: { requiredWhen: { fieldId: "agree", condition: "is_not_empty" } } },
    {
      id: "note", type: "textarea", label: "Note",
      conditional: {
        showWhen: { fieldId: "topic", condition: "is_not_empty" },
        requiredWhen: { all: [{ fieldId: "topic", condition: "not_contains", value: "Sales" }, { fieldId: "seats", condition: "less_than", value: "3" }] },
      },
    },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};

/**
 * Asserts what every page with its own parts (pages, the 'More Fields'
 * kinds) must hold: the Nu Html Checker finds no error, the page's policy
 * hashes its one style and its one script, and no inline handler or style
 * attribute is written. `name` names the temporary file.
 */
export function assertCheckedPage(assert, html, name, vnuJar) {
  const file = path.join(tempDir(), `${name}.html`);
  fs.writeFileSync(file, html);
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", file], { encoding: "utf8" });
  assert.notEqual(run.status, null, `java did not run: ${run.error}`);
  const errors = JSON.parse(run.stderr).messages.filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error");
  assert.deepEqual(errors, [], JSON.stringify(errors, null, 2).slice(0, 4000));
  const between = (text, start, end) => text.split(start)[1].split(end)[0];
  const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const policy = between(html, '<meta http-equiv="Content-Security-Policy" content="', '"');
  const style = between(html, "<style>", "</style>");
  const script = between(html, "<script>", "</script>");
  assert.equal(policy, `default-src 'none'; script-src ${sha256(script)}; style-src ${sha256(style)}; form-action 'none'`);
  assert.equal(html.match(/<script>/g).length, 1, "one script; no inline handler or style attribute");
  assert.doesNotMatch(html, / (on[a-z]+|style)=/);
}

/** Sets a control's value (or ticks a box or radio) as a user does, firing input and change. */
export function fill(window, control, value) {
  if (control.type === "radio" || control.type === "checkbox") control.checked = value;
  else control.value = value;
  control.dispatchEvent(new window.Event("input", { bubbles: true }));
  control.dispatchEvent(new window.Event("change", { bubbles: true }));
}
