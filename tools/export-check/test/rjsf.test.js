// Issue 28: the JSON Schema export with the rjsf UI schema
// (`formwright-cli export --format schema` and `--format rjsf-ui`) rendered
// by the real @rjsf/core in jsdom, with the validator docs/formats.md tells
// an rjsf user to build (`customizeValidator({ AjvClass: Ajv2020 })`): no
// "Unknown field type" (a conditional property keeps its type), checkbox
// groups as checkboxes (uniqueItems), radio groups as radios, textareas,
// passwords and placeholders as the UI schema asks, fields in `ui:order`; a
// submit with a required field missing shows rjsf's error and a valid answer
// set submits.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { dom, mount, React } from "./render.js";
import { cli, NASTY_FIXTURE, ROOT } from "./helpers.js";

// After render.js: react-dom and rjsf need the DOM globals it sets.
const { default: Form } = await import("@rjsf/core");
const { newValidator } = await import("../agreement/rjsf.mjs");

const fixture = (name) => path.join(ROOT, "core", "tests", "fixtures", `${name}-form.json`);
const FIXTURES = { groups: fixture("groups"), pages: fixture("pages"), "more-fields": fixture("more-fields"), nasty: NASTY_FIXTURE };
const exported = (file, format) => JSON.parse(cli(["export", "--format", format, "--now", "2026-11-22T10:00:00Z", file]));

async function draw(file, props = {}) {
  const schema = exported(file, "schema");
  const uiSchema = exported(file, "rjsf-ui");
  const view = await mount(Form, { schema, uiSchema, validator: newValidator(), ...props });
  return { schema, uiSchema, ...view };
}

/** The wrapper rjsf draws for a top-level property (its id is `root_<key>`, rjsf's id scheme). */
const fieldOf = (container, key) => container.querySelector(`[id="root_${key}"]`)?.closest(".form-group") ?? null;

for (const [name, file] of Object.entries(FIXTURES)) {
  test(`${name}: rjsf draws every property of the schema with the UI schema's widgets`, async () => {
    const { schema, uiSchema, container, unmount } = await draw(file);
    try {
      const html = container.innerHTML;
      assert.doesNotMatch(html, /Unknown field type/);
      const keys = Object.keys(schema.properties);
      for (const [key, property] of Object.entries(schema.properties)) {
        assert.ok(property.type !== undefined, `${name}: ${key} has a type`);
        const ui = uiSchema[key] ?? {};
        // A title is drawn as the field's label (the first 100 characters); a hidden input has none.
        if (ui["ui:widget"] !== "hidden") assert.ok(container.textContent.includes(property.title.slice(0, 100)), `${name}: ${key}'s title`);
        const inputs = [...container.querySelectorAll(`[name^="root_${key}"], [id^="root_${key}"]`)];
        switch (ui["ui:widget"]) {
          case "checkboxes":
            assert.equal(property.uniqueItems, true, `${name}: ${key} has uniqueItems`);
            assert.equal(
              container.querySelectorAll(`input[type="checkbox"][id^="root_${key}-"]`).length,
              property.items.enum?.length ?? 0,
              `${name}: ${key} is a box per option`,
            );
            break;
          case "radio":
            assert.equal(container.querySelectorAll(`input[type="radio"][name="root_${key}"]`).length, property.enum?.length ?? 0, `${name}: ${key} is a radio per option`);
            break;
          case "textarea":
            assert.equal(container.querySelector(`textarea[id="root_${key}"]`)?.tagName, "TEXTAREA", `${name}: ${key} is a textarea`);
            break;
          case "password":
            assert.equal(container.querySelector(`input[id="root_${key}"]`)?.type, "password", `${name}: ${key} is a password`);
            break;
          default:
            break;
        }
        if (ui["ui:placeholder"] && ["textarea", "password", undefined].includes(ui["ui:widget"]) && property.type === "string" && !property.enum) {
          assert.equal(container.querySelector(`[id="root_${key}"]`)?.getAttribute("placeholder"), ui["ui:placeholder"], `${name}: ${key}'s placeholder`);
        }
        assert.ok(inputs.length > 0 || ui["ui:widget"] === "hidden", `${name}: ${key} is drawn`);
      }
      // `ui:order`: the fields in form order (rjsf keeps the "*" rest after them).
      const drawn = keys
        .map((key) => [key, fieldOf(container, key) ?? container.querySelector(`[id^="root_${key}"]`)])
        .filter(([, el]) => el !== null)
        .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & dom.window.Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map(([key]) => key);
      const ordered = uiSchema["ui:order"].filter((k) => k !== "*" && drawn.includes(k));
      assert.deepEqual(drawn.slice(0, ordered.length), ordered, `${name}: ui:order`);
    } finally {
      await unmount();
    }
  });
}

test("the groups form: a conditional field is drawn by its type before its condition holds; submit refuses and accepts as the schema says", async () => {
  let submitted = null;
  const errors = [];
  const { container, unmount } = await draw(FIXTURES.groups, {
    onSubmit: ({ formData }) => {
      submitted = formData;
    },
    onError: (e) => errors.push(...e),
  });
  try {
    // "Cost centre" (shown for Business + Car) is a text input now already.
    assert.equal(container.querySelector('[id="root_cost/centre~1"]')?.tagName, "INPUT");
    const form = container.querySelector("form");
    await React.act(async () => form.dispatchEvent(new dom.window.Event("submit", { bubbles: true, cancelable: true })));
    assert.equal(submitted, null);
    assert.ok(errors.some((e) => e.property === "kind" || e.params?.missingProperty === "kind"), JSON.stringify(errors));
  } finally {
    await unmount();
  }
  submitted = null;
  const valid = await draw(FIXTURES.groups, { formData: { kind: "Holiday", agree: true }, onSubmit: ({ formData }) => (submitted = formData) });
  try {
    const form = valid.container.querySelector("form");
    await React.act(async () => form.dispatchEvent(new dom.window.Event("submit", { bubbles: true, cancelable: true })));
    assert.deepEqual(submitted, { kind: "Holiday", agree: true });
  } finally {
    await valid.unmount();
  }
});

test("rjsf's default validator cannot compile the draft 2020-12 schema; the Ajv 2020 one can", async () => {
  const { default: defaultValidator } = await import("@rjsf/validator-ajv8");
  const schema = exported(FIXTURES.groups, "schema");
  const data = { kind: "Holiday", agree: true };
  assert.ok(defaultValidator.validateFormData(data, schema).errors.length > 0);
  assert.deepEqual(newValidator().validateFormData(data, schema).errors, []);
});
