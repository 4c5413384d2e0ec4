// The answer set as the JSON Schema export sees it, shared by run.mjs and the
// JSON Forms and rjsf harnesses (issue 28), which hand the same instance to
// their libraries.

/** A valid HTML floating-point number (values.rs) with a finite value. */
const FLOAT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/**
 * The answer set as the schema sees it (CONTRACT2, docs/rules.md): an
 * unanswered field ("" or []) is absent; one box is true or false; a number
 * field's valid, finite number is a JSON number; other texts are strings; a
 * checkbox group's answer is a list. A repeated id is read by its first field.
 */
export function schemaWorld(rules, answers) {
  const first = new Map();
  for (const f of rules.fields) if (!first.has(f.id)) first.set(f.id, f);
  const out = {};
  for (const [id, answer] of Object.entries(answers)) {
    const field = first.get(id);
    let value = answer;
    if (answer === "" || (Array.isArray(answer) && answer.length === 0)) continue;
    if (field && field.syntax === "number" && typeof answer === "string" && FLOAT.test(answer) && Number.isFinite(Number(answer))) {
      value = Number(answer);
    }
    Object.defineProperty(out, id, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
