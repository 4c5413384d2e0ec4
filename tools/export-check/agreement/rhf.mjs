// The harness of core/tests/rhf_agreement.rs (issue 25): one Node process per
// run, one case per line on stdin ({tsx, answerSets}: a form's react-hook-form
// + zod export and answer sets by field key), one judgement per line on
// stdout. The .tsx is compiled by esbuild as an app's bundler does, with the
// real zod, react-hook-form and @hookform/resolvers; its `schema` judges each
// answer set with `safeParse`, given the answers as the form holds them (by
// the names in its `FIELDS`, the one internal it reads: appended as an export).
// Reported per set: valid, the message of each field key with an issue, and
// the parsed result (what a valid submit hands on).
import { serve } from "./serve.mjs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let transformSync;
try {
  ({ transformSync } = require("esbuild"));
  require("zod");
  require("@hookform/resolvers/zod");
} catch (e) {
  process.stderr.write(`rhf.mjs: the npm packages are missing (run \`bash scripts/setup.sh dev\`): ${e.message}\n`);
  process.exit(2);
}

function load(tsx) {
  const source = `${tsx}\nexport { FIELDS as __formwrightFields };\n`;
  const { code } = transformSync(source, { loader: "tsx", jsx: "automatic", format: "cjs", target: "es2022", logLevel: "silent" });
  const module = { exports: {} };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  return module.exports;
}

function judge(exports, answers) {
  const keys = exports.__formwrightFields.map((field) => [field.key, field.name]);
  const values = {};
  for (const [key, name] of keys) {
    if (Object.prototype.hasOwnProperty.call(answers, key) && !Object.prototype.hasOwnProperty.call(values, name)) values[name] = answers[key];
  }
  const result = exports.schema.safeParse(values);
  if (result.success) return { valid: true, messages: {}, submitted: result.data };
  const keyOf = new Map(keys.map(([key, name]) => [name, key]).reverse());
  const messages = {};
  for (const issue of result.error.issues) {
    const key = keyOf.get(issue.path[0]) ?? `(no field: ${JSON.stringify(issue.path)})`;
    if (!Object.prototype.hasOwnProperty.call(messages, key)) Object.defineProperty(messages, key, { value: issue.message, enumerable: true });
  }
  return { valid: false, messages, submitted: null };
}

await serve((c) => {
  let exports;
  try {
    exports = load(c.tsx);
  } catch (e) {
    return c.answerSets.map(() => ({ error: `the module does not load: ${e.stack}` }));
  }
  return c.answerSets.map((answers) => {
    try {
      return judge(exports, answers);
    } catch (e) {
      return { error: `the schema threw: ${e.stack}` };
    }
  });
});
