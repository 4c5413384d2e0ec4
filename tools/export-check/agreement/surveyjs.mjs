// The harness of core/tests/surveyjs_agreement.rs (issue 28): one Node
// process per run, one case per line on stdin ({survey, sets}: a form's
// SurveyJS export and answer sets as survey data, by question name), one
// judgement per line on stdout. Each set is given to a fresh survey-core
// Model (`model.data = …`); reported per question: whether SurveyJS shows it
// (`isVisible`) and whether it has an error (`hasErrors(false)`, asked only
// of shown questions, as SurveyJS checks only those), whether the whole
// survey validates (`validate(false)`, every page), and the facts the notes
// of the export depend on: the answer is only white space (SurveyJS trims
// before its required check), SurveyJS's own e-mail check and HTML's
// disagree on the answer, and (per note, in the file's order) one of a
// `whenLooseMatch` note's comparisons, evaluated by survey-core, gives
// another result than the core's exact comparison of the watched answer.
import { serve } from "./serve.mjs";

let Model, EmailValidator, ConditionRunner;
try {
  ({ Model, EmailValidator, ConditionRunner } = await import("survey-core"));
} catch (e) {
  process.stderr.write(`surveyjs.mjs: survey-core is missing (run \`bash scripts/setup.sh dev\`): ${e.message}\n`);
  process.exit(2);
}

// HTML's valid e-mail address, as the export carries it.
const HTML_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const surveyEmail = new EmailValidator();

function judge(survey, data) {
  const model = new Model(survey);
  model.data = data;
  const questions = {};
  for (const q of model.getAllQuestions(false)) {
    const value = q.value;
    const text = typeof value === "string" ? value : null;
    questions[q.name] = {
      visible: q.isVisible,
      error: q.isVisible ? q.hasErrors(false) : false,
      blank: text !== null && text.length > 0 && text.trim() === "",
      emailDiffers: text !== null && text.length > 0 && (surveyEmail.validate(text) === null) !== HTML_EMAIL.test(text),
    };
  }
  const notes = (survey.formwrightNotes ?? []).map((note) =>
    note.differs === "whenLooseMatch" && note.clauses.some((c) => looseDiffers(c, data)),
  );
  return { valid: model.validate(false), questions, notes };
}

// The core's comparisons (docs/rules.md): on a text, `equals` is the same
// text and `contains` finds the value in it; on a list of ticks, `equals` is
// some ticked and all the value, `contains` one ticked being it.
function exactly(c, answer) {
  if (c.answer === "list") {
    const items = Array.isArray(answer) ? answer : [];
    return c.op === "equals" ? items.length > 0 && items.every((i) => i === c.value) : items.includes(c.value);
  }
  const text = typeof answer === "string" ? answer : "";
  return c.op === "equals" ? text === c.value : text.includes(c.value);
}

function looseDiffers(c, data) {
  const answer = Object.prototype.hasOwnProperty.call(data, c.question) ? data[c.question] : undefined;
  return new ConditionRunner(c.expression).runValues(data) !== exactly(c, answer);
}

await serve((c) =>
  c.sets.map((data) => {
    try {
      return judge(c.survey, data);
    } catch (e) {
      return { error: `survey-core threw: ${e.stack}` };
    }
  }),
);
