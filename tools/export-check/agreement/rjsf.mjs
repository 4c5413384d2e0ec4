// The harness of core/tests/rjsf_agreement.rs (issue 28): one Node process
// per run, one case per line on stdin ({schema, rules, answerSets}: a form's
// JSON Schema export, its RuleSet and answer sets by field key), one
// judgement per line on stdout. rjsf's own validator, @rjsf/validator-ajv8
// built with Ajv's 2020 class as docs/formats.md tells an rjsf user
// (`customizeValidator({ AjvClass: Ajv2020 })`), judges each answer set as
// the schema's instance (schemaWorld, as run.mjs hands it to ajv) with
// `validator.validateFormData(formData, schema)`. Reported per set: `valid`
// (no errors) and the errors' messages.
import { serve } from "./serve.mjs";
import { pathToFileURL } from "node:url";
import { schemaWorld } from "./schema-world.mjs";

let customizeValidator, Ajv2020;
try {
  ({ customizeValidator } = await import("@rjsf/validator-ajv8"));
  Ajv2020 = (await import("ajv/dist/2020.js")).default;
} catch (e) {
  process.stderr.write(`rjsf.mjs: the npm packages are missing (run \`bash scripts/setup.sh dev\`): ${e.message}\n`);
  process.exit(2);
}

/**
 * The validator an rjsf user of a draft 2020-12 schema builds; with
 * ownProperties, a field id such as `constructor` is the answer's own key.
 */
export function newValidator() {
  return customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: { ownProperties: true } });
}

let validator = newValidator();
let forms = 0;

function judge(c) {
  if (c.rules.fields.some((f) => f.id === "__proto__")) {
    // ajv drops a property named __proto__ from `properties` (by design): no verdict (as run.mjs).
    return c.answerSets.map(() => ({ skipped: "ajv ignores properties.__proto__" }));
  }
  // Compiled schemas pile up in a validator's ajv.
  if (++forms % 100 === 0) validator = newValidator();
  const schema = JSON.parse(c.schema);
  return c.answerSets.map((answers) => {
    const { errors } = validator.validateFormData(schemaWorld(c.rules, answers), schema);
    return { valid: errors.length === 0, errors: errors.map((e) => e.stack ?? e.message) };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serve((c) => {
    try {
      return judge(c);
    } catch (e) {
      return c.answerSets.map(() => ({ error: `rjsf's validator threw: ${e.stack}` }));
    }
  });
}
