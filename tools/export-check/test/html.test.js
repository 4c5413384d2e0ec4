// HTML export (decisions 1 and 2): the W3C Nu Html Checker finds no error, and
// a real HTML5 parser (parse5) sees exactly one control (or one group) per
// field with the right id, name, type, required and default, one submit
// button, and no element or event attribute that came from user text.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parse } from "parse5";
import vnuJar from "vnu-jar";
import { cases, cli, edgeCase, exportOf, tempDir } from "./helpers.js";

const dir = tempDir();

const all = [...cases(), edgeCase()];
const pages = all.map((c) => ({ ...c, html: exportOf(c, "html") }));

const ALLOWED_ELEMENTS = new Set([
  "html", "head", "meta", "title", "style", "body", "main", "h1", "p", "form", "div", "label",
  "span", "input", "textarea", "select", "option", "fieldset", "legend", "button", "script",
]);
const INPUT_TYPES = { text: "text", email: "email", phone: "tel", password: "password", date: "date", number: "number" };
const GROUPS = new Set(["checkbox", "radio"]);

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

const script = (page) => text(elements(parse(page.html), "script")[0]);

for (const page of pages) {
  const { form } = page;
  const doc = parse(page.html);

  test(`${page.name}: only our elements, no event attributes, constant script`, () => {
    for (const el of elements(doc)) {
      assert.ok(ALLOWED_ELEMENTS.has(el.tagName), `unexpected <${el.tagName}>`);
      for (const a of el.attrs) assert.ok(!a.name.startsWith("on"), `event attribute ${a.name} on <${el.tagName}>`);
    }
    assert.equal(elements(doc, "script").length, 1);
    assert.equal(elements(doc, "style").length, 1);
    assert.equal(script(page), script(pages[0]), "the script holds no user text");
    assert.ok(!elements(doc).some((e) => has(e, "src") || has(e, "href")), "nothing loaded from elsewhere");

    const groups = form.fields.filter((f) => GROUPS.has(f.type));
    const single = form.fields.filter((f) => !GROUPS.has(f.type));
    const boxes = groups.reduce((n, f) => n + (f.options ?? []).length, 0);
    const count = (tag) => elements(doc, tag).length;
    assert.equal(count("input") + count("select") + count("textarea"), single.length + boxes);
    assert.equal(count("label"), single.length + boxes);
    assert.equal(count("fieldset"), groups.length);
    assert.equal(count("legend"), groups.length);
    assert.equal(count("span"), form.fields.filter((f) => f.required).length);
    const selects = form.fields.filter((f) => f.type === "select");
    assert.equal(count("option"), selects.reduce((n, f) => n + (f.options ?? []).length + 1, 0));
    assert.equal(count("p"), form.description ? 1 : 0);
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
        if (field.type === "checkbox") {
          assert.equal(has(box, "data-required-group"), required, `${where}: required group`);
          // Without a ticked default, a required group's boxes start required.
          if (required && !checked.some(Boolean)) for (const input of inputs) assert.ok(has(input, "required"), where);
        }
        return;
      }
      assert.equal(box.tagName, "div", where);
      const controls = childElements(box).filter((e) => ["input", "select", "textarea"].includes(e.tagName));
      assert.equal(controls.length, 1, where);
      const [control] = controls;
      const id = attr(control, "id");
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
