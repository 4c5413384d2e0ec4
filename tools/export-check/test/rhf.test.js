// React + TypeScript export with react-hook-form and zod (issue 25, decision
// 18): for every template and fixture the .tsx passes `tsc --strict` against
// the real packages (pinned in this package), and, compiled by esbuild, it
// renders with react-dom in jsdom, refuses a submit with problems (messages,
// aria-invalid, focus) and hands on the shown answers of a valid one, through
// the onSubmit prop or the log. The property test of its zod schema against
// the core is core/tests/rhf_agreement.rs (`just test-exports` runs it).
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { transform } from "esbuild";
import { caseOf, cases, edgeCase, exportOf, logicForm, NOW, tempDir, withoutRules } from "./helpers.js";
import { dom, mount, React, shown, type } from "./render.js";

const require = createRequire(import.meta.url);
const ts = require("typescript");
const { renderToString } = require("react-dom/server");
const EVALUATOR = fs.readFileSync(new URL("../../../core/src/rules/evaluator.js", import.meta.url), "utf8");
/** The evaluator without issue 27's `//#kinds-begin` blocks (what a form without the kinds embeds). */
const EVALUATOR_WITHOUT_KINDS = EVALUATOR.replace(/^\/\/#kinds-begin\n[\s\S]*?^\/\/#end\n/gm, "");
/** Issue 27: the fixture with every kind of 'More Fields'. */
const MORE_FIELDS = JSON.parse(fs.readFileSync(new URL("../../../core/tests/fixtures/more-fields-form.json", import.meta.url), "utf8"));

/** The form of the rules tests: a condition, a phone, a group, one box, an emoji length, an odd key. */
const rulesForm = {
  id: "rules",
  title: "Rules",
  description: "",
  fields: [
    { id: "name", type: "text", label: "Name", required: true, validation: { maxLength: 3 } },
    { id: "subject", type: "select", label: "Subject", required: true, options: ["Sales", "Support"] },
    { id: "phone", type: "phone", label: "Phone", required: true, conditional: { showWhen: { fieldId: "subject", condition: "equals", value: "Support" } } },
    { id: "topics", type: "checkbox", label: "Topics", required: true, options: ["A", "B"] },
    { id: "agree", type: "checkbox", label: "I agree", required: true },
    { id: "a.b", type: "text", label: "Dotted key", validation: { pattern: "\\p{Lu}+" } },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};

// The rules form last: the tsc test's app imports it.
const allCases = () => [...cases(), edgeCase(), caseOf("logic", logicForm), caseOf("more fields", MORE_FIELDS), caseOf("rules", rulesForm)];

/** Compiles a .tsx as an app's bundler does and returns its exports. */
async function load(source) {
  const { code, warnings } = await transform(source, { loader: "tsx", jsx: "automatic", format: "cjs", target: "es2022", logLevel: "silent" });
  assert.deepEqual(warnings, [], "esbuild has no warnings");
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  assert.equal(typeof module.exports.default, "function");
  return module.exports;
}

/** Presses Submit and waits for react-hook-form's asynchronous submit to settle; returns what was logged. */
async function pressSubmit(container) {
  const logged = [];
  const original = console.log;
  console.log = (...args) => logged.push(args);
  try {
    const button = container.querySelector('button[type="submit"]');
    await React.act(async () => {
      const click = new dom.window.MouseEvent("click", { bubbles: true, cancelable: true });
      button.dispatchEvent(click);
      assert.equal(click.defaultPrevented, true, "the click is cancelled: the browser does not submit");
    });
    await React.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  } finally {
    console.log = original;
  }
  return logged;
}

test("every .tsx passes tsc --strict against react, react-hook-form, zod and @hookform/resolvers", () => {
  const dir = path.join(tempDir(), "tsc");
  fs.mkdirSync(dir);
  // The packages as this package has them, found from the file as a bundler finds them.
  fs.symlinkSync(path.dirname(path.dirname(require.resolve("react-hook-form/package.json"))), path.join(dir, "node_modules"), "dir");
  const files = allCases().map((c, i) => {
    const file = path.join(dir, `form-${i}.tsx`);
    fs.writeFileSync(file, exportOf(c, "rhf"));
    return file;
  });
  // A use of every export as an app writes it: props typed, values typed.
  const use = path.join(dir, "use.tsx");
  fs.writeFileSync(
    use,
    `import Form, { schema, type Submitted, type Values } from "./form-${files.length - 1}";
const start: Partial<Values> = { name: "Ann", topics: ["A"], agree: true };
const sent: Submitted[] = [];
const parsed: Submitted = schema.parse({ name: "Ann", subject: "Sales", phone: "", topics: ["A"], agree: true, field_6: "" });
const phone: string | undefined = parsed.phone;
export const app = <Form onSubmit={(values) => { sent.push(values); }} defaultValues={start} className="x" idPrefix="a-" />;
export { phone };
`,
  );
  const program = ts.createProgram([...files, use], {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
  assert.deepEqual(diagnostics, []);
});

test("the helpers that read answers are the core's evaluator's statements with types added, token for token", async () => {
  // A form whose rules use every helper: each syntax, lengths, bounds, a condition on a number.
  const helpersForm = {
    ...rulesForm,
    fields: [
      ...rulesForm.fields,
      { id: "n", type: "number", label: "N", validation: { min: 1 } },
      { id: "e", type: "email", label: "E" },
      { id: "d", type: "date", label: "D", conditional: { showWhen: { fieldId: "n", condition: "equals", value: "2" } } },
    ],
  };
  const source = exportOf(caseOf("helpers", helpersForm), "rhf");
  const start = source.indexOf("// ---- How Formwright reads an answer");
  const end = source.indexOf("/** A check of a text answer", start);
  assert.ok(start >= 0 && end > start, "the helpers' section");
  const strip = (code) => ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const tokens = (code) => {
    const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, code);
    const out = [];
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) kind = scanner.reScanSlashToken();
      out.push(scanner.getTokenText());
    }
    return out.join(" ");
  };
  const evaluator = tokens(EVALUATOR);
  // The section's heading is left out: each piece is one statement with the comment above it.
  const statements = strip(source.slice(start, end)).split(/\n(?=const )/).slice(1);
  const names = statements.map((s) => /^const (\w+)/m.exec(s)[1]);
  assert.deepEqual(names, ["FLOAT", "readNumber", "trim", "sameNumber", "LOCAL", "LABEL", "isEmail", "isPhone", "isDate", "length", "holds"]);
  for (const statement of statements) assert.ok(evaluator.includes(tokens(statement)), statement);
});

test("issue 26: holdsAny is the logic evaluator's statement with types added, token for token", () => {
  const source = exportOf(caseOf("logic", logicForm), "rhf");
  const start = source.indexOf("// Issue 26's operators");
  const end = source.indexOf("\n};\n", start) + 4;
  assert.ok(start >= 0 && end > start, "holdsAny is written");
  const strip = (code) => ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const tokens = (code) => {
    const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, code);
    const out = [];
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) kind = scanner.reScanSlashToken();
      out.push(scanner.getTokenText());
    }
    return out.join(" ");
  };
  const statement = tokens(strip(source.slice(start, end)));
  assert.match(statement, /^const holdsAny =/);
  assert.ok(tokens(EVALUATOR_WITHOUT_KINDS).includes(statement), "the evaluator's holdsAny");
});

test("issue 27: the kinds' helpers and holdsAny are the kinds evaluator's statements with types added, token for token", () => {
  const source = exportOf(caseOf("more fields", MORE_FIELDS), "rhf");
  const strip = (code) => ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const tokens = (code) => {
    const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, code);
    const out = [];
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) kind = scanner.reScanSlashToken();
      out.push(scanner.getTokenText());
    }
    return out.join(" ");
  };
  const start = source.indexOf("// A time as HH:MM");
  const end = source.indexOf("\n};\n", source.indexOf("// Issue 26's operators")) + 4;
  assert.ok(start >= 0 && end > start, "the kinds' helpers and holdsAny are written");
  const statements = strip(source.slice(start, end)).split(/\n(?=const )/).filter((s) => /^const /m.test(s));
  const names = statements.map((s) => /^const (\w+)/m.exec(s)[1]);
  assert.deepEqual(names, ["TIME", "minutes", "URL_SYNTAX", "onStep", "holdsAny"]);
  // Comments are trivia: the kinds' marker lines do not count.
  for (const statement of statements) assert.ok(tokens(EVALUATOR).includes(tokens(statement)), statement);
});

test("issue 26: a field shown by an any group, fields required by requiredWhen", async () => {
  const { default: Component, schema } = await load(exportOf(caseOf("logic", logicForm), "rhf"));
  const { container, unmount } = await mount(Component);
  try {
    const $ = (id) => container.querySelector(`#${id}`);
    assert.deepEqual(shown(container), ["topic", "seats", "agree", "email"]);
    await type($("seats"), "11");
    assert.deepEqual(shown(container), ["topic", "seats", "budget", "agree", "email"], "any: seats > 10");
    await type($("seats"), "");
    await type($("topic"), "Sales");
    assert.deepEqual(shown(container), ["topic", "seats", "budget", "agree", "email", "note"], "any: topic is Sales");
    await type($("budget"), "5");
    await React.act(async () => $("agree").click());
    assert.deepEqual(await pressSubmit(container), [], "email is required while the box is ticked");
    assert.equal(messageOf(container, "email"), "This field is required.");
    assert.equal(document.activeElement, $("email"));
    await React.act(async () => $("agree").click());
    const logged = await pressSubmit(container);
    assert.equal(logged.length, 1);
    assert.deepEqual({ ...logged[0][1] }, { topic: "Sales", seats: "", budget: "5", agree: false, email: "", note: "" });
  } finally {
    await unmount();
  }
  // The schema alone: an all group (not Sales, fewer than 3 seats) requires the note.
  const base = { topic: "Support", seats: "2", budget: "", agree: false, email: "", note: "" };
  const refused = schema.safeParse(base);
  assert.equal(refused.success, false);
  assert.deepEqual(refused.error.issues.map((i) => [i.path.join("."), i.message]), [["note", "This field is required."]]);
  assert.equal(schema.safeParse({ ...base, seats: "3" }).success, true, "3 is not less than 3");
  assert.equal(schema.safeParse({ ...base, note: "n" }).success, true);
});

for (const c of allCases()) {
  test(`the react-hook-form component of ${c.name} renders, refuses a submit with problems and sends the shown answers`, async () => {
    const { default: Component } = await load(exportOf(c, "rhf"));
    const html = renderToString(React.createElement(Component));
    assert.ok(!/<script|<img/.test(html), "user text stays text");

    const distinct = (form) => [...new Set(form.fields.map((f) => f.id))];
    if (c.form.fields.some((f) => f.required && !f.conditional)) {
      const mounted = await mount(Component);
      try {
        assert.deepEqual(await pressSubmit(mounted.container), [], "refused: nothing logged");
        const focused = document.activeElement.closest("[data-field]");
        assert.ok(focused, "the focus is in a field");
        assert.ok(mounted.container.querySelector(`[aria-invalid="true"]`), "an invalid control is marked");
      } finally {
        await mounted.unmount();
      }
    }
    // Without rules: type into the first free-text field and submit through onSubmit.
    const { default: Free } = await load(exportOf(withoutRules(c), "rhf"));
    const sent = [];
    const { container, unmount } = await mount(Free, { onSubmit: (values) => sent.push(values) });
    try {
      assert.equal(container.querySelector("h2").textContent, c.form.title);
      const textField = c.form.fields.find((f) => ["text", "email", "password", "textarea"].includes(f.type));
      const input = container.querySelector(`[data-field="${CSS_escape(textField.id)}"] input, [data-field="${CSS_escape(textField.id)}"] textarea`);
      await type(input, "typed <b>{value}</b> ${x}");
      for (const phone of container.querySelectorAll('input[type="tel"]')) if (phone.value !== "") await type(phone, "+1 555 123 4567");
      assert.deepEqual(await pressSubmit(container), [], "with onSubmit nothing is logged");
      assert.equal(sent.length, 1, "onSubmit is called once");
      assert.equal(sent[0][textField.id], "typed <b>{value}</b> ${x}");
      assert.deepEqual(Object.keys(sent[0]).sort(), distinct(c.form).sort(), "every key, by field key");
    } finally {
      await unmount();
    }
  });
}

function CSS_escape(text) {
  return text.replace(/["\\]/g, "\\$&");
}

const messageOf = (container, id) => {
  const p = container.querySelector(`[data-field="${id}"] .error`);
  return p.hidden ? "" : p.textContent;
};

test("the rules: conditions, messages, aria, focus, and only the shown answers are sent", async () => {
  const { default: Component, schema } = await load(exportOf(caseOf("rules", rulesForm), "rhf"));
  const { container, unmount } = await mount(Component);
  try {
    const $ = (id) => container.querySelector(`#${id}`);
    assert.deepEqual(shown(container), ["name", "subject", "topics", "agree", "a.b"]);
    assert.equal($("phone").disabled, true, "a hidden field's control is disabled");
    await type($("subject"), "Support");
    assert.deepEqual(shown(container), ["name", "subject", "phone", "topics", "agree", "a.b"]);

    // Leaving a field shows its message.
    await React.act(async () => $("name").focus());
    await React.act(async () => {
      $("name").blur();
      $("name").dispatchEvent(new dom.window.FocusEvent("focusout", { bubbles: true }));
    });
    await React.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.equal(messageOf(container, "name"), "This field is required.");

    await type($("name"), "Anna");
    await type($("phone"), "12345");
    await type(container.querySelector('[data-field="a.b"] input'), "abc");
    assert.deepEqual(await pressSubmit(container), [], "refused");
    assert.equal(document.activeElement, $("name"), "the focus goes to the first problem");
    assert.equal(messageOf(container, "name"), "Enter at most 3 characters.");
    assert.equal(messageOf(container, "phone"), "Enter a phone number of 7 to 15 digits, such as +1 555 123 4567.");
    assert.equal(messageOf(container, "topics"), "This field is required.");
    assert.equal(messageOf(container, "agree"), "This field is required.");
    assert.equal(messageOf(container, "a.b"), "Match the requested format.");
    assert.equal($("name").getAttribute("aria-invalid"), "true");
    assert.equal($("name").getAttribute("aria-describedby"), "name-error");
    const topics = container.querySelector('[data-field="topics"]');
    assert.equal(topics.getAttribute("aria-invalid"), "true");
    assert.equal(topics.getAttribute("aria-describedby"), "topics-error");

    // Fixed, the phone hidden again: only the shown answers are logged, by field key.
    await type($("name"), "An😀");
    await React.act(async () => $("topics-2").click());
    await React.act(async () => $("agree").click());
    await type(container.querySelector('[data-field="a.b"] input'), "ÀB");
    await type($("subject"), "Sales");
    const logged = await pressSubmit(container);
    assert.equal(logged.length, 1);
    assert.equal(logged[0][0], "Form submitted:");
    assert.deepEqual({ ...logged[0][1] }, { name: "An😀", subject: "Sales", topics: ["B"], agree: true, "a.b": "ÀB" });
    assert.equal($("name").getAttribute("aria-invalid"), null);
  } finally {
    await unmount();
  }
  // The schema alone, as an app uses it on a server.
  const result = schema.safeParse({ name: "😀😀😀", subject: "Support", phone: "", topics: [], agree: false, field_6: "x" });
  assert.equal(result.success, false);
  assert.deepEqual(
    Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message])),
    { phone: "This field is required.", topics: "This field is required.", agree: "This field is required.", field_6: "Match the requested format." },
  );
});

test("props: defaultValues over the form's defaults, className, idPrefix keeps two forms' ids apart", async () => {
  const { default: Component } = await load(exportOf(caseOf("rules", rulesForm), "rhf"));
  const sent = [];
  const a = await mount(Component, { idPrefix: "a-", className: "mine", defaultValues: { name: "Al", subject: "Sales", topics: ["A"], agree: true }, onSubmit: (v) => sent.push(v) });
  const b = await mount(Component, { idPrefix: "b-" });
  try {
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    assert.equal(new Set(ids).size, ids.length, "no DOM id twice on the page");
    assert.ok(a.container.querySelector("#a-name") && b.container.querySelector("#b-name"));
    for (const label of document.querySelectorAll("label[for]")) assert.ok(document.getElementById(label.htmlFor), `label for ${label.htmlFor}`);
    assert.equal(a.container.querySelector("[data-field]").parentElement.className, "mine");
    assert.equal(a.container.querySelector("#a-name").value, "Al");
    await pressSubmit(a.container);
    assert.deepEqual(sent, [{ name: "Al", subject: "Sales", topics: ["A"], agree: true, "a.b": "" }]);
  } finally {
    await a.unmount();
    await b.unmount();
  }
});
