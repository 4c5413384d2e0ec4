// The loop the agreement harnesses share (rhf.mjs, rjsf.mjs, jsonforms.mjs,
// surveyjs.mjs): one case per line on stdin (JSON), given to `judge`, and
// its judgement as one line of JSON on stdout, until stdin closes.
import readline from "node:readline";

export async function serve(judge) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const out = await judge(JSON.parse(line));
    process.stdout.write(JSON.stringify(out) + "\n");
  }
}
