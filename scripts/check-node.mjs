// @ts-check
// Runs first in `npm test`, `npm start` and `npm run dev`: the project runs on Node 24 LTS
// (package.json's engines: ">=22.12"), and an older Node would fail much later with an error that
// does not say why (vitest 4's and Next 16's Node 22 APIs, `require(esm)`). This stops at once
// with the one line that says what to do. Kept to syntax that Node 14 and later read.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The lowest version a `>=MAJOR.MINOR[.PATCH]` engines range allows. Only that form is read:
 * anything else is a mistake in package.json, reported rather than guessed at.
 * @param {string} range
 * @returns {[number, number, number]}
 */
export function minimumOf(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read ">=MAJOR.MINOR", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/**
 * Whether `version` ("24.22.3" or "v24.22.3") is at least `minimum`.
 * @param {string} version
 * @param {[number, number, number]} minimum
 */
export function isAtLeast(version, minimum) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (const [i, wanted] of minimum.entries()) {
    const part = parts[i] ?? 0;
    if (part !== wanted) return part > wanted;
  }
  return true;
}

/**
 * The message for a Node that is too old, or null when it is new enough.
 * @param {string} version
 * @param {string} range
 */
export function nodeProblem(version, range) {
  if (isAtLeast(version, minimumOf(range))) return null;
  return (
    `Node ${version} is too old: Swaplens needs Node ${range.trim()} (Node 24 LTS). ` +
    'Run `source scripts/use-node.sh` (it installs the pinned Node 24 from the npm registry and ' +
    'puts it first on PATH), or install Node 24 (.nvmrc names the version), then run the command again.'
  );
}

function main() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeProblem(process.version, pkg.engines.node);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
