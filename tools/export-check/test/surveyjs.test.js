// Issue 28: the SurveyJS export, loaded by the real survey-core (MIT) as an
// app loads a survey: `new Model(json)`. For every built-in template, the
// nasty fixture (odd ids such as `__proto__`, quotes, HTML, emoji), the form
// with pages and conditions, and the form of every 'More Fields' kind: the
// model reads every key (no JSON errors), has one page per Formwright page
// and one question per field under its name (or the name the notes give),
// with the kind's question type. The pages form's conditions then work as
// in the builder: "Business" shows the company page and makes the comments
// required; a required box must be ticked. The random-case agreement with
// the core is core/tests/surveyjs_agreement.rs.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { Model } from "survey-core";
import { cases, cli, ROOT } from "./helpers.js";

const fixture = (name) => {
  const file = path.join(ROOT, "core", "tests", "fixtures", `${name}-form.json`);
  return { name, file, form: JSON.parse(fs.readFileSync(file, "utf8")) };
};
const all = [...cases(), fixture("pages"), fixture("more-fields")];
const survey = (c) => JSON.parse(cli(["export", "--format", "surveyjs", c.file]));

// The question type each Formwright kind becomes (checkbox: a group with options, a box without).
const TYPES = {
  text: "text", email: "text", phone: "text", password: "text", date: "text", number: "text",
  textarea: "comment", select: "dropdown", radio: "radiogroup", heading: "html", paragraph: "html",
  hidden: "text", rating: "rating", range: "text", time: "text", url: "text",
};

for (const c of all) {
  test(`survey-core loads the SurveyJS export of ${c.name} with a question per field`, () => {
    const json = survey(c);
    const model = new Model(json);
    // survey-core reads every key but the notes, which it reports as an
    // unknown property and otherwise ignores.
    const errors = (model.jsonErrors ?? []).map((e) => e.message);
    assert.deepEqual(errors, json.formwrightNotes ? ["Unknown property in class 'survey': 'formwrightNotes'."] : []);
    assert.equal(model.title, c.form.title);
    const breaks = c.form.fields.filter((f) => f.type === "pagebreak");
    assert.equal(model.pages.length, breaks.length + 1);
    breaks.forEach((b, k) => assert.equal(model.pages[k + 1].title || "", b.label));
    const renamed = new Map((json.formwrightNotes ?? []).filter((n) => n.rule === "name").map((n) => [n.field, JSON.parse(/the question is named ("(?:[^"\\]|\\.)*")$/.exec(n.note)?.[1] ?? "null")]));
    const items = c.form.fields.filter((f) => f.type !== "pagebreak");
    const questions = model.getAllQuestions(false);
    assert.equal(questions.length, items.length);
    items.forEach((f, k) => {
      const q = questions[k];
      // A field keeps its id as its name, unless the notes rename it (the
      // note names the id, so a repeated id's later fields are checked by
      // the uniqueness below).
      const first = items.findIndex((g) => g.id === f.id) === k;
      if (first) assert.equal(q.name, renamed.get(f.id) ?? f.id);
      const type = f.type === "checkbox" ? ((f.options ?? []).length ? "checkbox" : "boolean") : (TYPES[f.type] ?? "text");
      assert.equal(q.getType(), type, `${f.id} (${f.type})`);
      if (!["heading", "paragraph"].includes(f.type)) assert.equal(q.title, f.label || q.name);
    });
    const names = questions.map((q) => q.name);
    assert.equal(new Set(names).size, names.length, "names are unique");
  });
}

test("the pages form's conditions and rules work in survey-core as in the builder", () => {
  const model = new Model(survey(fixture("pages")));
  const q = (name) => model.getQuestionByName(name);
  assert.equal(q("company").isVisible, false);
  assert.equal(q("comments").isRequired, false);
  model.data = { name: "Ada", role: "Personal", email: "ada@example.com", agree: false };
  assert.equal(q("agree").hasErrors(false), true, "an unticked required box is an error");
  model.setValue("agree", true);
  assert.equal(model.validate(false), true);
  model.setValue("role", "Business");
  assert.equal(q("company").isVisible, true);
  assert.equal(q("terms").isVisible, true);
  assert.equal(q("comments").isRequired, true);
  assert.equal(model.validate(false), false, "company and comments are now required");
  model.mergeData({ company: "Analytical Engines", comments: "To learn" });
  assert.equal(model.validate(false), true);
  model.setValue("size", 0);
  assert.equal(q("size").hasErrors(false), true, "below the minimum of 1");
});

test("the nasty form's questions keep their text, and HTML in labels stays text", () => {
  const json = survey(cases().find((c) => c.name === "nasty"));
  const model = new Model(json);
  for (const q of model.getAllQuestions(false).filter((q) => q.getType() === "html")) {
    assert.ok(!/<script|<img/i.test(q.html), q.html);
  }
  assert.ok((json.formwrightNotes ?? []).some((n) => n.field === "__proto__" && n.rule === "name"));
});
