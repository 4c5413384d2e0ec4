// JSON Schema export: valid against the draft 2020-12 meta-schema in ajv; a
// complete answer set built from the form validates; a missing required field
// or a too-short answer does not (decision 5). Lengths count characters
// (code points), as JSON Schema does: an emoji is one.
import assert from "node:assert/strict";
import { test } from "node:test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { CHOICE_TYPES, caseOf, cases, distinctFields, exportOf, loadPage, NOW } from "./helpers.js";

function newAjv() {
  // allowUnionTypes: a number field that may be `1e999` is `type: ["number", "string"]` (issue 28).
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
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
      // Without options: one box, true or false (decision 16).
      return options.length ? [options[0]] : Boolean(field.required);
    case "phone":
      return "+1 555 123 4567";
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
  return Object.fromEntries(distinctFields(form).filter((f) => !f.conditional).map((f) => [f.id, answer(f)]));
}
const unconditional = (form) => distinctFields(form).filter((f) => !f.conditional);
/** The type a property declares (a number field's may sit in its `anyOf`). */
// A union (issue 28: a number that may be `1e999`) reads as its first type, as renderers read it.
const typeOf = (p) => (Array.isArray(p.type) ? p.type[0] : (p.type ?? p.anyOf?.[0]?.type));

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
      const box = f.type === "checkbox" && !(f.options ?? []).length;
      const type = f.type === "number" ? "number" : box ? "boolean" : f.type === "checkbox" ? "array" : "string";
      // A conditional field's checks sit under if/then; its property has
      // its type all the same (issue 28: rjsf draws a property by it).
      assert.equal(typeOf(p), type, `${f.id}: type`);
      // The description is the placeholder, exactly; none without one (issue 12).
      assert.equal(p.description, f.placeholder ? f.placeholder : undefined, `${f.id}: description`);
    }
    assert.deepEqual(schema.required, unconditional(c.form).filter((f) => f.required).map((f) => f.id));
  });

  test(`schema of ${c.name} rejects a missing required field and a too-short answer`, () => {
    const validate = newAjv().compile(JSON.parse(exportOf(c, "schema")));
    const complete = answers(c.form);
    for (const f of unconditional(c.form).filter((f) => f.required)) {
      const { [f.id]: _, ...missing } = complete;
      assert.equal(validate(missing), false, `without ${f.id}`);
    }
    for (const f of unconditional(c.form).filter((f) => (f.validation?.minLength ?? 0) > 0)) {
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

// --- the rules (issue 9, decision 15): the schema accepts what the core accepts ---
const rulesForm = {
  id: "rules",
  title: "Rules",
  fields: [
    { id: "subject", type: "select", label: "Subject", required: true, options: ["Sales", "Support"] },
    { id: "phone", type: "phone", label: "Phone", required: true, conditional: { showWhen: { fieldId: "subject", condition: "equals", value: "Support" } } },
    { id: "ext", type: "number", label: "Extension", required: true, validation: { min: 1, max: 999 }, conditional: { showWhen: { fieldId: "phone", condition: "contains", value: "+" } } },
    { id: "topics", type: "checkbox", label: "Topics", options: ["A", "B"] },
    { id: "more", type: "text", label: "More", required: true, validation: { pattern: "[a-z]+|[0-9]+" }, conditional: { showWhen: { fieldId: "topics", condition: "contains", value: "B" } } },
    { id: "agree", type: "checkbox", label: "I agree", required: true },
    { id: "thanks", type: "text", label: "Thanks", required: true, conditional: { showWhen: { fieldId: "agree", condition: "equals", value: "false" } } },
    { id: "age", type: "number", label: "Age", conditional: { showWhen: { fieldId: "ext", condition: "equals", value: " 5 " } } },
    { id: "loop-a", type: "text", label: "A", required: true, conditional: { showWhen: { fieldId: "loop-b", condition: "equals", value: "" } } },
    { id: "loop-b", type: "text", label: "B", required: true, conditional: { showWhen: { fieldId: "loop-a", condition: "equals", value: "" } } },
    { id: "orphan", type: "text", label: "Orphan", required: true, conditional: { showWhen: { fieldId: "deleted", condition: "equals", value: "" } } },
    { id: "email", type: "email", label: "Email" },
    { id: "date", type: "date", label: "Date" },
    { id: "big", type: "number", label: "Big", validation: { min: 0 } },
  ],
  description: "",
  createdAt: NOW,
  updatedAt: NOW,
};
const rulesCase = caseOf("schema-rules", rulesForm);

/** The core's verdict through the exported page (its evaluator is the core's twin, proven equal in core/tests/rules_agreement.rs). */
async function pageVerdict(page, answers) {
  const rules = JSON.parse(page.document.getElementById("formwright-rules").textContent);
  return page.window.formwrightEvaluate(rules, answers).valid;
}
/** Answers as the schema sees them: unanswered absent, a number field's finite number a JSON number. */
function schemaAnswers(answers) {
  const out = {};
  for (const [id, a] of Object.entries(answers)) {
    if (a === "" || (Array.isArray(a) && a.length === 0)) continue;
    const number = rulesForm.fields.find((f) => f.id === id)?.type === "number";
    out[id] = number && /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(a) && Number.isFinite(Number(a)) ? Number(a) : a;
  }
  return out;
}

test("the schema agrees with the core on conditions (chains, cycles, missing targets), one box, syntax and bounds", async () => {
  const schema = JSON.parse(exportOf(rulesCase, "schema"));
  const ajv = newAjv();
  assert.equal(ajv.validateSchema(schema), true, JSON.stringify(ajv.errors));
  const validate = ajv.compile(schema);
  assert.deepEqual(schema.required, ["subject", "agree"], "conditional fields are required only under if/then");
  assert.deepEqual(schema.properties.phone, { title: "Phone", type: "string" }, "a conditional property has its title and type only");
  assert.deepEqual(schema.properties.agree, { title: "I agree", type: "boolean", const: true });
  assert.equal(schema.properties.email.format, undefined, "syntax as patterns, not ajv-formats' formats");
  const page = await loadPage(exportOf(rulesCase, "html"));
  const base = { subject: "Sales", agree: true };
  const sets = [
    [base, true],
    [{ agree: true }, false],
    [{ subject: "Sales", agree: false }, false],
    [{ ...base, subject: "Support" }, false],
    [{ ...base, subject: "Support", phone: "12345" }, false],
    [{ ...base, subject: "Support", phone: "555 123 4567" }, true],
    [{ ...base, subject: "Support", phone: "+1 555 123 4567" }, false],
    [{ ...base, subject: "Support", phone: "+1 555 123 4567", ext: "5" }, true],
    [{ ...base, subject: "Support", phone: "+1 555 123 4567", ext: "1000" }, false],
    [{ ...base, subject: "Support", phone: "+1 555 123 4567", ext: "5.0", age: "abc" }, false],
    [{ ...base, subject: "Support", phone: "+1 555 123 4567", ext: "5.0", age: "1e999" }, true],
    [{ ...base, phone: "+1 555 123 4567", ext: "abc" }, true],
    [{ ...base, topics: ["A"] }, true],
    [{ ...base, topics: ["B"] }, false],
    [{ ...base, topics: ["B"], more: "ab1" }, false],
    [{ ...base, topics: ["B", "A"], more: "123" }, true],
    [{ ...base, topics: ["C"] }, false],
    [{ ...base, email: "a@b" }, true],
    [{ ...base, email: "a@b." }, false],
    [{ ...base, email: " a@b.c" }, false],
    [{ ...base, date: "2024-02-29" }, true],
    [{ ...base, date: "2023-02-29" }, false],
    [{ ...base, date: "1900-02-29" }, false],
    [{ ...base, date: "2000-02-29" }, true],
    [{ ...base, date: "12024-04-31" }, false],
    [{ ...base, date: "0000-01-01" }, false],
    [{ ...base, big: "1e999" }, true],
    [{ ...base, big: "-1e999" }, false],
    [{ ...base, big: "-1" }, false],
    [{ subject: "Sales", agree: false, thanks: "ok" }, false],
  ];
  try {
    for (const [answers, expected] of sets) {
      const core = await pageVerdict(page, answers);
      assert.equal(core, expected, `the core on ${JSON.stringify(answers)}`);
      const data = schemaAnswers(answers);
      assert.equal(validate(data), expected, `ajv on ${JSON.stringify(data)}: ${JSON.stringify(validate.errors)}`);
    }
  } finally {
    page.close();
  }
});

test("issue 26: groups, the operators and requiredWhen compile in strict ajv and judge as the core", async () => {
  const { logicForm } = await import("./helpers.js");
  const schema = JSON.parse(exportOf(caseOf("logic", logicForm), "schema"));
  const validate = newAjv().compile(schema);
  const judge = (answers) => validate(answers);
  // budget: shown by topic = Sales or seats > 10, then required.
  assert.equal(judge({}), true, "nothing shown needs an answer");
  assert.equal(judge({ seats: 11 }), false, "any: seats > 10 shows the required budget");
  assert.equal(judge({ seats: 10 }), true, "10 is not greater than 10");
  assert.equal(judge({ seats: "1e999" }), false, "infinity is greater");
  assert.equal(judge({ topic: "Sales" }), false, "any: the other clause");
  assert.equal(judge({ topic: "Sales", budget: "5" }), true);
  // email: required while the box is ticked.
  assert.equal(judge({ agree: true }), false, "is_not_empty on one box: ticked");
  assert.equal(judge({ agree: false }), true);
  assert.equal(judge({ agree: true, email: "a@b.c" }), true);
  // note: shown while topic is answered; required when not Sales and seats < 3.
  assert.equal(judge({ topic: "Support", seats: 2 }), false, "the all group holds");
  assert.equal(judge({ topic: "Support", seats: 3 }), true, "3 is not less than 3");
  assert.equal(judge({ topic: "Support" }), true, "no number: less_than is false");
  assert.equal(judge({ topic: "Support", seats: 2, note: "n" }), true);
});
