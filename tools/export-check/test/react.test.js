// React export (decision 3): the file compiles with esbuild, renders with
// react-dom/server, and in jsdom typing into a text input, ticking a checkbox
// and submitting logs the entered values. User text stays text.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { transform } from "esbuild";
import { parseFragment } from "parse5";
import { caseOf, cases, distinctFields, edgeCase, exportOf, logicForm, NOW, withoutRules } from "./helpers.js";
import { createRoot, dom, mount, React, shown, type } from "./render.js";

const require = createRequire(import.meta.url);
const { renderToString } = require("react-dom/server");

/** Compiles the exported JSX and returns its default export. */
async function compile(source) {
  const { code, warnings } = await transform(source, { loader: "jsx", jsx: "automatic", format: "cjs", logLevel: "silent" });
  assert.deepEqual(warnings, [], "esbuild has no warnings");
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  assert.equal(typeof module.exports.default, "function");
  return module.exports.default;
}

/**
 * Presses Submit: a click on the submit button, which Enter in a field also
 * sends. The component cancels it, so the browser neither validates nor
 * submits and no submit event reaches the form (issue 23).
 */
function pressSubmit(form) {
  const button = form.querySelector('button[type="submit"]');
  const click = new dom.window.MouseEvent("click", { bubbles: true, cancelable: true });
  assert.equal(button.dispatchEvent(click), false, "the click is cancelled");
}

/** Submits the form and returns every console.log call of that submit. */
async function submitLogs(form) {
  const logged = [];
  const original = console.log;
  console.log = (...args) => logged.push(args);
  try {
    await React.act(async () => pressSubmit(form));
  } finally {
    console.log = original;
  }
  return logged;
}

/** Phone syntax is checked even without rules: a phone input holding a default that is no phone gets one. */
async function fixPhones(container) {
  for (const input of container.querySelectorAll('input[type="tel"]')) if (input.value !== "") await type(input, "+1 555 123 4567");
}

/** Submits the form and returns what the component logged. */
async function submit(form) {
  const logged = [];
  const original = console.log;
  console.log = (...args) => logged.push(args);
  try {
    await React.act(async () => pressSubmit(form));
  } finally {
    console.log = original;
  }
  assert.equal(logged.length, 1, "submit logs once");
  return logged[0][logged[0].length - 1];
}

const ALLOWED = new Set(["form", "h2", "p", "div", "label", "span", "input", "textarea", "select", "option", "fieldset", "legend", "button"]);
function* walk(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* walk(child);
  }
}

for (const c of [...cases(), edgeCase()]) {
  test(`React component of ${c.name} compiles, renders and logs what is entered`, async () => {
    const source = exportOf(c, "react");
    const Component = await compile(source);

    // Server rendering: only our elements, no event attributes, the title as text.
    const html = renderToString(React.createElement(Component));
    const rendered = [...walk(parseFragment(html))];
    for (const el of rendered) {
      assert.ok(ALLOWED.has(el.tagName), `unexpected <${el.tagName}>`);
      for (const a of el.attrs) assert.ok(!a.name.startsWith("on"), `event attribute ${a.name}`);
    }
    // A checkbox field without options is one box (decision 16), not a group.
    const groups = c.form.fields.filter((f) => f.type === "radio" || (f.type === "checkbox" && (f.options ?? []).length > 0));
    const boxes = groups.reduce((n, f) => n + (f.options ?? []).length, 0);
    const controls = rendered.filter((e) => ["input", "select", "textarea"].includes(e.tagName));
    assert.equal(controls.length, c.form.fields.length - groups.length + boxes);
    assert.equal(rendered.filter((e) => e.tagName === "fieldset").length, groups.length);
    assert.equal(rendered.filter((e) => e.tagName === "textarea").every((t) => t.attrs.some((a) => a.name === "rows" && a.value === "4")), true);
    for (const control of controls) {
      const name = control.attrs.find((a) => a.name === "name")?.value;
      assert.ok(name, `<${control.tagName}> has a name (an empty one is never submitted)`);
    }

    // With its rules, an empty submit of a form with a required field is refused.
    if (c.form.fields.some((f) => f.required && !f.conditional)) {
      const mounted = await mount(Component);
      try {
        assert.deepEqual(await submitLogs(mounted.container.querySelector("form")), [], "refused: nothing logged");
      } finally {
        await mounted.unmount();
      }
    }

    // In a DOM, without the rules: type, tick, submit.
    const { container, unmount } = await mount(await compile(exportOf(withoutRules(c), "react")));
    try {
      const form = container.querySelector("form");
      assert.equal(container.querySelector("h2").textContent, c.form.title);
      // The first free-text field: a text input, or (Customer Feedback has none) an email input or textarea.
      const textField = c.form.fields.find((f) => ["text", "email", "phone", "password", "textarea"].includes(f.type));
      // Named as in HTML: by the field id, or by the control's own id when the field id is empty.
      const input = [...container.querySelectorAll("input, textarea")].find((i) => i.name === (textField.id || i.id));
      await type(input, "typed <b>{value}</b>");
      assert.equal(input.value, "typed <b>{value}</b>");

      const boxField = c.form.fields.find((f) => f.type === "checkbox" && (f.options ?? []).length > 0);
      let box;
      if (boxField) {
        box = [...container.querySelectorAll('input[type="checkbox"]')].find((b) => b.name === boxField.id && !b.checked);
        await React.act(async () => box.click());
        assert.equal(box.checked, true);
      }

      await fixPhones(container);
      const data = await submit(form);
      assert.equal(data[textField.id], "typed <b>{value}</b>");
      if (boxField) assert.ok(data[boxField.id].includes(box.value), `${boxField.id} holds the ticked option`);
      assert.deepEqual(Object.keys(data), distinctFields(c.form).map((f) => f.id), "one state entry per id, in form order");
    } finally {
      await unmount();
    }
  });
}

test("the nasty component starts from the defaults and keeps odd keys as keys", async () => {
  const nasty = cases().find((c) => c.name === "nasty");
  const { container, unmount } = await mount(await compile(exportOf(withoutRules(nasty), "react")));
  try {
    assert.equal(container.querySelectorAll("img, script").length, 0);
    assert.ok([...container.querySelectorAll("label")].some((l) => l.firstChild.textContent === "<img src=x onerror=alert(1)>"));
    // The fixture's phone default ("line\nbreak", held as "linebreak") is no phone: the rules refuse it.
    assert.deepEqual(await submitLogs(container.querySelector("form")), []);
    assert.equal(document.activeElement, container.querySelector("#x_y"));
    await fixPhones(container);
    const data = await submit(container.querySelector("form"));
    assert.equal(Object.getPrototypeOf(data), Object.prototype, "__proto__ is a key, not a prototype");
    assert.equal(data["__proto__"], "proto");
    assert.deepEqual(data.boxes, ["a,b"]);
    assert.deepEqual(data.terms, []);
    assert.equal(data.rtl, "لا");
    assert.equal(data.pick, "B & B");
    assert.equal(data["num-1"], "42");
    assert.equal(data["bad-num"], "");
    assert.equal(data["9-lives"], "\nstarts with a newline </textarea><b>bold</b>");
    assert.equal(data["1st-name"], "'single' \"double\" {jsx} `backtick` ${x}");
    assert.equal(container.querySelector("#x_y").name, "x y");
    assert.equal(data["no-boxes"], false, "one box answers false");
    assert.equal(data.consent, true, "a default of true ticks one box");
  } finally {
    await unmount();
  }
});

// --- the rules in the component (issue 9, decisions 15 and 16) -----------------
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
  ],
  createdAt: NOW,
  updatedAt: NOW,
};

const messageOf = (container, id) => {
  const p = container.querySelector(`#${id}-error`);
  return p.hidden ? "" : p.textContent;
};

test("the component hides and shows fields, shows messages, refuses and accepts submits as the core", async () => {
  const source = exportOf(caseOf("react-rules", rulesForm), "react");
  assert.equal(source.match(/function formwrightEvaluate\(/g).length, 1, "the evaluator once");
  assert.match(source, /const RULES = \{"fields":/, "the rule set as a data constant");
  const { container, unmount } = await mount(await compile(source));
  try {
    const form = container.querySelector("form");
    const $ = (id) => container.querySelector(`#${id}`);
    // Issue 23: React sets nothing on the form and appends one child to it,
    // before it holds a control that could hide the form's own properties.
    assert.equal(form.attributes.length, 0);
    assert.equal(form.children.length, 1);
    assert.deepEqual(shown(container), ["name", "subject", "topics", "agree"]);
    assert.equal($("phone").disabled, true, "a hidden field's control is disabled");
    assert.equal($("agree").type, "checkbox", "one box");
    await type($("subject"), "Support");
    assert.deepEqual(shown(container), ["name", "subject", "phone", "topics", "agree"]);
    assert.equal($("phone").disabled, false);

    // Leaving a field shows its message.
    await React.act(async () => $("name").focus());
    await React.act(async () => $("subject").focus());
    assert.equal(messageOf(container, "name"), "This field is required.");
    assert.equal(messageOf(container, "phone"), "");

    // Refused: every message, aria, focus on the first invalid field, nothing logged.
    await type($("name"), "Anna");
    await type($("phone"), "12345");
    assert.deepEqual(await submitLogs(form), []);
    assert.equal(document.activeElement, $("name"));
    assert.equal(messageOf(container, "name"), "Enter at most 3 characters.");
    assert.equal(messageOf(container, "phone"), "Enter a phone number of 7 to 15 digits, such as +1 555 123 4567.");
    assert.equal(messageOf(container, "topics"), "This field is required.");
    assert.equal(messageOf(container, "agree"), "This field is required.");
    assert.equal($("name").getAttribute("aria-invalid"), "true");
    assert.equal($("name").getAttribute("aria-describedby"), "name-error");
    const topics = container.querySelector('[data-field="topics"]');
    assert.equal(topics.getAttribute("aria-invalid"), "true");
    assert.equal(topics.getAttribute("aria-describedby"), "topics-error");

    // Fixed, with the phone hidden again: only shown answers are logged.
    await type($("name"), "An😀");
    await React.act(async () => $("topics-2").click());
    await React.act(async () => $("agree").click());
    await type($("subject"), "Sales");
    assert.equal($("name").getAttribute("aria-invalid"), null);
    const logged = await submitLogs(form);
    assert.equal(logged.length, 1);
    assert.equal(logged[0][0], "Form submitted:");
    assert.deepEqual({ ...logged[0][1] }, { name: "An😀", subject: "Sales", topics: ["B"], agree: true });
  } finally {
    await unmount();
  }
});

test("issue 26: a field shown by an any group, a field required by requiredWhen", async () => {
  const source = exportOf(caseOf("react-logic", logicForm), "react");
  assert.match(source, /holdsAny/, "the logic evaluator");
  const { container, unmount } = await mount(await compile(source));
  try {
    const form = container.querySelector("form");
    const $ = (id) => container.querySelector(`#${id}`);
    assert.deepEqual(shown(container), ["topic", "seats", "agree", "email"]);
    await type($("seats"), "11");
    assert.deepEqual(shown(container), ["topic", "seats", "budget", "agree", "email"], "any: seats > 10");
    await type($("seats"), "");
    await type($("topic"), "Sales");
    assert.deepEqual(shown(container), ["topic", "seats", "budget", "agree", "email", "note"], "any: topic is Sales");
    await type($("budget"), "5");
    await React.act(async () => $("agree").click());
    assert.deepEqual(await submitLogs(form), [], "email is required while the box is ticked");
    assert.equal(messageOf(container, "email"), "This field is required.");
    assert.equal(document.activeElement, $("email"));
    await React.act(async () => $("agree").click());
    const logged = await submitLogs(form);
    assert.equal(logged.length, 1);
    assert.deepEqual({ ...logged[0][1] }, { topic: "Sales", seats: "", budget: "5", agree: false, email: "", note: "" });
  } finally {
    await unmount();
  }
});

test("a message shown by leaving a field under a pointer press waits for the press to end", async () => {
  const source = exportOf(caseOf("react-press", rulesForm), "react");
  const { container, unmount } = await mount(await compile(source));
  try {
    const $ = (id) => container.querySelector(`#${id}`);
    const press = (type) => document.dispatchEvent(new dom.window.Event(type, { bubbles: true }));
    await React.act(async () => $("name").focus());
    // A click elsewhere: the press starts before the field loses focus.
    await React.act(async () => press("pointerdown"));
    await React.act(async () => $("subject").focus());
    assert.equal(messageOf(container, "name"), "", "nothing moves while the button is held");
    await React.act(async () => press("pointerup"));
    await React.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.equal(messageOf(container, "name"), "This field is required.");
  } finally {
    await unmount();
  }
});

// --- issue 25: the component's props ---------------------------------------------
/** Renders `element` into a fresh container in jsdom; returns it and an unmount function. */
async function mountElement(element) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await React.act(async () => root.render(element));
  return {
    container,
    rerender: (next) => React.act(async () => root.render(next)),
    unmount: async () => {
      await React.act(async () => root.unmount());
      container.remove();
    },
  };
}

test("two instances with their own idPrefix share no DOM id, and each label names a control of its own instance", async () => {
  const Component = await compile(exportOf(caseOf("react-prefix", rulesForm), "react"));
  const page = await mountElement(
    React.createElement("div", null, React.createElement(Component, { idPrefix: "a-" }), React.createElement(Component, { idPrefix: "b-" })),
  );
  try {
    const ids = [...page.container.querySelectorAll("[id]")].map((e) => e.id);
    assert.equal(new Set(ids).size, ids.length, `duplicate ids: ${ids}`);
    assert.ok(ids.length > 0 && ids.every((id) => id.startsWith("a-") || id.startsWith("b-")));
    const forms = [...page.container.querySelectorAll("form")];
    for (const [form, prefix] of [[forms[0], "a-"], [forms[1], "b-"]]) {
      for (const label of form.querySelectorAll("label")) {
        const target = document.getElementById(label.htmlFor);
        assert.ok(label.htmlFor.startsWith(prefix) && form.contains(target), label.htmlFor);
      }
    }
    // A submit's messages are described by the ids of its own instance.
    await React.act(async () => pressSubmit(forms[1]));
    assert.equal(forms[1].querySelector('[name="name"]').getAttribute("aria-describedby"), "b-name-error");
    assert.ok(!forms[0].querySelector('[name="name"]').hasAttribute("aria-invalid"), "the other instance is untouched");
  } finally {
    await page.unmount();
  }
});

test("without idPrefix the ids are the plan's, as before", async () => {
  const Component = await compile(exportOf(caseOf("react-no-prefix", rulesForm), "react"));
  const page = await mountElement(React.createElement(Component));
  try {
    assert.deepEqual(
      [...page.container.querySelectorAll("input, select")].map((e) => e.id),
      ["name", "subject", "phone", "topics-1", "topics-2", "agree"],
    );
  } finally {
    await page.unmount();
  }
});

test("onSubmit receives exactly the shown answers once the rules pass, and nothing is logged", async () => {
  const Component = await compile(exportOf(caseOf("react-on-submit", rulesForm), "react"));
  const received = [];
  const page = await mountElement(React.createElement(Component, { onSubmit: (values) => received.push(values) }));
  try {
    const form = page.container.querySelector("form");
    const $ = (id) => page.container.querySelector(`#${id}`);
    // Refused: onSubmit is not called.
    assert.deepEqual(await submitLogs(form), []);
    assert.equal(received.length, 0);
    await type($("name"), "Ann");
    await type($("subject"), "Support");
    await type($("phone"), "+1 555 123 4567");
    await React.act(async () => $("topics-1").click());
    await React.act(async () => $("agree").click());
    // The phone is typed, then hidden again: it is not sent.
    await type($("subject"), "Sales");
    assert.deepEqual(await submitLogs(form), [], "onSubmit instead of the log");
    assert.equal(received.length, 1);
    assert.deepEqual({ ...received[0] }, { name: "Ann", subject: "Sales", topics: ["A"], agree: true });
    assert.deepEqual(Object.keys(received[0]), ["name", "subject", "topics", "agree"], "in form order");
  } finally {
    await page.unmount();
  }
});

test("defaultValues are merged over the form's defaults, and what they set is what is sent", async () => {
  const form = {
    ...rulesForm,
    fields: rulesForm.fields.map((f) => (f.id === "subject" ? { ...f, defaultValue: "Support" } : f)),
  };
  const Component = await compile(exportOf(caseOf("react-defaults", form), "react"));
  const received = [];
  const page = await mountElement(
    React.createElement(Component, {
      onSubmit: (values) => received.push(values),
      defaultValues: { name: "Bo", topics: ["B"], agree: true },
    }),
  );
  try {
    const $ = (id) => page.container.querySelector(`#${id}`);
    assert.equal($("name").value, "Bo");
    assert.equal($("subject").value, "Support", "the form's default stays where the prop says nothing");
    assert.equal($("topics-2").checked, true);
    assert.equal($("agree").checked, true);
    assert.equal($("phone").disabled, false, "shown: the form's default subject is Support");
    await type($("phone"), "+1 555 123 4567");
    await React.act(async () => pressSubmit(page.container.querySelector("form")));
    assert.deepEqual({ ...received[0] }, { name: "Bo", subject: "Support", phone: "+1 555 123 4567", topics: ["B"], agree: true });
  } finally {
    await page.unmount();
  }
});

test("className is the form's class, set without React touching the form", async () => {
  const Component = await compile(exportOf(caseOf("react-class", rulesForm), "react"));
  const page = await mountElement(React.createElement(Component, { className: "signup wide" }));
  try {
    const form = page.container.querySelector("form");
    assert.equal(form.getAttribute("class"), "signup wide");
    await page.rerender(React.createElement(Component, { className: "narrow" }));
    assert.equal(form.getAttribute("class"), "narrow");
    await page.rerender(React.createElement(Component));
    assert.equal(form.attributes.length, 0);
  } finally {
    await page.unmount();
  }
});

test("the JSDoc types of the values and props type a TypeScript caller (strict)", async () => {
  const ts = require("typescript");
  const { ROOT } = await import("./helpers.js");
  const nasty = cases().find((c) => c.name === "nasty");
  // Inside the repository, so "react" resolves to its @types/react.
  const dir = fs.mkdtempSync(path.join(ROOT, "tools", "export-check", ".tsc-"));
  try {
    fs.writeFileSync(path.join(dir, "rules.jsx"), exportOf(caseOf("react-types", rulesForm), "react"));
    fs.writeFileSync(path.join(dir, "nasty.jsx"), exportOf(nasty, "react"));
    fs.writeFileSync(
      path.join(dir, "use.tsx"),
      `import RulesForm from "./rules.jsx";
import NastyForm from "./nasty.jsx";
const name: string = "";
export const ok = (
  <RulesForm
    onSubmit={(values) => {
      const n: string = values.name;
      const t: string[] = values.topics;
      const a: boolean = values.agree;
      const p: string | undefined = values.phone;
      console.log(n, t, a, p, name);
    }}
    defaultValues={{ name: "x", topics: ["A"] }}
    className="c"
    idPrefix="a-"
  />
);
export const bare = <RulesForm />;
export const nasty = <NastyForm onSubmit={(values) => console.log(values["__proto__"], values["x y"])} />;
// @ts-expect-error: a list's answer is a list
export const wrongDefault = <RulesForm defaultValues={{ topics: "A" }} />;
// @ts-expect-error: a field the condition may hide may be absent
export const wrongPhone = <RulesForm onSubmit={(values) => { const p: string = values.phone; console.log(p); }} />;
// @ts-expect-error: no such prop
export const wrongProp = <RulesForm onsubmit={() => {}} />;
`,
    );
    const program = ts.createProgram([path.join(dir, "use.tsx")], {
      allowJs: true,
      checkJs: false,
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    assert.deepEqual(problems, []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
