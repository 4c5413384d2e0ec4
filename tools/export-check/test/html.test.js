// HTML export (decisions 1 and 2): the W3C Nu Html Checker finds no error, and
// a real HTML5 parser (parse5) sees exactly one control (or one group) per
// field with the right id, name, type, required and default, one submit
// button, and no element or event attribute that came from user text.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parse } from "parse5";
import vnuJar from "vnu-jar";
import { caseOf, cases, cli, edgeCase, exportOf, loadPage, logicForm, NOW, tempDir } from "./helpers.js";

const dir = tempDir();

const all = [...cases(), edgeCase()];
const pages = all.map((c) => ({ ...c, html: exportOf(c, "html") }));

const ALLOWED_ELEMENTS = new Set([
  "html", "head", "meta", "title", "style", "body", "main", "h1", "p", "form", "div", "label",
  "span", "input", "textarea", "select", "option", "fieldset", "legend", "button", "script",
]);
const INPUT_TYPES = { text: "text", email: "email", phone: "tel", password: "password", date: "date", number: "number" };
const GROUPS = new Set(["checkbox", "radio"]);
/** A checkbox field without options is one box (decision 16), not a group. */
const isOneBox = (f) => f.type === "checkbox" && (f.options ?? []).length === 0;
const isGroup = (f) => GROUPS.has(f.type) && !isOneBox(f);

// --- parse5 tree helpers -----------------------------------------------------
const isElement = (n) => n.tagName !== undefined;
function* walk(node) {
  for (const child of node.childNodes ?? []) {
    if (isElement(child)) yield child;
    yield* walk(child.content ?? child);
  }
}
const elements = (node, tag) => [...walk(node)].filter((e) => !tag || e.tagName === tag);
const childElements = (node) => (node.childNodes ?? []).filter(isElement);
const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;
const has = (el, name) => el.attrs.some((a) => a.name === name);
function text(node) {
  return (node.childNodes ?? []).map((c) => (c.nodeName === "#text" ? c.value : isElement(c) ? text(c) : "")).join("");
}
/** Label or legend text without the required asterisk. */
function ownText(el) {
  return (el.childNodes ?? []).filter((c) => c.nodeName === "#text").map((c) => c.value).join("");
}

/** User text as a parser returns it: line breaks normalized, forbidden controls replaced. */
const parsed = (s) =>
  s.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF]/g, "\uFFFD");

// --- what the page should hold for a field --------------------------------------
const VALID = {
  number: (s) => /^-?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/.test(s),
  date: (s) => /^\d{4,}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s.slice(-10) && !s.startsWith("0000"),
  email: (s) => /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/.test(s),
};
/** The value attribute of a single-line input: the default if the type can hold it. */
function expectedValue(field) {
  if (field.defaultValue === undefined) return undefined;
  const s = String(field.defaultValue);
  const valid = VALID[field.type];
  const value = valid ? (valid(s) ? s : "") : s.replace(/[\r\n]/g, "");
  return value === "" ? undefined : parsed(value);
}
/** Which options a default selects: equal to the default, or (checkbox) to one of its comma-separated parts. */
function expectedChecked(field) {
  const options = field.options ?? [];
  if (field.defaultValue === undefined) return options.map(() => false);
  const d = String(field.defaultValue);
  if (field.type === "checkbox") {
    const parts = d.split(",").map((p) => p.trim());
    return options.map((o) => o === d || parts.includes(o));
  }
  const first = options.indexOf(d);
  return options.map((_, i) => i === first);
}

// --- the checks ----------------------------------------------------------------
test("the Nu Html Checker reports no errors on any exported page", () => {
  const files = pages.map((p) => {
    const file = path.join(dir, `${p.name.replace(/\W+/g, "-")}.html`);
    fs.writeFileSync(file, p.html);
    return file;
  });
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
  assert.notEqual(run.status, null, `java did not run: ${run.error}`);
  const report = JSON.parse(run.stderr);
  const errors = report.messages.filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error");
  assert.deepEqual(errors, [], JSON.stringify(errors, null, 2).slice(0, 4000));
  assert.equal(run.status, 0);
});

const scripts = (doc) => elements(doc, "script");
const script = (page) => text(scripts(parse(page.html)).find((s) => !has(s, "type")));
const rulesOf = (doc) => JSON.parse(text(scripts(doc).find((s) => attr(s, "id") === "formwright-rules")));

for (const page of pages) {
  const { form } = page;
  const doc = parse(page.html);

  test(`${page.name}: only our elements, no event attributes, constant script`, () => {
    for (const el of elements(doc)) {
      assert.ok(ALLOWED_ELEMENTS.has(el.tagName), `unexpected <${el.tagName}>`);
      for (const a of el.attrs) assert.ok(!a.name.startsWith("on"), `event attribute ${a.name} on <${el.tagName}>`);
    }
    assert.equal(scripts(doc).length, 2, "the rule set as data, and one script");
    assert.equal(attr(scripts(doc)[0], "type"), "application/json");
    assert.ok(!page.html.split('id="formwright-rules">')[1].split("</script>")[0].includes("<"), "no < in the data");
    assert.deepEqual(rulesOf(doc).fields.map((f) => f.id), form.fields.map((f) => f.id), "one rule entry per field");
    assert.equal(elements(doc, "style").length, 1);
    assert.equal(script(page), script(pages[0]), "the script holds no user text");
    assert.ok(script(page).startsWith("\n// Formwright's rule evaluator"), "the core's evaluator, as is");
    assert.ok(!elements(doc).some((e) => has(e, "src") || has(e, "href")), "nothing loaded from elsewhere");

    const groups = form.fields.filter(isGroup);
    const single = form.fields.filter((f) => !isGroup(f));
    const boxes = groups.reduce((n, f) => n + (f.options ?? []).length, 0);
    const count = (tag) => elements(doc, tag).length;
    assert.equal(count("input") + count("select") + count("textarea"), single.length + boxes);
    assert.equal(count("label"), single.length + boxes);
    assert.equal(count("fieldset"), groups.length);
    assert.equal(count("legend"), groups.length);
    assert.equal(count("span"), form.fields.filter((f) => f.required).length);
    const selects = form.fields.filter((f) => f.type === "select");
    assert.equal(count("option"), selects.reduce((n, f) => n + (f.options ?? []).length + 1, 0));
    assert.equal(count("p"), (form.description ? 1 : 0) + form.fields.length, "a message element per field");
    assert.equal(count("button"), 1);
  });

  test(`${page.name}: title, description and a submit button`, () => {
    const title = form.title.trim() === "" ? "Untitled Form" : parsed(form.title);
    assert.equal(text(elements(doc, "title")[0]), title);
    assert.equal(text(elements(doc, "h1")[0]), title);
    if (form.description) assert.equal(text(elements(doc, "p")[0]), parsed(form.description));
    const [button] = elements(doc, "button");
    assert.equal(attr(button, "type"), "submit");
    assert.equal(text(button), "Submit");
    assert.ok(elements(doc, "form")[0].childNodes.includes(button));
  });

  test(`${page.name}: one control or group per field, with id, name, type, required and default`, () => {
    const [formEl] = elements(doc, "form");
    const containers = childElements(formEl).filter((e) => e.tagName !== "button");
    assert.equal(containers.length, form.fields.length);
    containers.forEach((c, i) => assert.equal(attr(c, "data-field"), parsed(form.fields[i].id), "data-field is the field id"));
    const allIds = elements(doc).map((e) => attr(e, "id")).filter((id) => id !== undefined);
    assert.equal(new Set(allIds).size, allIds.length, "ids are unique");
    for (const id of allIds) assert.match(id, /^[^\s]+$/u, "ids are non-empty, without whitespace");
    const used = new Set();

    form.fields.forEach((field, i) => {
      const box = containers[i];
      const where = `field ${i} (${JSON.stringify(field.id)})`;
      const name = field.id === "" ? undefined : parsed(field.id);
      const required = Boolean(field.required);
      const firstWithId = !used.has(field.id);
      used.add(field.id);
      const [error] = childElements(box).filter((e) => e.tagName === "p");
      assert.equal(attr(error, "class"), "error", where);
      assert.ok(has(error, "hidden") && text(error) === "", `${where}: the message element starts empty and hidden`);
      if (isOneBox(field)) {
        assert.equal(box.tagName, "div", where);
        const [input] = elements(box, "input");
        assert.equal(attr(input, "type"), "checkbox", where);
        assert.equal(attr(input, "value"), "true", where);
        assert.equal(has(input, "required"), required, where);
        const [label] = elements(box, "label");
        assert.equal(attr(label, "for"), attr(input, "id"), where);
        assert.equal(ownText(label), parsed(field.label), `${where}: the box is labelled by the field's label`);
        assert.equal(attr(error, "id"), `${attr(input, "id")}-error`, where);
        return;
      }
      if (GROUPS.has(field.type)) {
        assert.equal(box.tagName, "fieldset", where);
        const [legend] = childElements(box).filter((e) => e.tagName === "legend");
        assert.equal(ownText(legend), parsed(field.label), where);
        assert.equal(elements(legend, "span").length, required ? 1 : 0, `${where}: asterisk`);
        const inputs = elements(box, "input");
        const options = field.options ?? [];
        assert.equal(inputs.length, options.length, where);
        const checked = expectedChecked(field);
        inputs.forEach((input, n) => {
          assert.equal(attr(input, "type"), field.type, where);
          if (name !== undefined) assert.equal(attr(input, "name"), name, where);
          assert.equal(attr(input, "value"), parsed(options[n]), where);
          assert.equal(has(input, "checked"), checked[n], `${where} option ${n} checked`);
          const [label] = elements(box, "label").filter((l) => attr(l, "for") === attr(input, "id"));
          assert.equal(text(label), parsed(options[n]), where);
          if (field.type === "radio") assert.equal(has(input, "required"), required, where);
        });
        // HTML cannot say "at least one box": no box is required (the script checks it).
        if (field.type === "checkbox") for (const input of inputs) assert.ok(!has(input, "required"), where);
        return;
      }
      assert.equal(box.tagName, "div", where);
      const controls = childElements(box).filter((e) => ["input", "select", "textarea"].includes(e.tagName));
      assert.equal(controls.length, 1, where);
      const [control] = controls;
      const id = attr(control, "id");
      assert.equal(attr(error, "id"), `${id}-error`, `${where}: message element id`);
      if (field.id !== "" && !/\s/u.test(field.id) && !/\p{Cc}/u.test(field.id) && firstWithId) {
        assert.equal(id, field.id, `${where}: the field id is the element id`);
      }
      assert.equal(attr(control, "name"), name ?? id, where);
      const [label] = childElements(box).filter((e) => e.tagName === "label");
      assert.equal(attr(label, "for"), id, `${where}: label for`);
      assert.equal(ownText(label), parsed(field.label), where);
      assert.equal(elements(label, "span").length, required ? 1 : 0, `${where}: asterisk`);
      assert.equal(has(control, "required"), required, `${where}: required`);
      const placeholder = field.placeholder ? parsed(field.placeholder) : undefined;
      if (field.type === "textarea") {
        assert.equal(control.tagName, "textarea", where);
        assert.equal(attr(control, "rows"), "4", where);
        assert.equal(attr(control, "placeholder"), placeholder, where);
        assert.equal(text(control), field.defaultValue === undefined ? "" : parsed(String(field.defaultValue)), where);
      } else if (field.type === "select") {
        assert.equal(control.tagName, "select", where);
        const [prompt, ...options] = elements(control, "option");
        assert.equal(attr(prompt, "value"), "");
        assert.equal(text(prompt), placeholder ?? "Select an option", where);
        assert.deepEqual(options.map((o) => attr(o, "value")), (field.options ?? []).map(parsed), where);
        assert.deepEqual(options.map((o) => has(o, "selected")), expectedChecked(field), `${where}: selected`);
      } else {
        assert.equal(control.tagName, "input", where);
        assert.equal(attr(control, "type"), INPUT_TYPES[field.type] ?? "text", where);
        assert.equal(attr(control, "placeholder"), field.type === "date" ? undefined : placeholder, where);
        assert.equal(attr(control, "value"), expectedValue(field), `${where}: default`);
      }
    });
  });
}

test("user markup in the nasty form stays text", () => {
  const nasty = pages.find((p) => p.name === "nasty");
  const doc = parse(nasty.html);
  assert.equal(elements(doc, "img").length, 0);
  assert.ok(elements(doc, "label").some((l) => ownText(l) === "<img src=x onerror=alert(1)>"));
  assert.equal(attr(elements(doc).find((e) => attr(e, "name") === "x y"), "id"), "x_y");
});

test("a bad form file is one line on stderr and exit code 1", () => {
  const bad = path.join(dir, "bad.json");
  fs.writeFileSync(bad, "{ not json");
  for (const args of [["export", "--format", "html", bad], ["export", "--format", "html", path.join(dir, "missing.json")]]) {
    assert.throws(() => cli(args), (e) => e.status === 1 && e.stderr.trim().split("\n").length === 1);
  }
  assert.throws(() => cli(["export", "--format", "xml", bad]), (e) => e.status === 2 && e.stderr.trim().split("\n").length === 1);
});

// --- the rules run in the page (issue 9, decisions 15 and 16) ------------------
const rulesForm = {
  id: "rules",
  title: "Rules",
  description: "",
  fields: [
    { id: "name", type: "text", label: "Name", required: true, validation: { maxLength: 3 } },
    { id: "subject", type: "select", label: "Subject", required: true, options: ["Sales", "Support"] },
    { id: "phone", type: "phone", label: "Phone", required: true, conditional: { showWhen: { fieldId: "subject", condition: "equals", value: "Support" } } },
    { id: "ext", type: "text", label: "Extension", required: true, conditional: { showWhen: { fieldId: "phone", condition: "contains", value: "+" } } },
    { id: "age", type: "number", label: "Age", validation: { min: 18, max: 99 } },
    { id: "code", type: "text", label: "Code", validation: { pattern: "[a-z]+|[0-9]+" } },
    { id: "topics", type: "checkbox", label: "Topics", required: true, options: ["A", "B"] },
    { id: "agree", type: "checkbox", label: "I agree", required: true },
    { id: "ghost", type: "text", label: "Never shown", required: true, conditional: { showWhen: { fieldId: "ghost", condition: "equals", value: "x" } } },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};
const rulesPage = () => loadPage(exportOf(caseOf("rules", rulesForm), "html"));
const valid = { name: "Ann", subject: "Sales", topics: ["B"], agree: true };

test("the page carries native attributes that never disagree with the core", () => {
  const doc = parse(exportOf(caseOf("rules", rulesForm), "html"));
  const byId = (id) => elements(doc).find((e) => attr(e, "id") === id);
  assert.equal(attr(byId("age"), "min"), "18");
  assert.equal(attr(byId("age"), "max"), "99");
  assert.equal(attr(byId("age"), "step"), "any", "no step mismatch for 1.5");
  assert.equal(attr(byId("code"), "pattern"), "[a-z]+|[0-9]+");
  assert.ok(!has(byId("name"), "maxlength"), "maxlength counts UTF-16 units: the script checks lengths");
  assert.ok(has(byId("agree"), "required"));
  assert.ok(!has(byId("topics-1"), "required"), "at least one box is the script's");
});

test("the page hides and shows fields as answers change, chains included; hidden controls are disabled", async () => {
  const page = await rulesPage();
  try {
    assert.deepEqual(page.errors, []);
    assert.equal(page.form.noValidate, true, "the script validates");
    assert.deepEqual(page.visible(), ["name", "subject", "age", "code", "topics", "agree"]);
    assert.ok(page.wrapper("phone").hidden && page.document.getElementById("phone").disabled);
    page.set({ subject: "Support" });
    assert.deepEqual(page.visible(), ["name", "subject", "phone", "age", "code", "topics", "agree"]);
    assert.equal(page.document.getElementById("phone").disabled, false);
    page.set({ subject: "Support", phone: "+1 555 123 4567" });
    assert.ok(page.visible().includes("ext"), "a chain: ext watches phone");
    page.set({ subject: "Sales", phone: "+1 555 123 4567" });
    assert.ok(!page.visible().includes("phone") && !page.visible().includes("ext"), "phone hidden hides ext");
    assert.ok(page.wrapper("ghost").hidden, "a condition on itself never shows");
  } finally {
    page.close();
  }
});

test("submit with problems is refused: messages, aria, focus on the first invalid field, no log, no alert", async () => {
  const page = await rulesPage();
  try {
    const { document } = page;
    page.set({ name: "Anna😀", subject: "Support", phone: "12345", age: "17", code: "ab1" });
    assert.equal(page.message("name"), "", "no message before the field is left or a submit");
    const result = page.submit();
    assert.deepEqual(result, { logged: [], alerted: [] });
    assert.equal(document.activeElement.id, "name", "focus on the first invalid field");
    assert.equal(page.message("name"), "Enter at most 3 characters.");
    assert.equal(page.message("phone"), "Enter a phone number of 7 to 15 digits, such as +1 555 123 4567.");
    assert.equal(page.message("age"), "Enter a number of at least 18.");
    assert.equal(page.message("code"), "Match the requested format.");
    assert.equal(page.message("topics"), "This field is required.");
    assert.equal(page.message("agree"), "This field is required.");
    assert.equal(page.message("subject"), "");
    const name = document.getElementById("name");
    assert.equal(name.getAttribute("aria-invalid"), "true");
    assert.equal(name.getAttribute("aria-describedby"), "name-error");
    const topics = page.wrapper("topics");
    assert.equal(topics.tagName, "FIELDSET");
    assert.equal(topics.getAttribute("aria-invalid"), "true", "a group's fieldset is invalid");
    assert.equal(topics.getAttribute("aria-describedby"), "topics-error");
    assert.equal(document.getElementById("subject").getAttribute("aria-invalid"), null);
    // Fixing a field clears its message at once.
    page.set({ name: "An😀", subject: "Support", phone: "12345", age: "17", code: "ab1" });
    assert.equal(page.message("name"), "", "3 characters: an emoji is one");
    assert.equal(document.getElementById("name").getAttribute("aria-invalid"), null);
  } finally {
    page.close();
  }
});

test("a message appears once its field is left", async () => {
  const page = await rulesPage();
  try {
    const name = page.document.getElementById("name");
    name.focus();
    page.document.getElementById("subject").focus();
    assert.equal(page.message("name"), "This field is required.");
    assert.equal(page.message("subject"), "", "not yet left");
    assert.equal(page.message("age"), "");
  } finally {
    page.close();
  }
});

test("submit without problems logs only the shown fields' answers, then alerts", async () => {
  const page = await rulesPage();
  try {
    page.set({ ...valid, age: "18.5", code: "12" });
    const { logged, alerted } = page.submit();
    assert.equal(logged.length, 1);
    assert.equal(logged[0][0], "Form submitted:");
    assert.deepEqual(JSON.parse(JSON.stringify(logged[0][1])), {
      name: "Ann", subject: "Sales", age: "18.5", code: "12", topics: ["B"], agree: true,
    });
    assert.deepEqual(alerted, ["Form submitted! Check console for data."]);
    // A hidden field's answer is not sent, even when it was typed before it hid.
    page.set({ ...valid, subject: "Support", phone: "+1 555 123 4567", ext: "12" });
    page.set({ ...valid, phone: "+1 555 123 4567", ext: "12" });
    const second = page.submit();
    assert.ok(!("phone" in second.logged[0][1]) && !("ext" in second.logged[0][1]));
    assert.equal(second.logged[0][1].agree, true);
  } finally {
    page.close();
  }
});

test("issue 26: a field shown by an any group, fields required by requiredWhen; the page embeds the logic evaluator", async () => {
  const html = exportOf(caseOf("logic", logicForm), "html");
  assert.match(html, /holdsAny/, "the logic evaluator");
  const page = await loadPage(html);
  try {
    assert.deepEqual(page.errors, []);
    assert.deepEqual(page.visible(), ["topic", "seats", "agree", "email"]);
    page.set({ seats: "11" });
    assert.deepEqual(page.visible(), ["topic", "seats", "budget", "agree", "email"], "any: seats > 10");
    page.set({ seats: "10" });
    assert.ok(page.wrapper("budget").hidden, "10 is not greater than 10");
    page.set({ topic: "Sales", seats: "10" });
    assert.ok(!page.wrapper("budget").hidden, "any: the other clause");
    assert.ok(!page.wrapper("note").hidden, "is_not_empty");
    // requiredWhen: the box ticked makes email required.
    page.set({ topic: "Sales", budget: "5", agree: true });
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.equal(page.message("email"), "This field is required.");
    assert.equal(page.message("note"), "", "not_contains Sales fails: note is not required");
    assert.equal(page.document.activeElement.id, "email", "focus on the first problem");
    // An all group: Support and fewer than 3 seats.
    page.set({ topic: "Support", seats: "2" });
    assert.deepEqual(page.submit().logged, []);
    assert.equal(page.message("note"), "This field is required.");
    assert.equal(page.message("email"), "");
    page.set({ topic: "Support", seats: "2", note: "n" });
    const { logged } = page.submit();
    assert.deepEqual(JSON.parse(JSON.stringify(logged[0][1])), { topic: "Support", seats: "2", agree: false, email: "", note: "n" });
  } finally {
    page.close();
  }
});

test("one box without options answers false when not ticked and is required when marked so", async () => {
  const form = { ...rulesForm, fields: [{ id: "news", type: "checkbox", label: "Send news" }, { id: "agree", type: "checkbox", label: "I agree", required: true }] };
  const page = await loadPage(exportOf(caseOf("boxes", form), "html"));
  try {
    page.set({});
    assert.deepEqual(page.submit().logged, []);
    assert.equal(page.document.activeElement.id, "agree");
    page.set({ agree: true });
    const { logged } = page.submit();
    assert.deepEqual({ ...logged[0][1] }, { news: false, agree: true });
  } finally {
    page.close();
  }
});

test("every exported page runs its script without errors and submits a form without rules", async () => {
  for (const p of pages) {
    const page = await loadPage(p.html);
    try {
      assert.deepEqual(page.errors.map(String), [], p.name);
      assert.equal(page.form.querySelectorAll("[data-field]").length, p.form.fields.length);
    } finally {
      page.close();
    }
  }
});

// --- issue 25: the page's own policy, and the post to "Send answers to" ------
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const policyOf = (doc) => attr(elements(doc, "meta").find((m) => attr(m, "http-equiv") === "Content-Security-Policy"), "content");

test("every page's policy allows its own style and script by the hash of their exact text, and nothing else", () => {
  for (const page of pages) {
    const doc = parse(page.html);
    const head = elements(doc, "head")[0];
    // The policy is the first element after the charset: it covers what follows it.
    assert.deepEqual(childElements(head).slice(0, 2).map((e) => attr(e, "http-equiv") ?? attr(e, "charset")), ["utf-8", "Content-Security-Policy"]);
    const style = text(elements(doc, "style")[0]);
    const code = text(scripts(doc).find((s) => !has(s, "type")));
    assert.equal(
      policyOf(doc),
      `default-src 'none'; script-src ${sha256(code)}; style-src ${sha256(style)}; form-action 'none'`,
      page.name,
    );
    assert.ok(!elements(doc).some((e) => has(e, "style")), "no style attribute the policy would block");
    assert.equal(attr(elements(doc, "form")[0], "action"), undefined, "no address: nothing is posted");
  }
});

const addressForm = {
  ...rulesForm,
  submit: { url: "https://example.com/f/abc?source=page&v=2" },
};

test("with an address the page posts to it, and its policy allows a post there only", () => {
  const page = exportOf(caseOf("address", addressForm), "html");
  const doc = parse(page);
  const form = elements(doc, "form")[0];
  assert.equal(attr(form, "method"), "post");
  assert.equal(attr(form, "action"), "https://example.com/f/abc?source=page&v=2");
  assert.equal(attr(form, "enctype"), undefined, "the default: application/x-www-form-urlencoded");
  assert.match(policyOf(doc), /; form-action https:\/\/example\.com\/f\/abc$/);
  // The Nu checker accepts it too.
  const file = path.join(dir, "address.html");
  fs.writeFileSync(file, page);
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", file], { encoding: "utf8" });
  assert.deepEqual(JSON.parse(run.stderr).messages, []);
});

/**
 * Loads the page with an address; `HTMLFormElement.prototype.submit` (not
 * implemented by jsdom) records the entry list a browser would post, built
 * by jsdom's own FormData from the form as it is at that moment.
 */
async function postingPage() {
  const page = await loadPage(exportOf(caseOf("address", addressForm), "html"));
  const posted = [];
  page.window.HTMLFormElement.prototype.submit = function () {
    posted.push([...new page.window.FormData(this)]);
  };
  return { ...page, posted };
}

test("with an address a valid submit posts exactly the shown answers, once; no log, no alert", async () => {
  const page = await postingPage();
  try {
    page.set({ ...valid, subject: "Support", phone: "+1 555 123 4567", ext: "12" });
    page.set({ ...valid, phone: "+1 555 123 4567", ext: "12", topics: ["A", "B"], age: "18.5" });
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.equal(page.posted.length, 1);
    // A normal form post: a checkbox group repeats its name per ticked box,
    // one box sends "true" when ticked, a hidden field sends nothing.
    assert.deepEqual(page.posted[0], [
      ["name", "Ann"],
      ["subject", "Sales"],
      ["age", "18.5"],
      ["code", ""],
      ["topics", "A"],
      ["topics", "B"],
      ["agree", "true"],
    ]);
    // Refused: nothing is posted.
    page.set({ subject: "Sales" });
    page.submit();
    assert.equal(page.posted.length, 1);
  } finally {
    page.close();
  }
});
