// Formwright's rule evaluator for exported forms: the JavaScript twin of the
// core's `rules::evaluate` (core/src/rules/), written once for every form.
// It reads a form's rule set (the JSON of `RuleSet`) and an answer set
// (`{[fieldId]: string | string[] | boolean}`) and returns the same verdict as the core:
// `{valid, fields: [{id, visible, problems: [{code, message}]}]}`.
// Plain ES2020, no dependencies, no eval, no network; one function
// declaration, so it works in a page's inline script and in a module.
// The semantics are in docs/rules.md; core/tests/rules_agreement.rs checks
// that this file and the core agree.
//#logic-begin
//
// Two evaluators are made of this file (core/build.rs): the logic one, this
// file less its marker lines and the lines of `//#base-begin` blocks, for a
// form using issue 26's rules (groups, the new operators, requiredWhen,
// layout items and pages); and
// the base one, for every other form, which is exported byte-identically
// (decision 21): this file less the `//#logic-begin` blocks, with the lines
// of `//#base-begin` blocks written without their leading `//`. Run as it is,
// this file is the logic evaluator. The logic adds statements and leaves the
// base's alone where it can (`holds` is compared, token for token, with the
// react-hook-form export's typed copy: tools/export-check/test/rhf.test.js).
// The logic verdict also has `pages` (`{title, shown, valid, next, back,
// step}` per page; one untitled page without page breaks) and `steps`: a
// page is shown when a shown field on it takes an answer; Next may leave
// page k when `pages[k].valid`, for `pages[k].next` (null: Submit is here);
// Back goes to `pages[k].back`; `step` counts shown pages from 1.
//#end
//#kinds-begin
//
// Issue 27's kinds (hidden, rating, slider, time, URL; docs/more-fields.md):
// the lines of `//#kinds-begin` blocks are in the evaluators of forms using
// them (core/build.rs, `RuleSet::uses_kinds`) and left out of every other
// form's, which is exported byte-identically. A kinds block may sit inside
// a logic or base block: it is then in the kinds variant of that one.
// Their codes: `notOnStep`, `badTime`, `tooEarly`, `tooLate`, `badUrl`,
// `missingParameter` (a required hidden field without a value).
//#end
function formwrightEvaluate(ruleSet, answers) {
  "use strict";
  const fields = ruleSet.fields;
  const messages = ruleSet.messages;

  // ---- values (core: values.rs, rules/syntax.rs) ----
  const FLOAT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
  const readNumber = (text) => (FLOAT.test(text) ? Number(text) : null);
  const trim = (text) => text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
  // A number field's answer against a condition's value (trimmed), as numbers.
  const sameNumber = (answer, value) => {
    const x = readNumber(answer);
    const y = readNumber(trim(value));
    return x !== null && y !== null && x === y;
  };
  const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
  const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
  const isEmail = (text) => {
    const at = text.indexOf("@");
    return at >= 0 && LOCAL.test(text.slice(0, at)) &&
      text.slice(at + 1).split(".").every((label) => LABEL.test(label));
  };
  const isPhone = (text) => {
    const rest = text.startsWith("+") ? text.slice(1) : text;
    const digits = rest.replace(/[^0-9]/g, "").length;
    return /^[0-9 ().-]*$/.test(rest) && digits >= 7 && digits <= 15;
  };
  const isDate = (text) => {
    const m = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(text);
    if (!m) return false;
    // The core reads the year as a 64-bit number: a longer one is no date.
    const year = m[1].replace(/^0+/, "");
    if (year === "" || year.length > 20 || (year.length === 20 && year > "18446744073709551615")) return false;
    // Leap years repeat every 400 years, and 10000 is a multiple of 400.
    const y = Number(m[1].slice(-4));
    const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(m[2]) - 1];
    const day = Number(m[3]);
    return days !== undefined && day >= 1 && day <= days;
  };
  const length = (text) => [...text].length; // Unicode scalar values
//#kinds-begin
  // A time as HH:MM, 24 hours (core: values::time_minutes), in minutes.
  const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
  const minutes = (text) => {
    const m = TIME.exec(text);
    return m === null ? null : Number(m[1]) * 60 + Number(m[2]);
  };
  const hhmm = (n) => String(Math.floor(n / 60)).padStart(2, "0") + ":" + String(n % 60).padStart(2, "0");
  // A web address (core: values::is_valid_url, values::URL_PATTERN).
  const URL_SYNTAX = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\x00-\x20\/?#@.:]+(?:\.[^\x00-\x20\/?#@.:]+)+(?::[0-9]+)?(?:[\/?#][^\x00-\x20]*)?$/;
  // On the step counted from min: a whole number within +/-(2^53 - 1), exactly.
  const onStep = (n, min, step) => step < 1 ||
    (Number.isSafeInteger(n) && (BigInt(n) - BigInt(min)) % BigInt(step) === BigInt(0));
//#end
  const compiled = new Map();
  const pattern = (source) => {
    if (!compiled.has(source)) {
      let regex = null;
      try {
        regex = new RegExp("^(?:" + source + ")$", "v");
      } catch (_) {
        regex = null; // does not compile here: not checked, as HTML's pattern
      }
      compiled.set(source, regex);
    }
    return compiled.get(source);
  };

  // ---- answers (core: rules/conditions.rs) ----
  const answerOf = (id) =>
    Object.prototype.hasOwnProperty.call(answers, id) ? answers[id] : undefined;
  const readText = (a) => (typeof a === "string" ? a : "");
  const readList = (a) =>
    Array.isArray(a) ? a.filter((x) => typeof x === "string") : typeof a === "string" && a !== "" ? [a] : [];
  const readFlag = (a) =>
    typeof a === "boolean" ? a
      : typeof a === "string" ? a !== "" && a !== "false" : Array.isArray(a) && a.length > 0;
  const watched = (field) => {
    const a = answerOf(field.id);
    if (field.answer === "list") return { list: readList(a) };
//#base-begin
//    if (field.answer === "flag") return { text: readFlag(a) ? "true" : "false" };
//#end
//#logic-begin
    if (field.answer === "flag") return { text: readFlag(a) ? "true" : "false", flag: true };
//#end
//#kinds-begin
    if (field.syntax === "time") return { text: readText(a), time: true };
//#end
    return { text: readText(a), number: field.syntax === "number" };
  };
  // Texts compare exactly; a number field's text also as a number, and a
  // number has no parts (contains is equals).
  const holds = (op, value, w) => {
    const equals = () =>
      w.list === undefined ? w.text === value || (w.number === true && sameNumber(w.text, value))
        : value === "" ? w.list.length === 0
          : w.list.length > 0 && w.list.every((item) => item === value);
    if (op === "equals") return equals();
    if (op === "not_equals") return !equals();
    if (w.list !== undefined) return w.list.some((item) => item === value);
    return w.number === true ? equals() : w.text.includes(value);
  };
//#logic-begin
  // Issue 26's operators, and the first three as `holds` has them.
  const holdsAny = (op, value, w) => {
    if (op === "not_contains") return !holds("contains", value, w);
    // Unanswered as validation means it: no answer, "", [], an unticked box.
    if (op === "is_empty" || op === "is_not_empty") {
      const empty = w.list !== undefined ? w.list.length === 0 : w.flag === true ? w.text === "false" : w.text === "";
      return empty === (op === "is_empty");
    }
    // Numbers on number fields only; no number on one side: false.
    if (op === "greater_than" || op === "less_than") {
//#kinds-begin
      // Times compare as times (issue 27); no time on one side: false.
      if (w.time === true) {
        const t = minutes(w.text);
        const u = minutes(trim(value));
        return t !== null && u !== null && (op === "greater_than" ? t > u : t < u);
      }
//#end
      const x = w.number === true ? readNumber(w.text) : null;
      const y = readNumber(trim(value));
      return x !== null && y !== null && (op === "greater_than" ? x > y : x < y);
    }
    return holds(op, value, w);
  };
//#end

//#base-begin
//  // ---- visibility: shown when there is no condition (or no field picked yet),
//  // or when the watched field is shown and the condition holds; a missing
//  // field or a cycle hides. Each field watches one field: walk each path once.
//  const first = new Map();
//  fields.forEach((f, i) => { if (!first.has(f.id)) first.set(f.id, i); });
//  const NONE = -1, MISSING = -2;
//  const targets = fields.map((f) => {
//    const s = f.showWhen;
//    if (!s || s.fieldId === "") return NONE;
//    return first.has(s.fieldId) ? first.get(s.fieldId) : MISSING;
//  });
//  const shown = fields.map(() => null);
//  const onPath = fields.map(() => false);
//  for (let start = 0; start < fields.length; start++) {
//    const path = [];
//    let i = start;
//    let tail;
//    for (;;) {
//      if (shown[i] !== null) { tail = shown[i]; break; }
//      if (onPath[i]) { tail = false; break; }
//      if (targets[i] === NONE) { shown[i] = tail = true; break; }
//      if (targets[i] === MISSING) { shown[i] = tail = false; break; }
//      onPath[i] = true;
//      path.push(i);
//      i = targets[i];
//    }
//    while (path.length > 0) {
//      const p = path.pop();
//      const s = fields[p].showWhen;
//      tail = tail && holds(s.condition, s.value, watched(fields[targets[p]]));
//      shown[p] = tail;
//      onPath[p] = false;
//    }
//  }
//
//#end
//#logic-begin
  // ---- visibility (issue 26): every clause of every showWhen is followed,
  // depth first, without recursion, each field once. A clause with no field
  // picked is left out, and a condition with none left holds; a clause on a
  // hidden or missing field is false; a field on or behind a cycle is hidden.
  const first = new Map();
  fields.forEach((f, i) => { if (!first.has(f.id)) first.set(f.id, i); });
  const clausesOf = (c) => (c === undefined || c === null ? [] : c.all || c.any || [c]);
  const shown = fields.map(() => false);
  const clauseHolds = (s) => {
    if (s.fieldId === "") return null;
    if (!first.has(s.fieldId)) return false;
    const t = first.get(s.fieldId);
    // A layout item has no answer: a clause on it is false.
    if (fields[t].answer === "none") return false;
    return shown[t] && holdsAny(s.condition, s.value === undefined ? "" : s.value, watched(fields[t]));
  };
  const conditionHolds = (c) => {
    const verdicts = clausesOf(c).map(clauseHolds).filter((v) => v !== null);
    return c.any !== undefined ? verdicts.length === 0 || verdicts.includes(true) : verdicts.every((v) => v);
  };
  const watches = fields.map((f) => clausesOf(f.showWhen)
    .filter((s) => s.fieldId !== "" && first.has(s.fieldId)).map((s) => first.get(s.fieldId)));
  const NEW = 0, OPEN = 1, DONE = 2;
  const mark = fields.map(() => NEW);
  const cyclic = fields.map(() => false);
  for (let start = 0; start < fields.length; start++) {
    if (mark[start] !== NEW) continue;
    const stack = [[start, 0]];
    mark[start] = OPEN;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const i = top[0];
      if (top[1] < watches[i].length) {
        const t = watches[i][top[1]++];
        if (mark[t] === NEW) { mark[t] = OPEN; stack.push([t, 0]); }
        else if (mark[t] === OPEN) cyclic[i] = true; // back to a field on the stack
        else cyclic[i] = cyclic[i] || cyclic[t];
        continue;
      }
      stack.pop(); // every watched field is decided
      mark[i] = DONE;
      cyclic[i] = cyclic[i] || watches[i].some((t) => cyclic[t]);
      shown[i] = !cyclic[i] && (fields[i].showWhen === undefined || conditionHolds(fields[i].showWhen));
    }
  }
  // A shown field whose requiredWhen holds is required.
  const requiredNow = new Set();
  fields.forEach((f, i) => {
    if (shown[i] && f.requiredWhen !== undefined && conditionHolds(f.requiredWhen)) requiredNow.add(f);
  });

//#end
  // ---- validation (core: rules/evaluate.rs), of shown fields only ----
  const problem = (code, bound) => {
    const one = bound === 1 && (code === "tooShort" || code === "tooLong");
    const template = messages[one ? code + "One" : code]; // message keys are the codes
    const n = bound === undefined ? null : String(bound);
    const message = n === null ? template : template.split("{min}").join(n).split("{max}").join(n);
    return { code, message };
  };
  const has = (v) => v !== undefined && v !== null;
//#kinds-begin
  // Issue 27's messages: {step} a step, {time} a time as HH:MM, {name} the field's id.
  const kindProblem = (code, bound, f) => {
    let message = messages[code];
    if (code === "missingParameter") message = message.split("{name}").join(f.id);
    else if (code === "tooEarly" || code === "tooLate") message = message.split("{time}").join(hhmm(bound));
    else if (bound !== undefined) message = message.split("{step}").join(String(bound));
    return { code, message };
  };
  const checkTime = (f, text, found) => {
    const t = minutes(text);
    if (t === null) {
      found.push(problem("badTime"));
      return;
    }
    if (has(f.minTime) && t < f.minTime) found.push(kindProblem("tooEarly", f.minTime, f));
    if (has(f.maxTime) && t > f.maxTime) found.push(kindProblem("tooLate", f.maxTime, f));
  };
//#end
  const checkText = (f, text, found) => {
    let number = null;
    if (f.syntax === "number") {
      number = readNumber(text);
      if (number === null) found.push(problem("notANumber"));
    } else if (f.syntax === "email" && !isEmail(text)) found.push(problem("badEmail"));
    else if (f.syntax === "phone" && !isPhone(text)) found.push(problem("badPhone"));
    else if (f.syntax === "date" && !isDate(text)) found.push(problem("badDate"));
//#kinds-begin
    else if (f.syntax === "time") checkTime(f, text, found);
    else if (f.syntax === "url" && !URL_SYNTAX.test(text)) found.push(problem("badUrl"));
//#end
    const options = f.options || [];
    if (options.length > 0 && !options.includes(text)) found.push(problem("notAnOption"));
    const len = length(text);
    if (has(f.minLength) && len < f.minLength) found.push(problem("tooShort", f.minLength));
    if (has(f.maxLength) && len > f.maxLength) found.push(problem("tooLong", f.maxLength));
    if (number !== null) {
      if (has(f.min) && number < f.min) found.push(problem("belowMin", f.min));
      if (has(f.max) && number > f.max) found.push(problem("aboveMax", f.max));
//#kinds-begin
      if (has(f.step) && !onStep(number, has(f.min) ? f.min : 0, f.step)) found.push(kindProblem("notOnStep", f.step, f));
//#end
    }
    const regex = has(f.pattern) ? pattern(f.pattern) : null;
    if (regex !== null && !regex.test(text)) found.push(problem("patternMismatch"));
  };
  const problems = (f) => {
//#logic-begin
    if (f.answer === "none") return []; // a layout item: nothing to answer
//#end
    const a = answerOf(f.id);
    const found = [];
    let answered;
    if (f.answer === "flag") {
      answered = readFlag(a);
    } else if (f.answer === "list") {
      const items = readList(a);
      const options = f.options || [];
      if (options.length > 0 && items.some((item) => !options.includes(item))) found.push(problem("notAnOption"));
      answered = items.length > 0;
    } else {
      const text = readText(a);
      if (text !== "") checkText(f, text, found);
      answered = text !== "";
    }
//#base-begin
//    if (!answered && f.required) found.push(problem("required"));
//#end
//#logic-begin
    if (!answered && (f.required || requiredNow.has(f))) found.push(problem("required"));
//#end
//#kinds-begin
    // A hidden field has no control: only the page address can fill it.
    if (f.hidden === true && found.length > 0 && found[found.length - 1].code === "required") {
      found[found.length - 1] = kindProblem("missingParameter", undefined, f);
    }
//#end
    return found;
  };

  const verdicts = fields.map((f, i) => ({
    id: f.id,
    visible: shown[i] === true,
    problems: shown[i] === true ? problems(f) : [],
  }));
//#base-begin
//  return { valid: verdicts.every((v) => v.problems.length === 0), fields: verdicts };
//#end
//#logic-begin
  // ---- pages (core: rules/evaluate.rs): one untitled page without breaks.
  const plans = Array.isArray(ruleSet.pages) && ruleSet.pages.length > 0
    ? ruleSet.pages : [{ title: "", from: 0, to: fields.length }];
  const onPage = (p) => {
    const to = Math.min(p.to, fields.length);
    const from = Math.min(p.from, to);
    return verdicts.slice(from, to).map((v, j) => [v, fields[from + j]]);
  };
  const pageShown = plans.map((p) => onPage(p).some(([v, f]) => v.visible && f.answer !== "none"));
  let step = 0;
  const pages = plans.map((p, k) => {
    if (pageShown[k]) step += 1;
    let next = null;
    for (let j = k + 1; j < plans.length && next === null; j++) if (pageShown[j]) next = j;
    let back = null;
    for (let j = k - 1; j >= 0 && back === null; j--) if (pageShown[j]) back = j;
    return {
      title: p.title,
      shown: pageShown[k],
      valid: onPage(p).every(([v]) => v.problems.length === 0),
      next,
      back,
      step: pageShown[k] ? step : 0,
    };
  });
  return {
    valid: verdicts.every((v) => v.problems.length === 0),
    fields: verdicts,
    pages,
    steps: pageShown.filter((s) => s).length,
  };
//#end
}
