// Issue 28: the JSON Forms export (`formwright-cli export --format
// jsonforms`) rendered by the real @jsonforms/react with the vanilla
// renderers in jsdom, Ajv 2020 passed in as docs/formats.md tells a user.
// Every Control draws its control with its label and every Label its text
// ("No applicable renderer" nowhere); textareas, placeholders, radios and
// passwords are what the UI schema asks; SHOW rules follow the answers,
// groups and a chain included; a Categorization has a page per page break;
// onChange's ajv errors are empty exactly for a complete, valid answer set.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { render } from "../agreement/jsonforms.mjs";
import { cli, NASTY_FIXTURE, ROOT } from "./helpers.js";

const fixture = (name) => path.join(ROOT, "core", "tests", "fixtures", `${name}-form.json`);
const FIXTURES = { groups: fixture("groups"), pages: fixture("pages"), "more-fields": fixture("more-fields"), nasty: NASTY_FIXTURE };
const exported = (file) => JSON.parse(cli(["export", "--format", "jsonforms", "--now", "2026-11-22T10:00:00Z", file]));

/** The controls of the rendered pages by field id, and the visible labels' texts. */
function byId(pages) {
  const controls = new Map();
  for (const e of pages.flat()) if (e.type === "Control") controls.set(e.id, e);
  return controls;
}

for (const [name, file] of Object.entries(FIXTURES)) {
  test(`${name}: every Control and Label of the JSON Forms export is drawn by the vanilla renderers`, async () => {
    const jf = exported(file);
    assert.equal(jf.schema.$schema, "https://json-schema.org/draft/2020-12/schema");
    const { pages, html } = await render(jf, {});
    assert.doesNotMatch(html, /No applicable renderer/);
    const elements = pages.flat();
    assert.ok(elements.some((e) => e.type === "Control"), "some control");
    for (const e of elements) {
      // A hidden element (a SHOW rule unmet) is still drawn, hidden.
      assert.notEqual(e.text, null, `${name}: ${e.type} ${e.id ?? e.label} is drawn`);
      assert.ok(e.text.includes(e.label.slice(0, 200)), `${name}: ${e.type} ${e.id ?? ""} shows its label`);
    }
  });
}

test("the groups form: options drawn as asked, SHOW rules with all/any groups and a chain follow the data", async () => {
  const jf = exported(FIXTURES.groups);
  const none = await render(jf, {});
  const shown = (r) => r.pages.flat().filter((e) => e.visible).map((e) => e.id ?? `label:${e.label}`);
  assert.deepEqual(shown(none), ["kind", "days", "extras", "notes", "agree"]);
  // `all` of Business and Car: the cost centre; it answered, the licence (a chain).
  const business = await render(jf, { kind: "Business", extras: ["Car"] });
  assert.deepEqual(shown(business), ["kind", "days", "extras", "label:Details", "cost/centre~1", "notes", "agree"]);
  const chained = await render(jf, { kind: "Business", extras: ["Car"], "cost/centre~1": "CC-1" });
  assert.ok(shown(chained).includes("licence"));
  // `any`: a holiday of more than 7 days shows the heading.
  const long = await render(jf, { kind: "Holiday", days: 8 });
  assert.deepEqual(shown(long), ["kind", "days", "extras", "label:Details", "notes", "agree"]);
  // The controls the UI schema's options ask for.
  const { html } = business;
  assert.match(html, /<textarea[^>]*placeholder="Anything else\?"/);
  assert.match(html, /<input[^>]*placeholder="CC-0000"[^>]*type="text"/);
  assert.equal((html.match(/type="radio"/g) ?? []).length, 2);
  const licence = byId(chained.pages).get("licence");
  assert.ok(licence.visible);
  assert.match(chained.html, /type="password"/);
});

test("the groups form: onChange's errors are empty exactly for a complete, valid answer set", async () => {
  const jf = exported(FIXTURES.groups);
  const empty = await render(jf, {});
  assert.ok(empty.errors.some((e) => e.instancePath === "" && e.params.missingProperty === "kind"));
  const valid = await render(jf, { kind: "Holiday", agree: true, days: 3 });
  assert.deepEqual(valid.errors, []);
  // Shown and required: the cost centre; unticked agreement; repeated extras.
  const missing = await render(jf, { kind: "Business", extras: ["Car"], agree: true });
  assert.ok(missing.errors.length > 0);
  assert.ok((await render(jf, { kind: "Holiday", agree: false })).errors.length > 0);
  assert.ok((await render(jf, { kind: "Holiday", agree: true, extras: ["Car", "Car"] })).errors.length > 0);
});

test("the pages form is a Categorization: a Category per page, each page's controls and labels on it", async () => {
  const jf = exported(FIXTURES.pages);
  assert.equal(jf.uischema.type, "Categorization");
  assert.deepEqual(jf.uischema.elements.map((c) => c.label), ["Page 1", "Your company", "Last step"]);
  const { pages } = await render(jf, { role: "Business" });
  assert.equal(pages.length, 3);
  assert.deepEqual(pages[0].map((e) => e.id ?? e.label), ["About you", "Tell us who you are.\nWe never share it.", "name", "role"]);
  assert.ok(pages[1].every((e) => e.visible), "Business shows the company page's fields");
  const personal = await render(jf, { role: "Personal" });
  assert.ok(personal.pages[1].every((e) => !e.visible), "a personal visitor sees none of them");
});
