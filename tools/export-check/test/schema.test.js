// JSON Schema export: valid against the draft 2020-12 meta-schema in ajv; a
// complete answer set built from the form validates; a missing required field
// or a too-short answer does not (decision 5). Lengths count characters
// (code points), as JSON Schema does: an emoji is one.
import assert from "node:assert/strict";
import { test } from "node:test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { CHOICE_TYPES, cases, distinctFields, exportOf } from "./helpers.js";

function newAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** A string of `n` characters that the field's pattern accepts. */
function text(field, n) {
  const value = "a".repeat(n);
  const pattern = field.validation?.pattern;
  if (pattern) assert.match(value, new RegExp(pattern, "u"), `${field.id}: answer fits the pattern`);
  return value;
}

/** A complete, valid answer for a field. */
function answer(field) {
  const v = field.validation ?? {};
  const options = field.options ?? [];
  switch (field.type) {
    case "checkbox":
      return options.length ? [options[0]] : field.required ? ["anything"] : [];
    case "number":
      return v.min ?? v.max ?? 1;
    case "email":
      return "person@example.com";
    case "date":
      return "2026-11-22";
  }
  if (CHOICE_TYPES.has(field.type) && options.length) return options[0];
  const length = Math.max(v.minLength ?? 1, 1);
  return text(field, v.maxLength !== undefined ? Math.min(length, v.maxLength) : length);
}

function answers(form) {
  return Object.fromEntries(distinctFields(form).map((f) => [f.id, answer(f)]));
}

const all = cases();

for (const c of all) {
  test(`schema of ${c.name} is a valid 2020-12 schema that accepts a complete answer set`, () => {
    const schema = JSON.parse(exportOf(c, "schema"));
    const ajv = newAjv();
    assert.equal(schema.$schema, "https://json-schema.org/draft/2020-12/schema");
    assert.equal(ajv.validateSchema(schema), true, JSON.stringify(ajv.errors));
    const validate = ajv.compile(schema);
    const complete = answers(c.form);
    assert.equal(validate(complete), true, JSON.stringify(validate.errors));

    assert.deepEqual(Object.keys(schema.properties), distinctFields(c.form).map((f) => f.id));
    for (const f of distinctFields(c.form)) {
      const p = schema.properties[f.id];
      assert.equal(p.title, f.label);
      assert.equal(p.type, f.type === "number" ? "number" : f.type === "checkbox" ? "array" : "string");
      // The description is the placeholder, exactly; none without one (issue 12).
      assert.equal(p.description, f.placeholder ? f.placeholder : undefined, `${f.id}: description`);
    }
    assert.deepEqual(schema.required, distinctFields(c.form).filter((f) => f.required).map((f) => f.id));
  });

  test(`schema of ${c.name} rejects a missing required field and a too-short answer`, () => {
    const validate = newAjv().compile(JSON.parse(exportOf(c, "schema")));
    const complete = answers(c.form);
    for (const f of distinctFields(c.form).filter((f) => f.required)) {
      const { [f.id]: _, ...missing } = complete;
      assert.equal(validate(missing), false, `without ${f.id}`);
    }
    for (const f of distinctFields(c.form).filter((f) => (f.validation?.minLength ?? 0) > 0)) {
      const short = { ...complete, [f.id]: "a".repeat(f.validation.minLength - 1) };
      assert.equal(validate(short), false, `${f.id} shorter than ${f.validation.minLength}`);
    }
  });
}

test("every required field and every minimum length above was exercised somewhere", () => {
  const fields = all.flatMap((c) => c.form.fields);
  assert.ok(fields.some((f) => f.required));
  assert.ok(fields.some((f) => (f.validation?.minLength ?? 0) > 1));
});

test("schema lengths count characters, so an emoji is one", () => {
  const nasty = all.find((c) => c.name === "nasty");
  const validate = newAjv().compile(JSON.parse(exportOf(nasty, "schema")));
  const complete = answers(nasty.form);
  const field = nasty.form.fields.find((f) => f.id === "emoji-len");
  assert.deepEqual(field.validation, { minLength: 1, maxLength: 2 });
  assert.equal(validate({ ...complete, "emoji-len": "😀😀" }), true, "2 characters, 4 UTF-16 units");
  assert.equal(validate({ ...complete, "emoji-len": "😀" }), true);
  assert.equal(validate({ ...complete, "emoji-len": "😀😀😀" }), false);
  assert.equal(validate({ ...complete, "emoji-len": "" }), false);
});
