// Regression (issue 23): ajv ran out of memory on the JSON Schema of a
// 5,000-field chain of conditions (field k shown when field k−1 is "yes"),
// and out of stack from about 250 fields when the chain runs backwards
// (each field watching the next): the schema had a `$ref` per condition.
// Deeper than 32 conditions, a field now sits under the `then` of the field
// it watches, with a `$defs` root every 32 levels (docs/exports.md). The
// forms are generated here, not committed; ajv's verdicts are compared with
// the core's (its JavaScript twin, on the rule set the exported page carries).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { cli, NOW, ROOT, tempDir } from "./helpers.js";

const evaluate = new Function(
  `${fs.readFileSync(path.join(ROOT, "core", "src", "rules", "evaluator.js"), "utf8")}\nreturn formwrightEvaluate;`,
)();

/** A chain of `n` required text fields; field k watches k−1, or k+1 `backwards`. */
function chainFile(n, backwards) {
  const fields = [];
  for (let k = 0; k < n; k++) {
    const watched = backwards ? k + 1 : k - 1;
    const field = { id: `f${k}`, type: "text", label: `F${k}`, required: true };
    if (watched >= 0 && watched < n) field.conditional = { showWhen: { fieldId: `f${watched}`, condition: "equals", value: "yes" } };
    fields.push(field);
  }
  const file = path.join(tempDir(), `chain-${n}.json`);
  fs.writeFileSync(file, JSON.stringify({ id: "chain", title: "Chain", description: "", fields, createdAt: NOW, updatedAt: NOW }));
  return file;
}

/** The rule set the exported page carries. */
function rulesOf(file) {
  const html = cli(["export", "--format", "html", "--now", NOW, file]);
  const json = /<script type="application\/json" id="formwright-rules">([\s\S]*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, "the page carries its rules");
  return JSON.parse(json);
}

/** Maximum nesting of lists and objects. */
function nesting(value) {
  let deepest = 0;
  const stack = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop();
    if (v === null || typeof v !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    for (const inner of Object.values(v)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

/**
 * Exports the chain's schema, compiles it in ajv (strict, every error) and
 * checks each answer set (every field, "" unanswered) against the core.
 */
function check(n, backwards, sets) {
  const file = chainFile(n, backwards);
  const text = cli(["export", "--format", "schema", "--now", NOW, file]);
  const schema = JSON.parse(text);
  assert.ok(nesting(schema) <= 50, `nests ${nesting(schema)} levels`);
  assert.ok(text.length < n * 1500, `${text.length} bytes: linear in the chain`);
  // allowUnionTypes: a number field that may be `1e999` is `type: ["number", "string"]` (issue 28).
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  assert.equal(ajv.validateSchema(schema), true, JSON.stringify(ajv.errors));
  const validate = ajv.compile(schema);
  const rules = rulesOf(file);
  for (const [name, answers, expected] of sets) {
    const core = evaluate(rules, answers).valid;
    assert.equal(core, expected, `the core on ${name}`);
    const given = Object.fromEntries(Object.entries(answers).filter(([, a]) => a !== ""));
    assert.equal(validate(given), expected, `ajv on ${name}`);
  }
}

/** Every field of an `n`-chain answered "yes", then `changes` applied. */
function answers(n, changes = {}) {
  const out = {};
  for (let k = 0; k < n; k++) out[`f${k}`] = "yes";
  return { ...out, ...changes };
}

/** `changes` plus "" for each field in [from, to). */
function blank(from, to, changes = {}) {
  const out = { ...changes };
  for (let k = from; k < to; k++) out[`f${k}`] = "";
  return out;
}

test("the schema of a 5,000-field chain of conditions compiles in ajv and agrees with the core", () => {
  const n = 5000;
  check(n, false, [
    ["every field yes", answers(n), true],
    ["the last field unanswered", answers(n, { f4999: "" }), false],
    ["a field 64 deep unanswered", answers(n, { f64: "" }), false],
    ["a field 2,500 deep unanswered", answers(n, { f2500: "" }), false],
    ["the chain broken at 2,500, the rest unanswered", answers(n, blank(2501, n, { f2500: "no" })), true],
    ["the chain broken at 2,500, field 2,501 unanswered", answers(n, { f2500: "no", f2501: "" }), true],
    ["the chain broken at 2,500, field 2,500 unanswered", answers(n, blank(2500, 2501)), false],
    // Field 2,529 (2,529 conditions deep) is a root: its definition lists
    // every condition since the root at 2,497, field 2,500's among them.
    ["the chain broken at 2,500, field 2,529 unanswered", answers(n, { f2500: "no", f2529: "" }), true],
    ["field 2,529 unanswered", answers(n, { f2529: "" }), false],
    ["broken at the first field", answers(n, blank(1, n, { f0: "no" })), true],
  ]);
});

test("the schema of a 1,000-field chain running backwards compiles in ajv and agrees with the core", () => {
  const n = 1000;
  check(n, true, [
    ["every field yes", answers(n), true],
    ["the first field (999 conditions deep) unanswered", answers(n, { f0: "" }), false],
    ["the chain broken at 500, the fields before it unanswered", answers(n, blank(0, 500, { f500: "no" })), true],
    ["the chain broken at 500, field 499 unanswered", answers(n, { f500: "no", f499: "" }), true],
  ]);
});
