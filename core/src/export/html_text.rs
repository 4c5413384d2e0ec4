// The HTML page's constant texts, its stylesheet and its glue script: the
// same for every form. `html.rs` writes them; the core's build script
// (`core/build.rs`) includes this file too and hashes the exact text of the
// page's `<style>` and `<script>` elements for the page's
// Content-Security-Policy. So this file has no inner doc comment and no `use`.

/// The page's stylesheet: small, no external resources (decision 2). The
/// required mark is in the colour the React export uses too
/// (`plan::REQUIRED_MARK_COLOUR`, a test says so). It follows the reader's
/// colour scheme (`prefers-color-scheme`): a dark palette of the same
/// contrasts, and native controls drawn dark (`color-scheme`).
pub const STYLE: &str = r#"*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #111827; background: #f3f4f6; }
main { max-width: 42rem; margin: 0 auto; padding: 2rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; overflow-wrap: anywhere; }
.description { margin: 0 0 1.5rem; color: #4b5563; white-space: pre-line; overflow-wrap: anywhere; }
.field { margin: 0 0 1.25rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field > legend { display: block; margin-bottom: 0.375rem; padding: 0; font-weight: 600; white-space: pre-line; overflow-wrap: anywhere; }
.required { color: #dc2626; }
.field > input, select, textarea { width: 100%; padding: 0.5rem 0.75rem; border: 1px solid #d1d5db; border-radius: 0.375rem; background: #fff; color: inherit; font: inherit; }
textarea { resize: vertical; }
.choice { display: flex; align-items: center; gap: 0.5rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
.field > .choice > label { font-weight: 600; white-space: pre-line; }
.error { margin: 0.375rem 0 0; color: #b91c1c; font-size: 0.875rem; }
[aria-invalid="true"] { border-color: #b91c1c; }
fieldset[aria-invalid="true"] { border: 0; }
[hidden] { display: none !important; }
button { padding: 0.625rem 1.25rem; border: 0; border-radius: 0.375rem; background: #2563eb; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: #1d4ed8; }
:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
:root { color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  body { color: #f3f4f6; background: #111827; }
  main { background: #1f2937; border-color: #374151; box-shadow: none; }
  .description { color: #9ca3af; }
  .field > input, select, textarea { border-color: #6b7280; background: #111827; }
  .error, .required { color: #f87171; }
  [aria-invalid="true"] { border-color: #f87171; }
  :focus-visible { outline-color: #60a5fa; }
}
"#;

/// The page's glue script, after the embedded evaluator (`rules::EVALUATOR_JS`):
/// constant, the same for every form (the per-form part is the rule set, read
/// as data from `#formwright-rules`). Wrappers (`[data-field]`) and the rule
/// set's fields are in the same order, one per field. It reads each field's
/// answer from its controls, asks `formwrightEvaluate` for the verdict and
/// shows it: a hidden field's wrapper gets `hidden` and its controls
/// `disabled`; a shown field that was left (focusout; when a pointer press
/// left it, once the press ends, so the click lands where it was aimed) or
/// submitted with problems gets its messages, `aria-invalid` and
/// `aria-describedby`. Submit
/// with problems focuses the first invalid field and sends nothing; without,
/// it posts the form when it has an `action` (the form's "Send answers to"
/// address: the browser sends the enabled controls, the shown fields'
/// answers), else it logs the shown fields' answers (by field id; the first
/// field of a repeated id) and alerts. A `Map` and `Object.fromEntries` keep a field id
/// such as `__proto__` an ordinary key. A control named after a property of
/// the form (`addEventListener`, `querySelectorAll`, `noValidate`…) hides that
/// property on the form element, so the script never reads one from it: it
/// calls the prototypes' own functions on it (`Element.prototype.…call`).
pub const SCRIPT: &str = r#"(() => {
  "use strict";
  const form = document.querySelector("form");
  const rules = JSON.parse(document.getElementById("formwright-rules").textContent);
  // A control named like a property of the form hides it: use the prototypes'.
  const listen = (type, listener) => EventTarget.prototype.addEventListener.call(form, type, listener);
  const wrappers = Array.from(Element.prototype.querySelectorAll.call(form, "[data-field]"));
  const controlsOf = (wrapper) => Array.from(wrapper.querySelectorAll("input, select, textarea"));
  const errorOf = (wrapper) => wrapper.querySelector(".error");
  // The element that is invalid: a group's fieldset, else the one control.
  const targetOf = (wrapper) => (wrapper.tagName === "FIELDSET" ? wrapper : controlsOf(wrapper)[0] || wrapper);
  Element.prototype.setAttribute.call(form, "novalidate", "");
  const answerOf = (wrapper, field) => {
    const controls = controlsOf(wrapper);
    if (field.answer === "flag") return controls.length > 0 && controls[0].checked;
    if (field.answer === "list") return controls.filter((c) => c.checked).map((c) => c.value);
    if (wrapper.tagName === "FIELDSET") {
      const on = controls.find((c) => c.checked);
      return on ? on.value : "";
    }
    return controls.length > 0 ? controls[0].value : "";
  };
  const left = new Set();
  let submitted = false;
  const update = () => {
    const answers = new Map();
    rules.fields.forEach((field, i) => {
      if (!answers.has(field.id) && wrappers[i]) answers.set(field.id, answerOf(wrappers[i], field));
    });
    const verdict = formwrightEvaluate(rules, Object.fromEntries(answers));
    wrappers.forEach((wrapper, i) => {
      const v = verdict.fields[i];
      if (!v) return;
      wrapper.hidden = !v.visible;
      for (const control of controlsOf(wrapper)) control.disabled = !v.visible;
      const error = errorOf(wrapper);
      const target = targetOf(wrapper);
      const show = v.visible && v.problems.length > 0 && (submitted || left.has(i));
      error.textContent = show ? v.problems.map((p) => p.message).join(" ") : "";
      error.hidden = !show;
      if (show) {
        target.setAttribute("aria-invalid", "true");
        target.setAttribute("aria-describedby", error.id);
      } else {
        target.removeAttribute("aria-invalid");
        target.removeAttribute("aria-describedby");
      }
    });
    return { answers, verdict };
  };
  listen("input", update);
  listen("change", update);
  // A message that appears when a field is left moves what is below it. When
  // a pointer press left the field (a click on Submit or another field), it
  // appears after the press ends, so the click lands where it was aimed.
  let pressed = false;
  let pending = false;
  document.addEventListener("pointerdown", () => { pressed = true; }, true);
  document.addEventListener("pointerup", () => {
    pressed = false;
    if (pending) {
      pending = false;
      setTimeout(update, 0);
    }
  }, true);
  listen("focusout", (event) => {
    const i = wrappers.findIndex((w) => w.contains(event.target));
    if (i < 0 || wrappers[i].contains(event.relatedTarget)) return;
    left.add(i);
    if (pressed) pending = true;
    else update();
  });
  listen("submit", (event) => {
    event.preventDefault();
    submitted = true;
    const { answers, verdict } = update();
    const invalid = verdict.fields.findIndex((v) => v.problems.length > 0);
    if (invalid >= 0) {
      const wrapper = wrappers[invalid];
      const first = controlsOf(wrapper)[0];
      if (first) {
        first.focus();
      } else {
        wrapper.tabIndex = -1;
        wrapper.focus();
      }
      return;
    }
    // With an address, a normal form post: hidden fields' controls (and a repeated id's later ones) are disabled, so not sent.
    if (Element.prototype.hasAttribute.call(form, "action")) {
      const seen = new Set();
      rules.fields.forEach((field, i) => {
        if (seen.has(field.id) && wrappers[i]) for (const control of controlsOf(wrappers[i])) control.disabled = true;
        seen.add(field.id);
      });
      HTMLFormElement.prototype.submit.call(form);
      return;
    }
    const data = new Map();
    verdict.fields.forEach((v, i) => {
      if (v.visible && !data.has(v.id)) data.set(v.id, answers.get(v.id));
    });
    console.log("Form submitted:", Object.fromEntries(data));
    alert("Form submitted! Check console for data.");
  });
  update();
})();
"#;

/// Issue 26: what the stylesheet adds, after [`STYLE`], for a form with
/// layout items (headings, paragraphs, page breaks): the headings, a
/// paragraph's line breaks kept, the progress line and the Back / Next /
/// Submit row. Every other form's stylesheet is [`STYLE`] alone (its
/// exports are byte-identical).
pub const STYLE_PAGES: &str = r#"h2 { margin: 1.5rem 0 0.75rem; font-size: 1.25rem; overflow-wrap: anywhere; }
.page > h2:first-child { margin-top: 0; }
.paragraph { margin: 0 0 1.25rem; white-space: pre-line; overflow-wrap: anywhere; }
.progress { margin: 0 0 0.5rem; color: #4b5563; font-size: 0.875rem; }
.nav { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.nav .back { background: #e5e7eb; color: #111827; }
.nav .back:hover { background: #d1d5db; }
@media (prefers-color-scheme: dark) {
  .progress { color: #9ca3af; }
  .nav .back { background: #374151; color: #f3f4f6; }
  .nav .back:hover { background: #4b5563; }
}
"#;

/// Issue 26: the glue script of a form with layout items, instead of
/// [`SCRIPT`] (which every other form keeps, byte for byte). It does what
/// [`SCRIPT`] does, and: the wrappers (`[data-field]`: fields, headings and
/// paragraphs; a page break has none, its page's `data-page` element holds
/// its title) are matched with the rule set's entries through the pages'
/// ranges; a layout item (answer `"none"`) is shown or hidden and has no
/// answer; with pages (`data-page`), one page is shown at a time, with
/// `Step {step} of {steps}`, Back (never validates), Next (validates the
/// current page's shown fields as Submit does the form's: messages, focus
/// on the first problem) and Submit on a page whose `next` is null, as the
/// verdict's `pages` say; Enter in an input, or any submit, on a page with
/// a next page means Next.
pub const SCRIPT_PAGES: &str = r#"(() => {
  "use strict";
  const form = document.querySelector("form");
  const rules = JSON.parse(document.getElementById("formwright-rules").textContent);
  // A control named like a property of the form hides it: use the prototypes'.
  const listen = (type, listener) => EventTarget.prototype.addEventListener.call(form, type, listener);
  const within = (selector) => Array.from(Element.prototype.querySelectorAll.call(form, selector));
  const plans = rules.pages || [];
  // Every entry but a page break has a wrapper, in form order; the pages' ranges leave the breaks out.
  const onPage = plans.length === 0 ? rules.fields.map((_, i) => i)
    : plans.flatMap((p) => Array.from({ length: p.to - p.from }, (_, j) => p.from + j));
  const found = within("[data-field]");
  const wrappers = rules.fields.map(() => null);
  onPage.forEach((i, j) => { wrappers[i] = found[j] || null; });
  const pageElements = within("[data-page]");
  const paged = pageElements.length > 1 && pageElements.length === plans.length;
  const progress = document.getElementById("formwright-progress");
  const back = document.getElementById("formwright-back");
  const next = document.getElementById("formwright-next");
  const submitButton = within("button[type=submit]")[0];
  const answers = (field) => field.answer !== "none";
  const controlsOf = (wrapper) => Array.from(wrapper.querySelectorAll("input, select, textarea"));
  const errorOf = (wrapper) => wrapper.querySelector(".error");
  // The element that is invalid: a group's fieldset, else the one control.
  const targetOf = (wrapper) => (wrapper.tagName === "FIELDSET" ? wrapper : controlsOf(wrapper)[0] || wrapper);
  Element.prototype.setAttribute.call(form, "novalidate", "");
  const answerOf = (wrapper, field) => {
    const controls = controlsOf(wrapper);
    if (field.answer === "flag") return controls.length > 0 && controls[0].checked;
    if (field.answer === "list") return controls.filter((c) => c.checked).map((c) => c.value);
    if (wrapper.tagName === "FIELDSET") {
      const on = controls.find((c) => c.checked);
      return on ? on.value : "";
    }
    return controls.length > 0 ? controls[0].value : "";
  };
  const left = new Set();
  let submitted = false;
  let current = -1;
  const update = () => {
    const given = new Map();
    rules.fields.forEach((field, i) => {
      if (answers(field) && !given.has(field.id) && wrappers[i]) given.set(field.id, answerOf(wrappers[i], field));
    });
    const verdict = formwrightEvaluate(rules, Object.fromEntries(given));
    wrappers.forEach((wrapper, i) => {
      const v = verdict.fields[i];
      if (!wrapper || !v) return;
      wrapper.hidden = !v.visible;
      if (!answers(rules.fields[i])) return;
      for (const control of controlsOf(wrapper)) control.disabled = !v.visible;
      const error = errorOf(wrapper);
      const target = targetOf(wrapper);
      const show = v.visible && v.problems.length > 0 && (submitted || left.has(i));
      error.textContent = show ? v.problems.map((p) => p.message).join(" ") : "";
      error.hidden = !show;
      if (show) {
        target.setAttribute("aria-invalid", "true");
        target.setAttribute("aria-describedby", error.id);
      } else {
        target.removeAttribute("aria-invalid");
        target.removeAttribute("aria-describedby");
      }
    });
    if (paged) {
      const pages = verdict.pages;
      if (current < 0) current = Math.max(0, pages.findIndex((p) => p.shown));
      // An answer elsewhere hid this page: go back, else on.
      const gone = pages[current];
      if (!gone.shown) current = gone.back !== null ? gone.back : gone.next !== null ? gone.next : current;
      const page = pages[current];
      pageElements.forEach((element, k) => { element.hidden = k !== current; });
      progress.textContent = "Step " + page.step + " of " + verdict.steps;
      progress.hidden = page.step === 0;
      back.hidden = page.back === null;
      next.hidden = page.next === null;
      submitButton.hidden = page.next !== null;
    }
    return { answers: given, verdict };
  };
  // Focus on a field: its first control, else its wrapper.
  const focusOn = (i) => {
    const first = controlsOf(wrappers[i])[0];
    if (first) {
      first.focus();
    } else {
      wrappers[i].tabIndex = -1;
      wrappers[i].focus();
    }
  };
  const pageOf = (i) => plans.findIndex((p) => i >= p.from && i < p.to);
  // On a new page, focus goes to its first shown control (the progress line, announced, says where).
  const turnTo = (k) => {
    current = k;
    const { verdict } = update();
    const i = onPage.find((j) => pageOf(j) === k && verdict.fields[j].visible && controlsOf(wrappers[j]).length > 0);
    if (i !== undefined) controlsOf(wrappers[i])[0].focus();
    else progress.focus();
  };
  // Next checks the shown fields of this page only, as Submit checks the form's.
  const goNext = () => {
    const { verdict } = update();
    const page = verdict.pages[current];
    if (page.next === null) return;
    if (page.valid) {
      turnTo(page.next);
      return;
    }
    const plan = plans[current];
    for (let i = plan.from; i < plan.to; i++) left.add(i);
    update();
    for (let i = plan.from; i < plan.to; i++) {
      if (verdict.fields[i].problems.length > 0) {
        focusOn(i);
        return;
      }
    }
  };
  if (paged) {
    EventTarget.prototype.addEventListener.call(next, "click", goNext);
    // Back never checks, and keeps every answer.
    EventTarget.prototype.addEventListener.call(back, "click", () => {
      const { verdict } = update();
      const to = verdict.pages[current].back;
      if (to !== null) turnTo(to);
    });
    listen("keydown", (event) => {
      if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
      const { verdict } = update();
      if (verdict.pages[current].next === null) return;
      event.preventDefault();
      goNext();
    });
  }
  listen("input", update);
  listen("change", update);
  // A message that appears when a field is left moves what is below it. When
  // a pointer press left the field (a click on Submit or another field), it
  // appears after the press ends, so the click lands where it was aimed.
  let pressed = false;
  let pending = false;
  document.addEventListener("pointerdown", () => { pressed = true; }, true);
  document.addEventListener("pointerup", () => {
    pressed = false;
    if (pending) {
      pending = false;
      setTimeout(update, 0);
    }
  }, true);
  listen("focusout", (event) => {
    const i = wrappers.findIndex((w) => w !== null && w.contains(event.target));
    if (i < 0 || wrappers[i].contains(event.relatedTarget)) return;
    left.add(i);
    if (pressed) pending = true;
    else update();
  });
  listen("submit", (event) => {
    event.preventDefault();
    // A submit on a page with a next page (Enter in a field) means Next.
    if (paged && update().verdict.pages[current].next !== null) {
      goNext();
      return;
    }
    submitted = true;
    const { answers: given, verdict } = update();
    const invalid = verdict.fields.findIndex((v) => v.problems.length > 0);
    if (invalid >= 0) {
      if (paged && pageOf(invalid) >= 0 && pageOf(invalid) !== current) {
        current = pageOf(invalid);
        update();
      }
      focusOn(invalid);
      return;
    }
    // With an address, a normal form post: hidden fields' controls (and a repeated id's later ones) are disabled, so not sent.
    if (Element.prototype.hasAttribute.call(form, "action")) {
      const seen = new Set();
      rules.fields.forEach((field, i) => {
        if (seen.has(field.id) && wrappers[i]) for (const control of controlsOf(wrappers[i])) control.disabled = true;
        if (answers(field)) seen.add(field.id);
      });
      HTMLFormElement.prototype.submit.call(form);
      return;
    }
    const data = new Map();
    verdict.fields.forEach((v, i) => {
      if (v.visible && answers(rules.fields[i]) && !data.has(v.id)) data.set(v.id, given.get(v.id));
    });
    console.log("Form submitted:", Object.fromEntries(data));
    alert("Form submitted! Check console for data.");
  });
  update();
})();
"#;

/// Issue 27: what the stylesheet adds, after [`STYLE`] (and [`STYLE_PAGES`]),
/// for a form using the 'More Fields' kinds: a hidden field shows only its
/// message, placed by `order` above Submit (at the end of its page), the
/// form and its pages being columns; a rating's radios are drawn as stars
/// (each radio stays a real, focusable input, its focus ring on its star; the
/// stars up to the ticked one lit, by `:has`); a slider's value beside it.
pub const STYLE_KINDS: &str = r#"form, .page { display: flex; flex-direction: column; }
form > button { align-self: flex-start; order: 1; }
.hidden-field { margin: 0; order: 1; }
.hidden-field > .error { margin: 0 0 1rem; }
.stars { position: relative; display: flex; gap: 0.25rem; }
.stars input { position: absolute; width: 1px; height: 1px; margin: 0; opacity: 0; }
.stars label { font-size: 1.75rem; line-height: 1; color: #6b7280; cursor: pointer; border-radius: 0.25rem; }
.stars input:checked + label, .stars label:has(~ input:checked) { color: #b45309; }
.stars input:focus-visible + label { outline: 2px solid #2563eb; outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.range { display: flex; align-items: center; gap: 0.75rem; }
.range input { flex: 1; margin: 0; }
.range output { min-width: 3ch; font-weight: 600; font-variant-numeric: tabular-nums; }
@media (prefers-color-scheme: dark) {
  .stars label { color: #9ca3af; }
  .stars input:checked + label, .stars label:has(~ input:checked) { color: #fbbf24; }
  .stars input:focus-visible + label { outline-color: #60a5fa; }
}
"#;

/// Issue 27: the script a form using the 'More Fields' kinds runs before
/// its glue script ([`SCRIPT`] or [`SCRIPT_PAGES`], unchanged). A hidden
/// field marked `data-address` (its "Fill from the page address") takes the
/// page address's query parameter named after its field id, when present,
/// before the glue reads any answer; each slider's `<output>` shows its value,
/// on load and on input. A hidden field has no control to focus: when
/// Submit or Next finds a required one empty and first with a problem (the
/// first shown `aria-invalid` element is its hidden input), focus goes to its
/// message; when Next or Back turns to a page whose first field is a hidden
/// one, to the page's first control that takes focus (else the progress
/// line). Its listeners are on the document, so they run after the glue's
/// (on the form, on Next and Back, on Enter) and read no property of the
/// form.
pub const SCRIPT_KINDS: &str = r#"(() => {
  "use strict";
  const params = new URLSearchParams(location.search);
  for (const input of document.querySelectorAll("input[data-address]")) {
    const value = params.get(input.getAttribute("data-address"));
    if (value !== null) input.value = value;
  }
  const show = (range) => {
    const output = range.parentElement.querySelector("output");
    if (output) output.textContent = range.value;
  };
  document.querySelectorAll("input[type=range]").forEach(show);
  document.addEventListener("input", (event) => {
    if (event.target.type === "range") show(event.target);
  });
  const progress = document.getElementById("formwright-progress");
  const settle = () => {
    const first = Array.from(document.querySelectorAll("[aria-invalid=true]")).find((e) => !e.closest("[hidden]"));
    const message = first && first.type === "hidden" ? document.getElementById(first.getAttribute("aria-describedby")) : null;
    if (message) {
      message.tabIndex = -1;
      message.focus();
      return;
    }
    // A new page whose first field is a hidden one: its first control that takes focus, else the progress line.
    const active = document.activeElement;
    if (progress && !(active && active.closest("[data-page]"))) {
      const control = document.querySelector("[data-page]:not([hidden]) [data-field]:not([hidden]) :is(input:not([type=hidden]), select, textarea)");
      (control || progress).focus();
    }
  };
  document.addEventListener("submit", settle);
  document.addEventListener("click", (event) => {
    if (event.target.id === "formwright-next" || event.target.id === "formwright-back") settle();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.defaultPrevented) settle();
  });
})();
"#;
