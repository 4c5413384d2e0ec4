// Issue 27: the 'More Fields' kinds (hidden, rating, slider, time, URL) in
// the exported HTML page and React component. The fixture
// (core/tests/fixtures/more-fields-form.json, also snapshotted) uses every
// setting: a required hidden field filled from the page address, one with
// its own value, a rating of 7 stars with a condition `greater_than` on it,
// a slider from 10 to 50 in steps of 5, a time between 08:30 and 17:45 and
// a URL with lengths and a pattern.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { transform } from "esbuild";
import vnuJar from "vnu-jar";
import { assertCheckedPage, caseOf, exportOf, fill, loadPage, ROOT } from "./helpers.js";
import { dom, mount, React, type } from "./render.js";

const require = createRequire(import.meta.url);
const FIXTURE = path.join(ROOT, "core", "tests", "fixtures", "more-fields-form.json");
const fixture = { name: "more fields", file: FIXTURE, form: JSON.parse(fs.readFileSync(FIXTURE, "utf8")) };
const html = exportOf(fixture, "html");
const SOURCE = 'newsletter "<b>&</b>"';


test("the page with the new kinds passes the Nu Html Checker, and its policy hashes its own style and script", () => {
  assertCheckedPage(assert, html, "more-fields", vnuJar);
});


test("the page fills the hidden field from its address, draws stars and the slider's value, and submits them", async () => {
  const page = await loadPage(html, "https://example.com/visit?campaign=x&source=y");
  try {
    const { document, window } = page;
    const $ = (id) => document.getElementById(id);
    assert.deepEqual(page.errors, []);
    assert.equal($("campaign").type, "hidden");
    assert.equal($("campaign").value, "x", "filled from the address");
    assert.equal($("source").value, SOURCE, "Fill from the page address is off: its own value");
    // Seven stars, real radios named "k of 7" in a fieldset named by the label.
    const stars = [...page.wrapper("stars").querySelectorAll("input")];
    assert.equal(page.wrapper("stars").tagName, "FIELDSET");
    assert.deepEqual(stars.map((s) => [s.type, s.value]), [1, 2, 3, 4, 5, 6, 7].map((k) => ["radio", String(k)]));
    assert.deepEqual(stars.map((s) => document.querySelector(`label[for="${s.id}"] .visually-hidden`).textContent), [1, 2, 3, 4, 5, 6, 7].map((k) => `${k} of 7`));
    // The slider: its bounds and step, its value shown.
    const slider = $("budget");
    assert.deepEqual([slider.type, slider.min, slider.max, slider.step, slider.value], ["range", "10", "50", "5", "25"]);
    const output = page.wrapper("budget").querySelector("output");
    assert.equal(output.textContent, "25");
    fill(window, slider, "40");
    assert.equal(output.textContent, "40");
    assert.deepEqual([$("arrival").type, $("arrival").min, $("arrival").max], ["time", "08:30", "17:45"]);
    assert.equal($("site").type, "url");

    // The condition greater_than on the rating.
    assert.ok(page.wrapper("why").hidden);
    fill(window, stars[5], true);
    assert.ok(!page.wrapper("why").hidden, "shown for 6 of 7");
    fill(window, stars[4], true);
    assert.ok(page.wrapper("why").hidden, "hidden for 5 of 7");

    // The time's bounds and the URL's syntax refuse.
    fill(window, $("arrival"), "07:00");
    fill(window, $("site"), "ftp://files.example.com");
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.notEqual(page.message("arrival"), "");
    assert.notEqual(page.message("site"), "");
    assert.equal(page.message("campaign"), "");
    fill(window, $("arrival"), "09:15");
    fill(window, $("site"), "https://www.example.com/visit");
    const { logged, alerted } = page.submit();
    assert.equal(alerted.length, 1);
    assert.deepEqual(JSON.parse(JSON.stringify(logged[0][1])), {
      campaign: "x",
      source: SOURCE,
      stars: "5",
      budget: "40",
      arrival: "09:15",
      site: "https://www.example.com/visit",
    });
  } finally {
    page.close();
  }
});

test("a required hidden field the address does not fill blocks Submit: its message says so, above Submit, and takes focus", async () => {
  const page = await loadPage(html, "https://example.com/visit?other=1");
  try {
    const { document, window } = page;
    const $ = (id) => document.getElementById(id);
    assert.equal($("campaign").value, "");
    fill(window, page.wrapper("stars").querySelector("input"), true);
    fill(window, $("arrival"), "09:15");
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.match(page.message("campaign"), /page address lacks .*campaign/);
    assert.equal(document.activeElement, $("campaign-error"), "focus on the message");
    // The message sits last in the form, just before Submit (the style's order).
    const style = window.getComputedStyle(page.wrapper("campaign"));
    assert.equal(style.order, "1");
  } finally {
    page.close();
  }
});

/** Compiles the exported JSX and returns its default export. */
async function compile(source) {
  const { code, warnings } = await transform(source, { loader: "jsx", jsx: "automatic", format: "cjs", logLevel: "silent" });
  assert.deepEqual(warnings, [], "esbuild has no warnings");
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  return module.exports.default;
}

async function pressSubmit(container) {
  const logged = [];
  const original = console.log;
  console.log = (...args) => logged.push(args);
  try {
    await React.act(async () => {
      container.querySelector('button[type="submit"]').dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true }));
    });
  } finally {
    console.log = original;
  }
  return logged;
}

test("the React component reads the hidden field from the address on mount, draws named stars and the slider's value", async () => {
  const Component = await compile(exportOf(fixture, "react"));
  for (const [search, campaign] of [["?campaign=x", "x"], ["", undefined]]) {
    dom.reconfigure({ url: `https://example.com/visit${search}` });
    const { container, unmount } = await mount(Component);
    try {
      const radios = [...container.querySelectorAll('input[type="radio"]')];
      assert.equal(radios.length, 7);
      assert.deepEqual(radios.map((r) => container.querySelector(`label[for="${r.id}"]`).textContent), [1, 2, 3, 4, 5, 6, 7].map((k) => `\u2605${k} of 7`));
      const slider = container.querySelector('input[type="range"]');
      assert.deepEqual([slider.min, slider.max, slider.step, slider.value], ["10", "50", "5", "25"]);
      await type(slider, "35");
      assert.equal(container.querySelector("output").textContent, "35");
      await React.act(async () => radios[6].click());
      await type(container.querySelector('input[type="time"]'), "10:00");
      const logged = await pressSubmit(container);
      if (campaign === undefined) {
        assert.deepEqual(logged, []);
        const wrapper = container.querySelector('[data-field="campaign"]');
        assert.match(wrapper.textContent, /page address lacks .*campaign/);
        assert.equal(dom.window.document.activeElement, wrapper, "focus on the hidden field's message");
      } else {
        assert.equal(logged.length, 1);
        assert.deepEqual(logged[0][1], { campaign: "x", source: SOURCE, stars: "7", why: "", budget: "35", arrival: "10:00", site: "" });
      }
    } finally {
      await unmount();
    }
  }
  dom.reconfigure({ url: "about:blank" });
});

test("the react-hook-form module fills the hidden field from the address on mount, refuses without it, and checks the kinds' rules", async () => {
  const { code } = await transform(exportOf(fixture, "rhf"), { loader: "tsx", jsx: "automatic", format: "cjs", target: "es2022", logLevel: "silent" });
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  const { default: Component, schema } = module.exports;
  // The zod schema: the core's messages for the kinds' rules.
  const base = { campaign: "x", source: "", stars: "3", why: "", budget: "25", arrival: "09:00", site: "" };
  const issues = (values) => {
    const r = schema.safeParse({ ...base, ...values });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
  };
  assert.deepEqual(issues({}), {});
  assert.deepEqual(issues({ campaign: "" }), { campaign: "The page address lacks the \u201ccampaign\u201d parameter." });
  assert.deepEqual(issues({ budget: "27" }), { budget: "Choose a value in steps of 5." });
  assert.deepEqual(issues({ arrival: "08:00" }), { arrival: "Enter a time of 08:30 or later." });
  assert.deepEqual(issues({ arrival: "9:00" }), { arrival: "Enter a time as HH:MM, such as 09:30." });
  assert.deepEqual(issues({ site: "ftp://www.example.com/" }).site.startsWith("Enter a web address"), true);
  for (const [search, campaign] of [["?campaign=x", "x"], ["", undefined]]) {
    dom.reconfigure({ url: `https://example.com/visit${search}` });
    const submitted = [];
    const { container, unmount } = await mount(Component, { onSubmit: (values) => submitted.push(values) });
    try {
      await React.act(async () => container.querySelectorAll('input[type="radio"]')[6].click());
      await type(container.querySelector('input[type="time"]'), "10:00");
      await React.act(async () => {
        container.querySelector('button[type="submit"]').dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true }));
      });
      await React.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      if (campaign === undefined) {
        assert.deepEqual(submitted, []);
        const wrapper = container.querySelector('[data-field="campaign"]');
        assert.match(wrapper.textContent, /page address lacks .*campaign/);
        assert.equal(dom.window.document.activeElement, wrapper, "focus on the hidden field's message");
      } else {
        assert.equal(submitted.length, 1);
        assert.deepEqual(JSON.parse(JSON.stringify(submitted[0])), { campaign: "x", source: SOURCE, stars: "7", why: "", budget: "25", arrival: "10:00", site: "" });
      }
    } finally {
      await unmount();
    }
  }
  dom.reconfigure({ url: "about:blank" });
});

test("in a form of pages, Next to a page whose first field is hidden focuses its first control; the hidden field's message takes focus on Submit", async () => {
  const form = {
    id: "paged", title: "Paged", description: "",
    fields: [
      { id: "name", type: "text", label: "Name" },
      { id: "two", type: "pagebreak", label: "Two" },
      { id: "ref", type: "hidden", label: "Ref", required: true },
      { id: "site", type: "url", label: "Website" },
    ],
    createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-01T09:00:00.000Z",
  };
  const page = await loadPage(exportOf(caseOf("paged", form), "html"), "https://example.com/p");
  try {
    const { document } = page;
    assert.deepEqual(page.errors, []);
    document.getElementById("formwright-next").click();
    assert.equal(document.activeElement, document.getElementById("site"), "the new page's first control that takes focus");
    assert.deepEqual(page.submit(), { logged: [], alerted: [] });
    assert.match(page.message("ref"), /page address lacks .*ref/);
    assert.equal(document.activeElement, document.getElementById("ref-error"));
  } finally {
    page.close();
  }
});
