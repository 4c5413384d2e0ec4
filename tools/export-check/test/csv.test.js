// CSV export: a strict RFC 4180 parser reads exactly one record, equal to the
// field labels (decision 4), and tidy labels give exactly `a,b,c`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parse } from "csv-parse/sync";
import { cases, exportOf } from "./helpers.js";

const strict = {
  bom: false,
  relax_quotes: false,
  relax_column_count: false,
  skip_empty_lines: false,
  skip_records_with_error: false,
  trim: false,
  ltrim: false,
  rtrim: false,
};

for (const c of cases()) {
  test(`CSV of ${c.name} is one RFC 4180 record of the labels`, () => {
    const csv = exportOf(c, "csv");
    const records = parse(csv, strict);
    assert.equal(records.length, 1);
    assert.deepEqual(records[0], c.form.fields.map((f) => f.label));
    assert.ok(!csv.endsWith("\n"), "no line terminator after the header");
    if (c.name.startsWith("template")) {
      assert.equal(csv, c.form.fields.map((f) => f.label).join(","));
    }
  });
}
