// Runs the exported forms' rule evaluator (core/src/rules/evaluator.js, the
// path is the first argument) on every case read from stdin, a JSON list of
// {rules, answers}, and writes the list of verdicts to stdout as JSON.
// Used once per run by core/tests/rules_agreement.rs.
import fs from "node:fs";
import vm from "node:vm";

const evaluatorPath = process.argv[2];
new vm.Script(fs.readFileSync(evaluatorPath, "utf8"), { filename: evaluatorPath }).runInThisContext();
const evaluate = globalThis.formwrightEvaluate;
if (typeof evaluate !== "function") {
  throw new Error("evaluator.js does not declare formwrightEvaluate");
}

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const cases = JSON.parse(input);
  const verdicts = cases.map((c) => evaluate(c.rules, c.answers));
  process.stdout.write(JSON.stringify(verdicts));
});
