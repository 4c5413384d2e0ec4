// Issue 26: layout items and pages in the exported HTML page and React
// component. The fixture (core/tests/fixtures/pages-form.json, also
// snapshotted) has a heading, a paragraph with a line break, a heading with
// a condition and three pages; the middle one holds only fields shown for
// "Business", so it is skipped otherwise. Both exports are stepped through
// as a user does: Next refuses with messages and focus, Back keeps answers,
// a hidden page is skipped, Enter in an input means Next, Submit sends only
// the shown answers.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { transform } from "esbuild";
import vnuJar from "vnu-jar";
import { assertCheckedPage, exportOf, fill, loadPage, ROOT, tempDir } from "./helpers.js";
import { dom, mount, React, type } from "./render.js";

const require = createRequire(import.meta.url);
const FIXTURE = path.join(ROOT, "core", "tests", "fixtures", "pages-form.json");
const fixture = { name: "pages", file: FIXTURE, form: JSON.parse(fs.readFileSync(FIXTURE, "utf8")) };
const html = exportOf(fixture, "html");


test("the page with pages passes the Nu Html Checker, and its policy hashes its own style and script", () => {
  assertCheckedPage(assert, html, "pages", vnuJar);
});


test("the page shows one page at a time: Next refuses with messages and focus, Back keeps answers, a hidden page is skipped, Submit logs only shown answers", async () => {
  const page = await loadPage(html);
  try {
    const { document, window } = page;
    const $ = (id) => document.getElementById(id);
    const current = () => [...document.querySelectorAll("[data-page]")].filter((p) => !p.hidden).map((p) => p.dataset.page);
    const progress = () => $("formwright-progress").textContent;
    const buttons = () => [...document.querySelectorAll(".nav button")].filter((b) => !b.hidden).map((b) => b.textContent);
    assert.deepEqual(page.errors, []);
    // Layout items: a heading, a paragraph whose line break is kept.
    assert.equal(page.wrapper("intro").tagName, "H2");
    assert.equal(page.wrapper("note").tagName, "P");
    assert.equal(page.wrapper("note").textContent, "Tell us who you are.\nWe never share it.");
    assert.deepEqual(current(), ["1"]);
    assert.equal(progress(), "Step 1 of 2", "the company page is not shown yet");
    assert.deepEqual(buttons(), ["Next"]);

    // Next refuses: this page's messages, focus on its first problem, nothing else.
    $("formwright-next").click();
    assert.deepEqual(current(), ["1"]);
    assert.equal(document.activeElement, $("name"));
    assert.equal(page.message("name"), "This field is required.");
    assert.equal(page.message("role"), "This field is required.");
    assert.equal($("name").getAttribute("aria-invalid"), "true");
    assert.equal(page.message("email"), "", "a later page is not checked");

    // The company page is skipped while nothing on it is shown.
    fill(window, $("name"), "Anna");
    fill(window, $("role"), "Personal");
    $("formwright-next").click();
    assert.deepEqual(current(), ["3"]);
    assert.equal(progress(), "Step 2 of 2");
    assert.equal(document.querySelector('[data-page="3"] h2').textContent, "Last step");
    assert.deepEqual(buttons(), ["Back", "Submit"]);
    assert.equal(document.activeElement, $("email"), "focus on the new page's first field");
    assert.ok(page.wrapper("terms").hidden, "a heading hidden by its condition");

    // Back keeps the answers and checks nothing: an answer with a problem does not stop it.
    fill(window, $("email"), "not an address");
    $("formwright-back").click();
    assert.deepEqual(current(), ["1"]);
    assert.equal($("name").value, "Anna");
    assert.equal(document.activeElement, $("name"));

    // Business shows the company page: Step 2 of 3, and it refuses until filled.
    fill(window, $("role"), "Business");
    $("formwright-next").click();
    assert.deepEqual(current(), ["2"]);
    assert.equal(progress(), "Step 2 of 3");
    $("formwright-next").click();
    assert.deepEqual(current(), ["2"]);
    assert.equal(document.activeElement, $("company"));
    assert.equal(page.message("company"), "This field is required.");
    fill(window, $("company"), "Acme");
    fill(window, $("size"), "500");
    // Enter in an input on a page with a next page means Next.
    const enter = new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    assert.equal($("size").dispatchEvent(enter), false, "Enter is taken");
    assert.deepEqual(current(), ["3"]);
    assert.equal(progress(), "Step 3 of 3");
    assert.equal($("email").value, "not an address", "answers are kept across pages");
    assert.ok(!page.wrapper("terms").hidden);

    // Submit checks the whole form as today; requiredWhen (an any group) holds.
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.equal(document.activeElement, $("email"));
    assert.equal(page.message("comments"), "This field is required.");
    assert.equal(page.message("agree"), "This field is required.");
    fill(window, $("email"), "anna@example.com");
    fill(window, $("comments"), "To learn.");
    fill(window, $("agree"), true);
    const { logged, alerted } = page.submit();
    assert.equal(alerted.length, 1);
    assert.deepEqual({ ...logged[0][1] }, { name: "Anna", role: "Business", company: "Acme", size: "500", email: "anna@example.com", comments: "To learn.", agree: true });

    // Back twice, then Personal: the company's answers are no longer sent.
    $("formwright-back").click();
    $("formwright-back").click();
    assert.deepEqual(current(), ["1"]);
    fill(window, $("role"), "Personal");
    const enterName = new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    $("name").dispatchEvent(enterName);
    assert.deepEqual(current(), ["3"]);
    assert.deepEqual({ ...page.submit().logged[0][1] }, { name: "Anna", role: "Personal", email: "anna@example.com", comments: "To learn.", agree: true });
    // Enter in a text area is a line break, never Next: on the last page nothing is taken.
    const enterText = new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    assert.equal($("comments").dispatchEvent(enterText), true);
    assert.deepEqual(page.errors, []);
  } finally {
    page.close();
  }
});

test("when an answer elsewhere hides the current page, the page moves to its back page", async () => {
  const page = await loadPage(html);
  try {
    const { document, window } = page;
    const $ = (id) => document.getElementById(id);
    const current = () => [...document.querySelectorAll("[data-page]")].filter((p) => !p.hidden).map((p) => p.dataset.page);
    fill(window, $("name"), "Anna");
    fill(window, $("role"), "Business");
    $("formwright-next").click();
    assert.deepEqual(current(), ["2"]);
    // The role select is on page 1; changed while page 2 shows (as an autofill could), it hides page 2.
    fill(window, $("role"), "Personal");
    assert.deepEqual(current(), ["1"], "its back page");
  } finally {
    page.close();
  }
});

test("with an address the last page posts every shown answer of every page, and no hidden one", async () => {
  const form = { ...fixture.form, submit: { url: "https://example.com/f/abc" } };
  const file = path.join(tempDir(), "pages-address.json");
  fs.writeFileSync(file, JSON.stringify(form));
  const page = await loadPage(exportOf({ name: "pages with an address", file, form }, "html"));
  const posted = [];
  page.window.HTMLFormElement.prototype.submit = function () {
    posted.push([...new page.window.FormData(this)]);
  };
  try {
    const { document, window } = page;
    const $ = (id) => document.getElementById(id);
    fill(window, $("name"), "Anna");
    fill(window, $("role"), "Personal");
    $("formwright-next").click();
    fill(window, $("email"), "anna@example.com");
    fill(window, $("agree"), true);
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.deepEqual(posted, [[["name", "Anna"], ["role", "Personal"], ["email", "anna@example.com"], ["comments", ""], ["agree", "true"]]]);
  } finally {
    page.close();
  }
});

test("on a page with a next page, a submit means Next: nothing is sent", async () => {
  const page = await loadPage(html);
  try {
    const { document, window } = page;
    const $ = (id) => document.getElementById(id);
    fill(window, $("name"), "Anna");
    fill(window, $("role"), "Personal");
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.equal($("formwright-progress").textContent, "Step 2 of 2");
  } finally {
    page.close();
  }
});

// --- the React component --------------------------------------------------------
async function compile(source) {
  const { code, warnings } = await transform(source, { loader: "jsx", jsx: "automatic", format: "cjs", logLevel: "silent" });
  assert.deepEqual(warnings, []);
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  return module.exports.default;
}

test("the component shows one page at a time, as the page does", async () => {
  const source = exportOf(fixture, "react");
  const submitted = [];
  const { container, unmount } = await mount(await compile(source), { onSubmit: (values) => submitted.push(values) });
  try {
    const $ = (id) => container.querySelector(`#${id}`);
    const current = () => [...container.querySelectorAll("[data-page]")].filter((p) => !p.hidden).map((p) => p.dataset.page);
    const progress = () => container.querySelector("[aria-live]").textContent;
    const button = (name) => [...container.querySelectorAll("button")].find((b) => b.textContent === name);
    const buttons = () => [...container.querySelectorAll("button")].map((b) => b.textContent);
    const messageOf = (id) => {
      const p = container.querySelector(`#${id}-error`);
      return p.hidden ? "" : p.textContent;
    };
    const click = async (name) => {
      const b = button(name);
      assert.ok(b, `a ${name} button`);
      await React.act(async () => b.dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true })));
    };
    const form = container.querySelector("form");
    assert.equal(form.attributes.length, 0);
    assert.equal(form.children.length, 1);
    assert.equal(container.querySelector('[data-field="intro"]').tagName, "H2");
    assert.equal(container.querySelector('[data-field="note"]').textContent, "Tell us who you are.\nWe never share it.");
    assert.equal(container.querySelector('[data-field="note"]').style.whiteSpace, "pre-line");
    assert.deepEqual(current(), ["1"]);
    assert.equal(progress(), "Step 1 of 2");
    assert.deepEqual(buttons(), ["Next"]);
    assert.equal(button("Next").type, "submit", "Enter in a field clicks Next");

    await click("Next");
    assert.deepEqual(current(), ["1"]);
    assert.equal(document.activeElement, $("name"));
    assert.equal(messageOf("name"), "This field is required.");
    assert.equal(messageOf("role"), "This field is required.");
    assert.equal(messageOf("email"), "");

    await type($("name"), "Anna");
    await type($("role"), "Personal");
    await click("Next");
    assert.deepEqual(current(), ["3"]);
    assert.equal(progress(), "Step 2 of 2");
    assert.deepEqual(buttons(), ["Back", "Submit"]);
    assert.equal(document.activeElement, $("email"));
    assert.ok(container.querySelector('[data-field="terms"]').hidden);

    await type($("email"), "not an address");
    await click("Back");
    assert.deepEqual(current(), ["1"]);
    assert.equal($("name").value, "Anna");
    assert.equal(document.activeElement, $("name"));

    await type($("role"), "Business");
    await click("Next");
    assert.deepEqual(current(), ["2"]);
    assert.equal(progress(), "Step 2 of 3");
    await click("Next");
    assert.equal(document.activeElement, $("company"));
    assert.equal(messageOf("company"), "This field is required.");
    await type($("company"), "Acme");
    await type($("size"), "500");
    const enter = new dom.window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await React.act(async () => assert.equal($("size").dispatchEvent(enter), false, "Enter is taken"));
    assert.deepEqual(current(), ["3"]);
    assert.equal(progress(), "Step 3 of 3");
    assert.equal($("email").value, "not an address");

    await click("Submit");
    assert.deepEqual(submitted, []);
    assert.equal(document.activeElement, $("email"));
    assert.equal(messageOf("comments"), "This field is required.");
    await type($("email"), "anna@example.com");
    await type($("comments"), "To learn.");
    await React.act(async () => $("agree").click());
    await click("Submit");
    assert.deepEqual(submitted, [{ name: "Anna", role: "Business", company: "Acme", size: "500", email: "anna@example.com", comments: "To learn.", agree: true }]);

    await click("Back");
    await click("Back");
    await type($("role"), "Personal");
    const enterName = new dom.window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await React.act(async () => $("name").dispatchEvent(enterName));
    assert.deepEqual(current(), ["3"]);
    await click("Submit");
    assert.deepEqual(submitted[1], { name: "Anna", role: "Personal", email: "anna@example.com", comments: "To learn.", agree: true });
  } finally {
    await unmount();
  }
});

// --- the react-hook-form module ------------------------------------------------
const rhf = exportOf(fixture, "rhf");

test("the react-hook-form module with pages passes tsc --strict", () => {
  const ts = require("typescript");
  const dir = path.join(tempDir(), "tsc");
  fs.mkdirSync(dir);
  fs.symlinkSync(path.dirname(path.dirname(require.resolve("react-hook-form/package.json"))), path.join(dir, "node_modules"), "dir");
  const file = path.join(dir, "pages.tsx");
  fs.writeFileSync(file, rhf);
  const program = ts.createProgram([file], {
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

test("the react-hook-form component shows one page at a time, as the page does", async () => {
  const { code, warnings } = await transform(rhf, { loader: "tsx", jsx: "automatic", format: "cjs", target: "es2022", logLevel: "silent" });
  assert.deepEqual(warnings, []);
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  const submitted = [];
  const { container, unmount } = await mount(module.exports.default, { onSubmit: (values) => submitted.push(values) });
  // react-hook-form validates asynchronously: let it settle after each step.
  const settle = () => React.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  try {
    const $ = (id) => container.querySelector(`#${id}`);
    const current = () => [...container.querySelectorAll("[data-page]")].filter((p) => !p.hidden).map((p) => p.dataset.page);
    const progress = () => container.querySelector("[aria-live]").textContent;
    const buttons = () => [...container.querySelectorAll("button")].map((b) => b.textContent);
    const messageOf = (id) => {
      const p = container.querySelector(`#${id}-error`);
      return p.hidden ? "" : p.textContent.trim();
    };
    const click = async (name) => {
      const b = [...container.querySelectorAll("button")].find((x) => x.textContent === name);
      assert.ok(b, `a ${name} button`);
      await React.act(async () => b.dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true })));
      await settle();
    };
    assert.equal(container.querySelector('[data-field="intro"]').tagName, "H2");
    assert.equal(container.querySelector('[data-field="note"]').textContent, "Tell us who you are.\nWe never share it.");
    assert.deepEqual(current(), ["1"]);
    assert.equal(progress(), "Step 1 of 2");
    assert.deepEqual(buttons(), ["Next"]);

    await click("Next");
    assert.deepEqual(current(), ["1"]);
    assert.equal(document.activeElement, $("name"));
    assert.equal(messageOf("name"), "This field is required.");
    assert.equal(messageOf("role"), "This field is required.");
    assert.equal(messageOf("email"), "", "a later page is not checked");

    await type($("name"), "Anna");
    await type($("role"), "Personal");
    await click("Next");
    assert.deepEqual(current(), ["3"]);
    assert.equal(progress(), "Step 2 of 2");
    assert.deepEqual(buttons(), ["Back", "Submit"]);
    assert.equal(document.activeElement, $("email"));

    await type($("email"), "not an address");
    await click("Back");
    assert.deepEqual(current(), ["1"]);
    assert.equal($("name").value, "Anna");

    await type($("role"), "Business");
    await click("Next");
    assert.deepEqual(current(), ["2"]);
    assert.equal(progress(), "Step 2 of 3");
    await click("Next");
    assert.equal(document.activeElement, $("company"));
    assert.equal(messageOf("company"), "This field is required.");
    await type($("company"), "Acme");
    await type($("size"), "500");
    const enter = new dom.window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await React.act(async () => assert.equal($("size").dispatchEvent(enter), false, "Enter is taken"));
    await settle();
    assert.deepEqual(current(), ["3"]);
    assert.equal(progress(), "Step 3 of 3");
    assert.equal($("email").value, "not an address");

    await click("Submit");
    assert.deepEqual(submitted, []);
    assert.equal(document.activeElement, $("email"));
    assert.equal(messageOf("agree"), "This field is required.");
    await type($("email"), "anna@example.com");
    await type($("comments"), "To learn.");
    await React.act(async () => $("agree").click());
    await click("Submit");
    assert.deepEqual(submitted, [{ name: "Anna", role: "Business", company: "Acme", size: "500", email: "anna@example.com", comments: "To learn.", agree: true }]);
  } finally {
    await unmount();
  }
});
