// A page and a JSON Schema built to the contract of docs/rules.md
// ("Agreement of the exports") straight from a form's RuleSet, with the
// core's evaluator.js embedded as is. They are the harness's control
// group: `run.mjs --reference` judges them instead of the exports, and the
// core's verdicts must match, so a wrong harness cannot pass unnoticed.
// They are deliberately plain; the real exports are core/src/export/.

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page: a wrapper [data-field] per field, the rules as JSON, evaluator.js and a small driver. */
export function referencePage(form, rules, evaluatorSource) {
  const parts = rules.fields.map((f, i) => {
    const field = form.fields[i];
    const id = `c${i}`;
    const error = `<p class="error" id="${id}-error" hidden></p>`;
    const options = field.options ?? [];
    if (f.answer === "flag") {
      return `<div class="field" data-field="${esc(f.id)}"><input type="checkbox" value="true" id="${id}" name="${esc(f.id)}"><label for="${id}">${esc(field.label)}</label>${error}</div>`;
    }
    if (f.answer === "list" || field.type === "radio") {
      const type = f.answer === "list" ? "checkbox" : "radio";
      const boxes = options.map((o, j) =>
        `<input type="${type}" id="${id}-${j}" name="${esc(f.id)}" value="${esc(o)}"><label for="${id}-${j}">${esc(o)}</label>`).join("");
      return `<fieldset class="field" data-field="${esc(f.id)}" id="${id}"><legend>${esc(field.label)}</legend>${boxes}${error}</fieldset>`;
    }
    let control;
    if (field.type === "select") {
      control = `<select id="${id}" name="${esc(f.id)}"><option value="">Choose</option>${options.map((o) => `<option value="${esc(o)}">${esc(o)}</option>`).join("")}</select>`;
    } else if (field.type === "textarea") {
      control = `<textarea id="${id}" name="${esc(f.id)}"></textarea>`;
    } else {
      // A hidden input keeps its value as is (issue 27); a text input holds a
      // rating's or slider's drawn value, which is always on its step.
      const type = { email: "email", phone: "tel", password: "password", date: "date", number: "number", hidden: "hidden", time: "time", url: "url" }[field.type] ?? "text";
      control = `<input type="${type}" id="${id}" name="${esc(f.id)}">`;
    }
    return `<div class="field" data-field="${esc(f.id)}"><label for="${id}">${esc(field.label)}</label>${control}${error}</div>`;
  });
  const data = JSON.stringify(rules).replace(/</g, "\\u003c");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Reference</title></head><body>
<form>${parts.join("\n")}<button type="submit">Submit</button></form>
<script type="application/json" id="formwright-rules">${data}</script>
<script>${evaluatorSource}</script>
<script>${DRIVER}</script></body></html>`;
}

// The driver: what an exported page's script does around formwrightEvaluate.
const DRIVER = `(() => {
  "use strict";
  const rules = JSON.parse(document.getElementById("formwright-rules").textContent);
  const form = document.querySelector("form");
  form.noValidate = true;
  const wrappers = Array.from(form.querySelectorAll("[data-field]"));
  const controls = (w) => Array.from(w.querySelectorAll("input, select, textarea"));
  const read = (w, f) => {
    const cs = controls(w);
    if (f.answer === "flag") return cs[0].checked;
    if (f.answer === "list") return cs.filter((c) => c.checked).map((c) => c.value);
    if (cs.length && cs[0].type === "radio") { const on = cs.find((c) => c.checked); return on ? on.value : ""; }
    return cs.length ? cs[0].value : "";
  };
  const answers = () => {
    const a = Object.create(null);
    rules.fields.forEach((f, i) => { if (!(f.id in a)) a[f.id] = read(wrappers[i], f); });
    return a;
  };
  const left = new Set();
  let attempted = false;
  const update = () => {
    const verdict = formwrightEvaluate(rules, answers());
    verdict.fields.forEach((fv, i) => {
      const w = wrappers[i];
      w.hidden = !fv.visible;
      for (const c of controls(w)) c.disabled = !fv.visible;
      const error = w.querySelector("p.error");
      const target = w.tagName === "FIELDSET" ? w : controls(w)[0];
      const show = fv.visible && fv.problems.length > 0 && (attempted || left.has(i));
      error.textContent = show ? fv.problems.map((p) => p.message).join(" ") : "";
      error.hidden = !show;
      if (show) { target.setAttribute("aria-invalid", "true"); target.setAttribute("aria-describedby", error.id); }
      else { target.removeAttribute("aria-invalid"); target.removeAttribute("aria-describedby"); }
    });
    return verdict;
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  form.addEventListener("focusout", (e) => { const w = e.target.closest("[data-field]"); if (w) left.add(wrappers.indexOf(w)); update(); });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    attempted = true;
    const verdict = update();
    if (!verdict.valid) {
      const i = verdict.fields.findIndex((f, j) => f.visible && f.problems.length > 0 && controls(wrappers[j]).length > 0);
      // A hidden input (issue 27) takes no focus: its message does.
      const c = i >= 0 ? controls(wrappers[i])[0] : null;
      if (c && c.type === "hidden") { const m = wrappers[i].querySelector("p.error"); m.tabIndex = -1; m.focus(); }
      else if (c) c.focus();
      return;
    }
    const a = answers();
    const data = Object.fromEntries(verdict.fields.filter((f) => f.visible).map((f) => [f.id, a[f.id]]));
    console.log("Form submitted:", data);
    alert("Form submitted! Check console for data.");
  });
  update();
})();`;

// ---- the schema ----

const SYNTAX = {
  email: "^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$",
  phone: "^\\+?(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)[0-9 ().-]*$",
  date: "^(?!0+-)(?:[0-9]{4,}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|[0-9]*(?:(?:[02468][048]|[13579][26])00|[0-9]{2}(?:0[48]|[2468][048]|[13579][26]))-02-29)$",
};
// Issue 27: a time field holds `HH:MM` (values::TIME_PATTERN), a URL field
// an http(s) address (values::URL_PATTERN).
SYNTAX.time = "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$";
SYNTAX.url = "^[Hh][Tt][Tt][Pp][Ss]?://[^\\x00-\\x20/?#@.:]+(?:\\.[^\\x00-\\x20/?#@.:]+)+(?::[0-9]+)?(?:[/?#][^\\x00-\\x20]*)?$";
/** Every `HH:MM` from `from` to `to` minutes since midnight, as an `enum` (nothing when none). */
const timesBetween = (from, to) => {
  const times = [];
  for (let m = Math.max(from, 0); m <= Math.min(to, 1439); m++) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times.length ? { enum: times } : { not: {} };
};
/** `HH:MM` as minutes since midnight, or undefined. */
const minutes = (s) => (new RegExp(SYNTAX.time).test(s) ? Number(s.slice(0, 2)) * 60 + Number(s.slice(3)) : undefined);
const FLOAT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
const literal = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
const present = (id) => ({ required: [id] });
const has = (id, schema) => ({ required: [id], properties: { [id]: schema } });

/** When `op value` holds for the watched field `t`, as a schema of the answer set. */
function holds(t, op, value) {
  let equals;
  let contains;
  let empty;
  if (t.answer === "flag") {
    equals = value === "true" ? has(t.id, { const: true }) : value === "false" ? has(t.id, { const: false }) : false;
    const yes = "true".includes(value), no = "false".includes(value);
    contains = yes && no ? true : yes ? has(t.id, { const: true }) : no ? has(t.id, { const: false }) : false;
    empty = { not: has(t.id, { const: true }) };
  } else if (t.answer === "list") {
    equals = value === "" ? { not: present(t.id) } : has(t.id, { items: { const: value } });
    contains = has(t.id, { contains: { const: value } });
    empty = { not: present(t.id) };
  } else if (t.syntax === "number") {
    const v = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
    equals = value === "" ? { not: present(t.id) } : FLOAT.test(v) && Number.isFinite(Number(v)) ? has(t.id, { const: Number(v) }) : false;
    contains = equals;
    empty = { not: present(t.id) };
  } else {
    equals = value === "" ? { not: present(t.id) } : has(t.id, { const: value });
    contains = value === "" ? true : has(t.id, { type: "string", pattern: literal(value) });
    empty = { not: present(t.id) };
  }
  const not = (s) => (typeof s === "boolean" ? !s : { not: s });
  if (op === "equals") return equals;
  if (op === "contains") return contains;
  if (op === "not_contains") return not(contains);
  if (op === "is_empty") return empty;
  if (op === "is_not_empty") return not(empty);
  if ((op === "greater_than" || op === "less_than") && t.syntax === "time") {
    // Issue 27: a time answer against a time value, as times.
    const u = minutes(value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, ""));
    if (u === undefined) return false;
    return has(t.id, op === "greater_than" ? timesBetween(u + 1, 1439) : timesBetween(0, u - 1));
  }
  if (op === "greater_than" || op === "less_than") {
    // The page's number inputs hold finite numbers only.
    const v = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
    if (t.syntax !== "number" || !FLOAT.test(v)) return false;
    const y = Number(v);
    const key = op === "greater_than" ? "exclusiveMinimum" : "exclusiveMaximum";
    if (Number.isFinite(y)) return has(t.id, { type: "number", [key]: y });
    return (y > 0) === (op === "less_than") ? has(t.id, { type: "number" }) : false;
  }
  return not(equals);
}

const clausesOf = (c) => c.all ?? c.any ?? [c];

/** Per field: on or behind a cycle of showWhen clauses (the core's rule). */
function cyclicFields(rules, first) {
  const watches = rules.fields.map((f) => (f.showWhen ? clausesOf(f.showWhen) : [])
    .filter((s) => first.has(s.fieldId)).map((s) => first.get(s.fieldId)));
  // Plainly: a field is cyclic when it reaches a field that reaches itself.
  const reach = (from) => {
    const seen = new Set();
    const todo = [...watches[from]];
    while (todo.length) {
      const t = todo.pop();
      if (!seen.has(t)) { seen.add(t); todo.push(...watches[t]); }
    }
    return seen;
  };
  const reaches = rules.fields.map((_, i) => reach(i));
  return rules.fields.map((_, i) => [...reaches[i], i].some((t) => reaches[t].has(t)));
}

/** When `condition` holds (a clause on a hidden or missing field is false). */
function conditionHolds(rules, first, cyclic, condition) {
  const verdicts = clausesOf(condition).filter((s) => s.fieldId !== "").map((s) => {
    if (!first.has(s.fieldId)) return false;
    const t = first.get(s.fieldId);
    return { allOf: [shownWhen(rules, first, cyclic, t), holds(rules.fields[t], s.condition, s.value ?? "")] };
  });
  if (verdicts.length === 0) return true;
  return condition.any !== undefined ? { anyOf: verdicts } : { allOf: verdicts };
}

function shownWhen(rules, first, cyclic, i) {
  if (cyclic[i]) return false;
  const s = rules.fields[i].showWhen;
  return s ? conditionHolds(rules, first, cyclic, s) : true;
}

/** When field i is shown: true, false, or a schema (its conditions, expanded). */
function shown(rules, i) {
  const first = new Map();
  rules.fields.forEach((f, j) => { if (!first.has(f.id)) first.set(f.id, j); });
  return shownWhen(rules, first, cyclicFields(rules, first), i);
}

/** When a shown field's requiredWhen holds, and what it then asks. */
function requiredWhen(rules, f) {
  const first = new Map();
  rules.fields.forEach((g, j) => { if (!first.has(g.id)) first.set(g.id, j); });
  const when = conditionHolds(rules, first, cyclicFields(rules, first), f.requiredWhen);
  const then = f.answer === "flag" ? has(f.id, { const: true }) : f.answer === "list" ? has(f.id, { type: "array", minItems: 1 }) : present(f.id);
  return { if: when, then };
}

/**
 * A rating's or slider's step (issue 27), counted from its minimum: the
 * minimum's multiples are `multipleOf`; else the values on the step, when
 * there are at most 1,000 (docs/exports.md says a longer list is left out).
 */
function onStep(f) {
  if (f.step === undefined || f.step < 1 || f.min === undefined || f.max === undefined) return {};
  if (f.min % f.step === 0) return { multipleOf: f.step };
  const count = f.max < f.min ? 0 : Math.floor((f.max - f.min) / f.step) + 1;
  return count <= 1000 ? { enum: Array.from({ length: count }, (_, k) => f.min + k * f.step) } : {};
}

/** One field's constraints on its answer. */
function constraint(f) {
  if (f.answer === "flag") return f.required ? { const: true } : { type: "boolean" };
  if (f.answer === "list") {
    const items = f.options?.length ? { type: "string", enum: f.options } : { type: "string" };
    return { type: "array", items, ...(f.required ? { minItems: 1 } : {}) };
  }
  if (f.syntax === "number") {
    return { type: "number", ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}), ...onStep(f) };
  }
  const all = [];
  if (SYNTAX[f.syntax]) all.push({ pattern: SYNTAX[f.syntax] });
  if (f.minTime !== undefined || f.maxTime !== undefined) all.push(timesBetween(f.minTime ?? 0, f.maxTime ?? 1439));
  if (f.pattern !== undefined) all.push({ pattern: `^(?:${f.pattern})$` });
  return {
    type: "string",
    ...(f.options?.length ? { enum: f.options } : {}),
    ...(f.minLength !== undefined ? { minLength: f.minLength } : {}),
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(all.length ? { allOf: all } : {}),
  };
}

/** The schema: per field, its constraints under `if` (when shown) / `then`. */
export function referenceSchema(form, rules) {
  const allOf = [];
  const done = new Set();
  rules.fields.forEach((f, i) => {
    if (done.has(f.id)) return;
    done.add(f.id);
    const when = shown(rules, i);
    if (when === false) return;
    const then = { properties: { [f.id]: constraint(f) }, ...(f.required ? { required: [f.id] } : {}) };
    if (f.requiredWhen !== undefined) then.allOf = [requiredWhen(rules, f)];
    allOf.push(when === true ? then : { if: when, then });
  });
  return { $schema: "https://json-schema.org/draft/2020-12/schema", title: form.title, type: "object", ...(allOf.length ? { allOf } : {}) };
}
