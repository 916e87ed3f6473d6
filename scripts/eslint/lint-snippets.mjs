// Lints code snippets as if they sat at given paths in the repository, with the repository's own
// ESLint config, and prints the rule ids each one breaks as JSON. Used by src/app/layering.test.ts to
// prove the layering rules are switched on: `node lint-snippets.mjs '[{"filePath":…,"code":…}]'`.
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const snippets = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push(result.messages.map((message) => message.ruleId));
}
process.stdout.write(JSON.stringify(results));
