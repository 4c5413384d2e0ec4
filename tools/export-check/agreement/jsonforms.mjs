// The harness of core/tests/jsonforms_agreement.rs (issue 28): one Node
// process per run, one case per line on stdin ({file, rules, answerSets}: a
// form's JSON Forms export, its RuleSet and answer sets by field key), one
// judgement per line on stdout.
//
// Each answer set becomes the JSON Schema export's instance (schemaWorld, as
// run.mjs hands it to ajv) and is given as `data` to the real
// <JsonForms schema uischema data renderers={vanillaRenderers}
// cells={vanillaCells} ajv> in jsdom, with Ajv 2020 as a user of a draft
// 2020-12 schema sets it up (docs/formats.md). Reported per set: `valid`
// (onChange's `errors` is empty), the errors, and `shown`: the controls
// (`control:<field id>`) and labels (`label:<text>`) JSON Forms draws
// visible, read from the DOM (each element of
// a layout is one child, in uischema order; a Categorization's pages are
// clicked through one by one).
import { serve } from "./serve.mjs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { schemaWorld } from "./schema-world.mjs";

const require = createRequire(import.meta.url);
let JSDOM, React, Ajv2020, addFormats, JsonForms, vanillaRenderers, vanillaCells;
try {
  ({ JSDOM } = require("jsdom"));
  React = require("react");
  Ajv2020 = require("ajv/dist/2020.js").default;
  addFormats = require("ajv-formats").default;
} catch (e) {
  process.stderr.write(`jsonforms.mjs: the npm packages are missing (run \`bash scripts/setup.sh dev\`): ${e.message}\n`);
  process.exit(2);
}

// The DOM globals react-dom needs before it loads.
const dom = new JSDOM("<!DOCTYPE html><html><body></body></html>", { pretendToBeVisual: true });
for (const key of ["window", "document", "navigator", "Element", "HTMLElement", "HTMLInputElement", "Node", "Event"]) {
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const { createRoot } = require("react-dom/client");
({ JsonForms } = require("@jsonforms/react"));
({ vanillaRenderers, vanillaCells } = require("@jsonforms/vanilla-renderers"));

/**
 * Ajv for a draft 2020-12 schema, with JSON Forms' own options
 * (`createAjv`: allErrors, verbose, strict off), ajv-formats, and
 * ownProperties (a field id such as `constructor` is an answer's own key).
 */
export function newAjv() {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, ownProperties: true, logger: false });
  addFormats(ajv);
  return ajv;
}

/** A scope's property name: `#/properties/<token>`, the token's `~1` and `~0` decoded (RFC 6901). */
export function propertyOf(scope) {
  const token = scope.slice("#/properties/".length);
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * Renders `file` ({schema, uischema}) with `data`; returns the errors of
 * onChange and, per page (one without a Categorization), per uischema
 * element: its type, its field id (a Control) and whether it is visible.
 */
export async function render(file, data, ajv = newAjv()) {
  const { schema, uischema } = file;
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  let changed;
  const settled = new Promise((resolve) => {
    changed = resolve;
  });
  let errors;
  const onChange = (state) => {
    errors = state.errors;
    changed();
  };
  try {
    await React.act(async () => root.render(React.createElement(JsonForms, { schema, uischema, data, renderers: vanillaRenderers, cells: vanillaCells, ajv, onChange })));
    // onChange is called after a debounce.
    await React.act(() => Promise.race([settled, new Promise((r) => setTimeout(r, 2000))]));
    const pages = [];
    if (uischema.type === "Categorization") {
      const tabs = [...container.querySelectorAll(".category-subcategories > li")];
      for (let p = 0; p < uischema.elements.length; p++) {
        if (tabs[p]) await React.act(async () => tabs[p].dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true })));
        const detail = container.querySelector(".categorization-detail > div");
        pages.push(read(uischema.elements[p].elements, detail ? [...detail.children] : []));
      }
    } else {
      const items = [...container.querySelectorAll(".vertical-layout > .vertical-layout-item")];
      pages.push(read(uischema.elements, items.map((item) => item.firstElementChild)));
    }
    return { errors: errors ?? null, pages, html: container.innerHTML };
  } finally {
    await React.act(async () => root.unmount());
    container.remove();
  }
}

/** Pairs the uischema elements with their rendered roots, in order. */
function read(elements, roots) {
  return elements.map((element, i) => {
    const node = roots[i] ?? null;
    const visible = node !== null && !node.hidden && node.closest("[hidden]") === null;
    return {
      type: element.type,
      id: element.type === "Control" ? propertyOf(element.scope) : null,
      label: element.type === "Control" ? element.label : element.text,
      visible,
      text: node ? node.textContent : null,
    };
  });
}

async function judge(c) {
  const file = JSON.parse(c.file);
  if (c.rules.fields.some((f) => f.id === "__proto__")) {
    // ajv drops a property named __proto__ from `properties` (by design),
    // in the schema and in the rules' conditions: no verdict (as run.mjs).
    return c.answerSets.map(() => ({ skipped: "ajv ignores properties.__proto__" }));
  }
  const ajv = newAjv();
  const out = [];
  for (const answers of c.answerSets) {
    const data = schemaWorld(c.rules, answers);
    try {
      const { errors, pages } = await render(file, data, ajv);
      if (errors === null) {
        out.push({ error: "onChange was never called" });
        continue;
      }
      const shown = pages
        .flat()
        .filter((e) => e.visible)
        .map((e) => (e.type === "Control" ? `control:${e.id}` : `label:${e.label}`));
      out.push({ valid: errors.length === 0, errors: errors.map((e) => `${e.instancePath} ${e.message}`), shown });
    } catch (e) {
      out.push({ error: `JSON Forms threw: ${e.stack}` });
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The vanilla renderers log "No applicable cell found" for a number that
  // may be too large for a double (an `anyOf`, docs/formats.md): noise here.
  console.error = () => {};
  console.warn = () => {};
  await serve(async (c) => {
    try {
      return await judge(c);
    } catch (e) {
      return c.answerSets.map(() => ({ error: `the harness failed: ${e.stack}` }));
    }
  });
}
