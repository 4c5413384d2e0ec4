// The export agreement harness (issue 9, "Agreement, proven"), driven by
// core/tests/export_agreement.rs: one Node process per test run, one case per
// line on stdin, one judgement per line on stdout.
//
// A case is {form, rules, answers, html?, schema?}: the form, its RuleSet
// (core `rules::plan`), the answers its page's controls hold (every field,
// "" / [] / false when unanswered) and the form's HTML and JSON Schema
// exports. With --reference the harness judges its own page and schema
// built to the contract (reference.mjs) instead, to prove itself right.
//
// Black-box, as docs/rules.md ("Agreement of the exports") describes:
// - schema: ajv 2020-12 with ajv-formats, as a user sets it up, validates the
//   answer set as the schema sees it (schemaWorld, schema-world.mjs);
// - page: jsdom loads the page with its scripts, the harness clears every
//   control, sets the answers, dispatches input and change, reads the
//   controls back, calls form.requestSubmit(), and reports: valid (logged
//   "Form submitted:"), per wrapper [data-field] shown (no `hidden`),
//   disabled, its error text and aria-invalid, the logged data, the alerts
//   and where the focus went.
import fs from "node:fs";
import readline from "node:readline";
import { createRequire } from "node:module";
import { referencePage, referenceSchema } from "./reference.mjs";
import { schemaWorld } from "./schema-world.mjs";

const require = createRequire(import.meta.url);
let JSDOM, VirtualConsole, Ajv2020, addFormats;
try {
  ({ JSDOM, VirtualConsole } = require("jsdom"));
  Ajv2020 = require("ajv/dist/2020.js").default;
  addFormats = require("ajv-formats").default;
} catch (e) {
  process.stderr.write(`run.mjs: the npm packages are missing (run \`bash scripts/setup.sh dev\`): ${e.message}\n`);
  process.exit(2);
}

const evaluatorPath = process.argv[2];
const reference = process.argv.includes("--reference");
// The flag ajv compiles `pattern` with: "u" is ajv's default, as a user has
// it; "v" is HTML's (and the core's) reading of a pattern.
const ajvFlag = (process.argv.find((a) => a.startsWith("--ajv-flag=")) ?? "--ajv-flag=u").slice("--ajv-flag=".length);
const evaluatorSource = fs.readFileSync(evaluatorPath, "utf8");

// ---- the schema ----

/** ajv as a user sets it up: draft 2020-12, every error, ajv-formats. */
function newAjv() {
  // ownProperties: a field id such as `constructor` or `toString` is an
  // answer's own key; without it ajv reads Object.prototype's and `required`
  // holds for an absent `constructor`.
  const options = { allErrors: true, logger: false, ownProperties: true };
  // ajv's own meta-schema has patterns `v` rejects (`[-A-Z]`): those fall back to `u`.
  if (ajvFlag !== "u") {
    options.code = {
      regExp: (pattern) => {
        try {
          return new RegExp(pattern, ajvFlag);
        } catch {
          return new RegExp(pattern, "u");
        }
      },
    };
  }
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  return ajv;
}
let ajv = newAjv();
let compiled = 0;

// ---- the page ----

const wrappersOf = (doc) => Array.from(doc.querySelectorAll("[data-field]"));
const controlsOf = (wrapper) => Array.from(wrapper.querySelectorAll("input, select, textarea"));

/** Sets one field's answer on the controls of its wrapper. */
function setAnswer(wrapper, field, answer) {
  const controls = controlsOf(wrapper);
  if (field.answer === "flag") {
    const box = controls.find((c) => c.type === "checkbox");
    if (box) box.checked = answer === true;
    return;
  }
  if (field.answer === "list") {
    const wanted = [...answer];
    for (const box of controls.filter((c) => c.type === "checkbox")) {
      if (wanted.length && box.value === wanted[0]) {
        box.checked = true;
        wanted.shift();
      }
    }
    return;
  }
  const radios = controls.filter((c) => c.type === "radio");
  if (radios.length) {
    const radio = radios.find((r) => r.value === answer);
    if (radio) radio.checked = true;
    return;
  }
  const control = controls[0];
  if (control) control.value = answer;
}

/** What a field's controls hold, read as the contract says. */
function readAnswer(wrapper, field) {
  const controls = controlsOf(wrapper);
  if (field.answer === "flag") {
    const box = controls.find((c) => c.type === "checkbox");
    return box ? box.checked : null;
  }
  if (field.answer === "list") return controls.filter((c) => c.type === "checkbox" && c.checked).map((c) => c.value);
  const radios = controls.filter((c) => c.type === "radio");
  if (radios.length) return radios.find((r) => r.checked)?.value ?? "";
  return controls[0] ? controls[0].value : ""; // a radio group without options holds nothing
}

function clearAll(form) {
  for (const c of form.querySelectorAll("input, select, textarea")) {
    if (c.type === "checkbox" || c.type === "radio") c.checked = false;
    else if (c.type !== "submit" && c.type !== "button") c.value = "";
  }
}

/**
 * Loads the page once and judges each answer set in turn (a user who fixes
 * the answers and submits again): clear every control, set the answers,
 * dispatch input and change, read the controls back, requestSubmit().
 */
async function judgePage(html, rules, answerSets) {
  let logs = [];
  let scriptErrors = [];
  let alerts = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("log", (...args) => logs.push(args));
  virtualConsole.on("error", (...args) => scriptErrors.push(args.map(String).join(" ")));
  virtualConsole.on("jsdomError", (e) => {
    // A submit that is not prevented navigates, which jsdom does not do.
    if (!/Not implemented: (window\.alert|HTMLFormElement\.prototype\.requestSubmit)/.test(e.message)) {
      scriptErrors.push(`${e.message}${e.detail ? ` (${e.detail})` : ""}`);
    }
  });
  const dom = new JSDOM(html, { runScripts: "dangerously", virtualConsole });
  const { window } = dom;
  try {
    window.alert = (message) => alerts.push(String(message));
    const doc = window.document;
    if (doc.readyState !== "complete") {
      await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    }
    const form = doc.querySelector("form");
    if (!form) return answerSets.map(() => ({ error: "the page has no form" }));
    const wrappers = wrappersOf(doc);
    if (wrappers.length !== rules.fields.length) {
      const error = `the page has ${wrappers.length} [data-field] wrappers for ${rules.fields.length} fields`;
      return answerSets.map(() => ({ error }));
    }
    const loadErrors = scriptErrors;
    return answerSets.map((answers, n) => {
      doc.activeElement?.blur?.(); // the focus a previous submit left
      logs = [];
      alerts = [];
      scriptErrors = n === 0 ? loadErrors : [];
      clearAll(form);
      rules.fields.forEach((field, i) => {
        if (Object.prototype.hasOwnProperty.call(answers, field.id)) setAnswer(wrappers[i], field, answers[field.id]);
      });
      for (const wrapper of wrappers) {
        for (const c of controlsOf(wrapper)) {
          c.dispatchEvent(new window.Event("input", { bubbles: true }));
          c.dispatchEvent(new window.Event("change", { bubbles: true }));
        }
      }
      const held = {};
      rules.fields.forEach((field, i) => {
        if (!Object.prototype.hasOwnProperty.call(held, field.id)) {
          Object.defineProperty(held, field.id, { value: readAnswer(wrappers[i], field), enumerable: true });
        }
      });
      form.requestSubmit();
      const submitted = logs.find((args) => args[0] === "Form submitted:");
      const focused = doc.activeElement?.closest?.("[data-field]");
      return {
        valid: submitted !== undefined,
        held,
        scriptErrors,
        logged: submitted ? JSON.parse(JSON.stringify(submitted[1] ?? null)) : null,
        alerts,
        focus: focused ? focused.getAttribute("data-field") : null,
        wrappers: wrappers.map((w) => {
          const error = w.querySelector("p.error");
          const invalid = [w, ...w.querySelectorAll("*")].some(
            (el) => el.getAttribute("aria-invalid") === "true" && error !== null && error.id !== "" &&
              (el.getAttribute("aria-describedby") ?? "").split(/\s+/).includes(error.id),
          );
          return {
            id: w.getAttribute("data-field"),
            visible: !w.hidden,
            controls: controlsOf(w).length,
            disabled: controlsOf(w).every((c) => c.disabled),
            message: error ? (error.hidden ? "" : error.textContent) : null,
            invalid,
          };
        }),
      };
    });
  } finally {
    window.close();
  }
}

// ---- the loop: a case per line in, a judgement per line out ----

function judgeSchemas(schema, rules, answerSets) {
  if (rules.fields.some((f) => f.id === "__proto__")) {
    // ajv drops a property named __proto__ from `properties` (by design), so
    // it cannot judge such a form: no verdict on the export.
    return answerSets.map((answers) => ({ valid: null, instance: schemaWorld(rules, answers), skipped: "ajv ignores properties.__proto__" }));
  }
  if (++compiled % 100 === 0) ajv = newAjv(); // compiled schemas pile up in an instance
  let validate;
  try {
    validate = ajv.compile(schema);
  } catch (e) {
    return answerSets.map((answers) => ({ valid: null, instance: schemaWorld(rules, answers), error: `ajv cannot compile the schema: ${e.message}` }));
  }
  return answerSets.map((answers) => {
    const instance = schemaWorld(rules, answers);
    const valid = validate(instance);
    return { valid, instance, errors: valid ? [] : validate.errors.map((e) => `${e.instancePath} ${e.message}`) };
  });
}

// AGREEMENT_TIMING=1: where the time goes, on stderr at the end.
const timing = { page: 0, schema: 0 };
if (process.env.AGREEMENT_TIMING) {
  process.on("exit", () => {
    const mb = (process.resourceUsage().maxRSS / 1024).toFixed(0);
    process.stderr.write(`run.mjs: pages ${timing.page.toFixed(0)} ms, schemas ${timing.schema.toFixed(0)} ms, max RSS ${mb} MB\n`);
  });
}
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  const c = JSON.parse(line);
  const html = reference ? referencePage(c.form, c.rules, evaluatorSource) : c.html;
  const schema = reference ? referenceSchema(c.form, c.rules) : c.schema;
  let pages;
  const t0 = performance.now();
  try {
    pages = await judgePage(html, c.rules, c.answerSets);
  } catch (e) {
    pages = c.answerSets.map(() => ({ error: `the harness failed on the page: ${e.stack}` }));
  }
  const t1 = performance.now();
  const schemas = judgeSchemas(schema, c.rules, c.answerSets);
  timing.page += t1 - t0;
  timing.schema += performance.now() - t1;
  process.stdout.write(JSON.stringify(pages.map((page, i) => ({ schema: schemas[i], page }))) + "\n");
}
