// JSON export: the envelope is the form's own keys, then exportedAt and
// version "1.0", indented with 2 spaces (decision 6).
import assert from "node:assert/strict";
import { test } from "node:test";
import { NOW, cases, exportOf } from "./helpers.js";

for (const c of cases()) {
  test(`JSON of ${c.name} is the form plus exportedAt and version`, () => {
    const text = exportOf(c, "json");
    const envelope = JSON.parse(text);
    const keys = Object.keys(envelope);
    assert.deepEqual(keys.slice(-2), ["exportedAt", "version"]);
    assert.equal(envelope.exportedAt, NOW);
    assert.equal(envelope.version, "1.0");
    const { exportedAt, version, ...form } = envelope;
    // `required` is always written; the fixture leaves out `required: false`.
    assert.deepEqual(form.fields, c.form.fields.map((f) => ({ required: false, ...f })));
    assert.equal(form.title, c.form.title);
    assert.equal(text, JSON.stringify(envelope, null, 2), "2-space indentation, nothing else");
  });
}
